'use client';

import type { ReactNode } from 'react';
import { FlowRefusal } from '@/components/ui/flow-parts';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatRupees } from '@/lib/format';
import type { Loaded } from './use-service-data';

export { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';

/** The figures while they load, or the reason they could not be read (the core's words), then the panel. */
export function WhenLoaded<T>({
  loaded,
  onClose,
  children,
}: {
  loaded: Loaded<T>;
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  if (loaded.state === 'loading') return <Spinner className="mx-auto text-brand-600" label="Loading" />;
  if (loaded.state === 'failed') return <FlowRefusal message={loaded.message} onClose={onClose} />;
  return <>{children(loaded.data)}</>;
}

export const rupees = (amount: number) => formatRupees(amount, 2);
export const asOnLine = (iso: string | null) => (iso ? `As on ${formatDate(iso)}` : null);

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
