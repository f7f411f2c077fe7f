import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/field-styles';
import { formatDateLong } from '@/lib/format';
import { formatChangePercent, type FundNavHistory, monthEndPoints, navLine } from '@/lib/nav-history';

/** The drawing's own units; the SVG scales to the card's width and keeps this shape. */
const WIDTH = 640;
const HEIGHT = 192;
const PAD = 12;

/**
 * One fund's NAV over the year as a line, plain SVG rendered on the server (no script reaches
 * the browser). The drawing is hidden from screen readers because the caption says what it shows
 * (period, first and latest NAV, change, high and low) and the table under it lists the NAV at
 * each month's end: the same figures, in words and rows.
 */
export function FundNavChart({ history }: { history: FundNavHistory }) {
  const t = useTranslations('policy.navChart');
  const language = useLocale();
  const date = (iso: string) => formatDateLong(iso, language);
  const { name, start, latest, high, low, changePercent } = history;
  const { d: line, first, last } = navLine(history.points, WIDTH, HEIGHT, PAD);
  const area = `${line}V${HEIGHT}H${first[0]}Z`;
  const from = date(start.date);
  const to = date(latest.date);
  return (
    <figure className="rounded-lg border border-brand-100 p-4">
      <figcaption>
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold text-ink-900">{name}</span>
          <span className={cx('font-semibold', changePercent < 0 ? 'text-raspberry-700' : 'text-leaf-700')}>
            <span className="sr-only">{t('change')}</span>
            {formatChangePercent(changePercent)}
          </span>
        </span>
        <span className="mt-1 block text-sm text-ink-700">
          {t('range', { startNav: start.nav, from, latestNav: latest.nav, to })}
        </span>
        <span className="block text-sm text-ink-500">
          {t('highLow', { high: high.nav, highDate: date(high.date), low: low.nav, lowDate: date(low.date) })}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 block h-auto w-full" aria-hidden="true" focusable="false">
        <path d={area} className="fill-brand-50" />
        {/* The starting NAV as a dashed rule over the area, so above or below it reads as gain or loss at a glance. */}
        <line
          x1={first[0]}
          x2={last[0]}
          y1={first[1]}
          y2={first[1]}
          className="stroke-ink-400"
          strokeWidth="2"
          strokeDasharray="8 8"
        />
        <path d={line} fill="none" className="stroke-brand-700" strokeWidth="4" strokeLinejoin="round" strokeLinecap="round" />
        <circle cx={last[0]} cy={last[1]} r="7" className="fill-brand-700" />
      </svg>
      <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-500">
        <span>{from}</span>
        <span>{to}</span>
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer py-2 font-medium text-brand-700">{t('monthEnds')}</summary>
        {/* Cell styles sit on the table once, not on each of its rows: the page carries this table per fund. */}
        <table className="w-full [&_td]:py-1 [&_td+td]:text-right [&_td+td]:text-ink-900 [&_td+td]:tabular-nums [&_th]:py-1 [&_th]:font-medium">
          <caption className="sr-only">{t('tableCaption', { name })}</caption>
          <thead>
            <tr className="text-left text-ink-500">
              <th scope="col">{t('date')}</th>
              <th scope="col" className="text-right">
                {t('nav')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-brand-100 border-t border-brand-100 text-ink-700">
            {monthEndPoints(history.points).map((p) => (
              <tr key={p.date}>
                <td>{date(p.date)}</td>
                <td>{p.nav}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
