import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/field-styles';

export interface DetailRow {
  /** worded already, or a <MessageText> of a catalogue key */
  label: ReactNode;
  value: ReactNode;
}

/** Label/value pairs as a description list: screen readers announce each value with its label. */
export function DetailList({ rows, className }: { rows: DetailRow[]; className?: string }) {
  return (
    // .details (app/globals.css) lays the pairs out in two columns. No wrapper per row, not even a
    // keyed fragment, and the shortest keys (the rows never move): a dashboard shows some fifty
    // rows, and each element is sent twice (HTML and RSC payload) and rendered twice.
    <dl className={cx('details', className)}>
      {rows.flatMap((row, i) => [<dt key={2 * i}>{row.label}</dt>, <dd key={2 * i + 1}>{row.value}</dd>])}
    </dl>
  );
}

/** For a value the core did not send: a dash on screen, words for screen readers. */
export function NotAvailable() {
  const t = useTranslations('policy');
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('notAvailable')}</span>
    </>
  );
}

export function orNotAvailable<T>(value: T | null | undefined, show: (v: T) => ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? <NotAvailable /> : show(value);
}
