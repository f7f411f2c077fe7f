/**
 * A fund's NAVs over the last year as the portal holds them (lib/server/data/nav-history.ts reads
 * them from the core). Dates are ISO days; NAVs stay the core's decimal strings, shown as sent.
 * The start, latest, high, low and change are the core's figures: the portal never works them out.
 */
export interface NavPoint {
  date: string;
  nav: string;
}

export interface FundNavHistory {
  code: string;
  name: string;
  /** oldest first; the last is the NAV the fund card shows */
  points: NavPoint[];
  start: NavPoint;
  latest: NavPoint;
  high: NavPoint;
  low: NavPoint;
  /** in percent, signed, e.g. -3.34 */
  changePercent: number;
}

/**
 * The last point of each calendar month, and the latest point: the rows of the chart's table.
 * A year of weekly prices read out in full is fifty-odd rows; a month's closing NAV is how fund
 * factsheets list them.
 */
export function monthEndPoints(points: readonly NavPoint[]): NavPoint[] {
  return points.filter((p, i) => {
    const next = points[i + 1];
    return !next || next.date.slice(0, 7) !== p.date.slice(0, 7);
  });
}

const CHANGE = new Intl.NumberFormat('en-IN', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** +12.35% or −3.34%: a change always says which way it went, in words' place as well as colour. */
export function formatChangePercent(percent: number): string {
  return CHANGE.format(percent / 100);
}

/**
 * The chart's line as SVG path data in a `width` × `height` drawing: x by position, y by NAV (up
 * is higher), whole units, each step relative to the last ('l12-5'), which keeps the page small:
 * a year of weekly points is some 300 characters a line. `first` and `last` are the end points.
 */
export function navLine(points: readonly NavPoint[], width: number, height: number, pad: number) {
  const navs = points.map((p) => Number(p.nav));
  const min = Math.min(...navs);
  const span = Math.max(...navs) - min;
  const step = points.length > 1 ? (width - 2 * pad) / (points.length - 1) : 0;
  // A price that never moved is a flat line across the middle.
  const y = (nav: number) => (span ? height - pad - ((nav - min) / span) * (height - 2 * pad) : height / 2);
  const at = navs.map((nav, i): [number, number] => [Math.round(pad + i * step), Math.round(y(nav))]);
  const first = at[0] ?? [pad, Math.round(height / 2)];
  const last = at.at(-1) ?? first;
  const steps = at.slice(1).map(([x, y], i) => {
    const [px, py] = at[i] ?? first;
    const dy = y - py;
    return `${x - px}${dy < 0 ? '' : ' '}${dy}`;
  });
  return { d: `M${first[0]} ${first[1]}${steps.length ? `l${steps.join(' ')}` : ''}`, first, last };
}
