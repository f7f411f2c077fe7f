import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
import { DetailList } from '@/components/policy/detail-list';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Tag, type TagTone } from '@/components/ui/tag';
import { formatPercent, formatUnits } from '@/lib/format';
import type { FundSummaryRow } from '@/lib/types';

interface SummaryStepProps {
  rows: FundSummaryRow[];
  error: string | null;
  onEdit: () => void;
  onSubmit: () => void;
}

const STATUS_TONE: Record<FundSummaryRow['status'], TagTone> = {
  Increased: 'green',
  Reduced: 'amber',
  Unchanged: 'grey',
};

const HEADINGS = ['fundName', 'currentUnits', 'currentAllocation', 'newAllocation', 'status'] as const;

/**
 * Step 3: the core's summary of the switch (SPEC §4), a table on wide screens and a card per fund
 * on phones. Edit goes back with every value kept; Submit asks for the OTP.
 */
export function SummaryStep({ rows, error, onEdit, onSubmit }: SummaryStepProps) {
  const t = useTranslations('fundSwitch');
  const text = useMessageText();
  return (
    <div className="flex flex-col gap-5">
      {error && <InfoBanner tone="error">{text(error)}</InfoBanner>}
      <table className="hidden w-full border-collapse text-sm md:table">
        <caption className="sr-only">{t('summary.caption')}</caption>
        <thead>
          <tr className="border-b border-brand-100 text-left text-ink-700">
            {HEADINGS.map((h, i) => (
              <th key={h} scope="col" className={`px-3 py-2 font-semibold ${i > 0 && i < 4 ? 'text-right' : ''}`}>
                {t(`summary.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.fundName} className="border-b border-brand-100 last:border-0">
              <th scope="row" className="px-3 py-3 text-left font-semibold text-ink-900">
                {row.fundName}
              </th>
              <td className="px-3 py-3 text-right tabular-nums">{formatUnits(row.currentUnits)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{formatPercent(row.currentPercent)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{formatPercent(row.newPercent)}</td>
              <td className="px-3 py-3">
                <Tag tone={STATUS_TONE[row.status]}>{t(`summary.statuses.${row.status}`)}</Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.fundName} className="rounded-lg border border-brand-100 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold text-ink-900">{row.fundName}</h3>
              <Tag tone={STATUS_TONE[row.status]}>{t(`summary.statuses.${row.status}`)}</Tag>
            </div>
            <DetailList
              className="mt-3"
              rows={[
                { label: t('summary.currentUnits'), value: formatUnits(row.currentUnits) },
                { label: t('summary.currentAllocation'), value: formatPercent(row.currentPercent) },
                { label: t('summary.newAllocation'), value: formatPercent(row.newPercent) },
              ]}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onEdit}>
          {t('edit')}
        </Button>
        <Button onClick={onSubmit}>{t('submit')}</Button>
      </div>
    </div>
  );
}
