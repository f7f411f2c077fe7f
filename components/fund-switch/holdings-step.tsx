'use client';

import { AllocationDonut, sliceColour } from '@/components/policy/allocation-donut';
import { FundCard } from '@/components/policy/fund-card';
import { visibleFunds } from '@/components/policy/fund-math';
import { FUND_PERFORMANCE_URL, NEW_TAB_REL } from '@/components/shell/links';
import { Button, buttonClasses } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { formatDateLong, formatRupees } from '@/lib/format';
import type { FundHoldings } from '@/lib/types';

interface HoldingsStepProps {
  policyNo: string;
  holdings: FundHoldings | null;
  error: string | null;
  today: string;
  onRetry: () => void;
  onSwitch: () => void;
}

/**
 * Step 1: what the policy holds today, as on policy details (zero-value funds hidden), with
 * View Performance and Fund Switch. Switching needs a chosen policy with something to move.
 */
export function HoldingsStep({ policyNo, holdings, error, today, onRetry, onSwitch }: HoldingsStepProps) {
  const funds = holdings ? visibleFunds(holdings.funds) : [];
  const canSwitch = policyNo !== '' && funds.length > 0;
  return (
    <div className="flex flex-col gap-5">
      {error ? (
        <InfoBanner
          tone="error"
          action={
            policyNo ? (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                Try Again
              </Button>
            ) : undefined
          }
        >
          {error}
        </InfoBanner>
      ) : (
        <p className="text-sm text-ink-700">
          Currently Fund Allocation as on <span className="font-semibold">{formatDateLong(today)}</span>
        </p>
      )}
      {holdings && funds.length === 0 && (
        <InfoBanner tone="info">This policy holds no fund value that could be switched.</InfoBanner>
      )}
      {holdings && funds.length > 0 && (
        <div className="grid gap-6 desk:grid-cols-[1fr_16rem]">
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
              <p className="text-2xl font-bold text-brand-800">{formatRupees(holdings.totalValue, 2)}</p>
            </div>
            <AllocationDonut slices={funds.map((f) => ({ label: f.name, value: f.value }))} />
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <a href={FUND_PERFORMANCE_URL} target="_blank" rel={NEW_TAB_REL} className={buttonClasses({ variant: 'secondary' })}>
          View Performance<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Button onClick={onSwitch} disabled={!canSwitch}>
          Fund Switch
        </Button>
      </div>
    </div>
  );
}
