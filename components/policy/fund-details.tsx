import { NEW_TAB_REL, FUND_PERFORMANCE_URL } from '@/components/shell/links';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { formatDateLong, formatRupees } from '@/lib/format';
import type { FundHoldings } from '@/lib/types';
import { AllocationDonut, sliceColour } from './allocation-donut';
import { FundCard } from './fund-card';
import { visibleFunds } from './fund-math';
import { SectionCard, SectionError } from './section-card';
import { settle } from './settle';

interface FundDetailsProps {
  policyNo: string;
  holdings: Promise<FundHoldings>;
  today: string;
  /** the fundSwitch flag is on and the policy's status allows a switch */
  canSwitch: boolean;
}

/** SPEC "Fund details": the allocation as on today, one card per held fund, chart and actions. */
export async function FundDetails({ policyNo, holdings, today, canSwitch }: FundDetailsProps) {
  const result = await settle(holdings, 'getFundSwitchDetails');
  if (!result.ok) {
    return (
      <SectionCard id="fund-details" title="Fund Details">
        <SectionError />
      </SectionCard>
    );
  }
  const funds = visibleFunds(result.value.funds);
  return (
    <SectionCard id="fund-details" title="Fund Details">
      <p className="text-sm text-ink-700">
        Currently Fund Allocation as on <span className="font-semibold">{formatDateLong(today)}</span>
      </p>
      {funds.length === 0 ? (
        <p className="mt-4 text-ink-500">No fund holdings are available for this policy.</p>
      ) : (
        <div className="mt-4 grid gap-6 desk:grid-cols-[1fr_16rem]">
          <ul className="grid gap-4 md:grid-cols-2">
            {funds.map((fund, i) => (
              <li key={fund.code}>
                <FundCard fund={fund} colour={sliceColour(i)} />
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-4">
            <div className="rounded-lg bg-brand-50 p-4 text-center">
              <p className="text-sm text-ink-700">Total Fund Value</p>
              <p className="text-2xl font-bold text-brand-800">{formatRupees(result.value.totalValue, 2)}</p>
            </div>
            <AllocationDonut slices={funds.map((f) => ({ label: f.name, value: f.value }))} />
          </div>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={FUND_PERFORMANCE_URL} target="_blank" rel={NEW_TAB_REL} className={buttonClasses({ variant: 'secondary' })}>
          View Performance<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {canSwitch && (
          <ButtonLink href={`/fund-switch?policyNo=${policyNo}&from=policyDetails`}>Fund Switch</ButtonLink>
        )}
      </div>
    </SectionCard>
  );
}
