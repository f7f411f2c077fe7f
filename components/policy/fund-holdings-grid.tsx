import { useTranslations } from 'next-intl';
import { formatRupees } from '@/lib/format';
import type { FundHolding } from '@/lib/types';
import { AllocationDonut, sliceColour } from './allocation-donut';
import { FundCard } from './fund-card';

/**
 * The fund cards, the total and the allocation donut, as policy details, fund switch and premium
 * redirection all show them. Callers pass only the funds to show (zero-value ones already hidden).
 */
export function FundHoldingsGrid({
  funds,
  totalValue,
  className,
}: {
  funds: FundHolding[];
  totalValue: number;
  className?: string;
}) {
  const t = useTranslations('policy.funds');
  return (
    <div className={`grid gap-6 desk:grid-cols-[1fr_16rem] ${className ?? ''}`}>
      <ul className="grid gap-4 md:grid-cols-2">
        {funds.map((fund, i) => (
          <li key={fund.code}>
            <FundCard fund={fund} colour={sliceColour(i)} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-4">
        <div className="rounded-lg bg-brand-50 p-4 text-center">
          <p className="text-sm text-ink-700">{t('totalValue')}</p>
          <p className="text-2xl font-bold text-brand-800">{formatRupees(totalValue, 2)}</p>
        </div>
        <AllocationDonut slices={funds.map((f) => ({ label: f.name, value: f.value }))} />
      </div>
    </div>
  );
}
