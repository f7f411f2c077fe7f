import { AllocationDonut, sliceColour } from '@/components/policy/allocation-donut';
import { FundCard } from '@/components/policy/fund-card';
import { visibleFunds } from '@/components/policy/fund-math';
import { FUND_PERFORMANCE_URL, NEW_TAB_REL } from '@/components/shell/links';
import { Button, buttonClasses } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { formatRupees } from '@/lib/format';
import type { FundHolding } from '@/lib/types';
import { STEP_PANEL, StepHeading } from './flow-header';

interface HoldingsStepProps {
  policyNo: string;
  policyName: string;
  /** null when the funds could not be loaded */
  funds: FundHolding[] | null;
  error: string | null;
  onNext: () => void;
}

/** Step 1: what the policy holds today, and the way on to the new allocation. */
export function HoldingsStep({ policyNo, policyName, funds, error, onNext }: HoldingsStepProps) {
  const held = visibleFunds(funds ?? []);
  // Paise, so many fund values do not drift in floating point.
  const total = held.reduce((sum, f) => sum + Math.round(f.value * 100), 0) / 100;
  return (
    <section aria-labelledby="pr-holdings-heading" className={STEP_PANEL}>
      <StepHeading id="pr-holdings-heading" title="Current Fund Holdings" policyNo={policyNo} policyName={policyName} />
      {error && <InfoBanner tone="error">{error}</InfoBanner>}
      {funds && held.length === 0 && !error && (
        <p className="text-ink-500">No fund holdings are available for this policy.</p>
      )}
      {held.length > 0 && (
        <div className="grid gap-6 desk:grid-cols-[1fr_16rem]">
          <ul className="grid gap-4 md:grid-cols-2">
            {held.map((fund, i) => (
              <li key={fund.code}>
                <FundCard fund={fund} colour={sliceColour(i)} />
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-4">
            <div className="rounded-lg bg-brand-50 p-4 text-center">
              <p className="text-sm text-ink-700">Total Fund Value</p>
              <p className="text-2xl font-bold text-brand-800">{formatRupees(total, 2)}</p>
            </div>
            <AllocationDonut slices={held.map((f) => ({ label: f.name, value: f.value }))} />
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <a href={FUND_PERFORMANCE_URL} target="_blank" rel={NEW_TAB_REL} className={buttonClasses({ variant: 'secondary' })}>
          View Performance<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {/* SPEC §2: disabled until the policy has fund data. */}
        <Button onClick={onNext} disabled={!funds || funds.length === 0}>
          Premium Redirection
        </Button>
      </div>
    </section>
  );
}
