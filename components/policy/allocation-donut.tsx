import { useTranslations } from 'next-intl';
import { CHART_PALETTE } from '@/lib/constants';
import { formatPercent } from '@/lib/format';
import { DONUT_RADIUS, donutSegments } from './fund-math';

export interface DonutSlice {
  label: string;
  value: number;
}

/** Colours follow the funds' order, so a fund card and its slice always match. */
export function sliceColour(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0];
}

/**
 * Allocation donut as plain SVG, rendered on the server: no chart library reaches the client.
 * The legend repeats every share in text, so the colours are never the only carrier of meaning.
 */
export function AllocationDonut({ slices }: { slices: DonutSlice[] }) {
  const t = useTranslations('policy.funds');
  const segments = donutSegments(slices.map((s) => s.value));
  const described = slices.map((s, i) => `${s.label} ${formatPercent(segments[i]?.percent ?? 0)}`).join(', ');
  return (
    <figure className="flex flex-col items-center gap-4">
      <svg viewBox="0 0 42 42" className="h-44 w-44" role="img" aria-label={t('allocation', { shares: described })}>
        <circle cx="21" cy="21" r={DONUT_RADIUS} fill="none" stroke="#e5e7eb" strokeWidth="6" />
        {segments.map((seg, i) => (
          <circle
            key={slices[i]?.label ?? i}
            cx="21"
            cy="21"
            r={DONUT_RADIUS}
            fill="none"
            stroke={sliceColour(i)}
            strokeWidth="6"
            strokeDasharray={seg.dashArray}
            strokeDashoffset={seg.dashOffset}
          />
        ))}
      </svg>
      <figcaption className="w-full">
        <ul className="flex flex-col gap-1.5 text-sm">
          {slices.map((s, i) => (
            <li key={s.label} className="flex items-center gap-2">
              <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: sliceColour(i) }} />
              <span className="flex-1 text-ink-700">{s.label}</span>
              <span className="font-medium text-ink-900">{formatPercent(segments[i]?.percent ?? 0)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
