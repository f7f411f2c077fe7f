import { useTranslations } from 'next-intl';
import { formatDate, formatRupees } from '@/lib/format';

/*
 * What the service dialogs share: their props, the amount formats and the markup of their figures.
 * Nothing here holds state, so it renders wherever it is imported from.
 */

export { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';

/** What the service menu hands each dialog's panel, besides the figures the core gave. */
export interface PanelProps {
  policyNo: string;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  /** a request was raised: the dialog gives way to 'Request SR … submitted successfully...' */
  onSubmitted: (serviceRequestId: string) => void;
  onClose: () => void;
}

export const rupees = (amount: number) => formatRupees(amount, 2);
/** 'As on 23/11/2026' above a service's figures, in the page's language; null without a date. */
export function useAsOnLine(): (iso: string | null) => string | null {
  const t = useTranslations('policyDetails.services');
  return (iso) => (iso ? t('asOn', { date: formatDate(iso) }) : null);
}

/** Lines that add up to a total, as a table: a screen reader hears each amount with its label. */
export function AmountTable({
  caption,
  lines,
  totalLabel,
  total,
}: {
  caption: string;
  lines: ReadonlyArray<{ label: string; amount: number }>;
  totalLabel: string;
  total: number;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {lines.map((l) => (
          <tr key={l.label} className="border-b border-brand-100">
            <th scope="row" className="py-2 pr-3 text-left font-normal text-ink-700">
              {l.label}
            </th>
            <td className="py-2 text-right tabular-nums text-ink-900">{rupees(l.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink-900">
            {totalLabel}
          </th>
          <td className="py-2 text-right font-semibold tabular-nums text-ink-900">{rupees(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
