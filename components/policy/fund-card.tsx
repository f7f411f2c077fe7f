import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/field-styles';
import { formatFundValue, formatPercent, formatUnits } from '@/lib/format';
import type { FundHolding } from '@/lib/types';
import { DetailList } from './detail-list';
import { isLargeFundValue } from './fund-math';

/** One holding: units, NAV as the core sent it, value and the two percentages. */
export function FundCard({ fund, colour }: { fund: FundHolding; colour: string }) {
  const t = useTranslations('policy.funds');
  const large = isLargeFundValue(fund.value);
  return (
    <article className="h-full rounded-lg border border-brand-100 p-4">
      <h3 className="flex items-center gap-2 font-semibold text-ink-900">
        <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: colour }} />
        {fund.name}
      </h3>
      <p className="mt-2 text-xs text-ink-500">{t('fundValue')}</p>
      <p className={cx('font-bold text-brand-800', large ? 'text-2xl' : 'text-lg')}>{formatFundValue(fund.value)}</p>
      <DetailList
        className="mt-3"
        rows={[
          { label: t('unitBalance'), value: formatUnits(fund.units) },
          { label: t('nav'), value: <span className="break-all">{fund.nav}</span> },
          { label: t('valuePercent'), value: formatPercent(fund.valuePercent) },
          { label: t('allocationPercent'), value: formatPercent(fund.allocationPercent) },
        ]}
      />
    </article>
  );
}
