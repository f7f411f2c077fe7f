/**
 * The calendar of stored dates. Business dates are kept as ISO calendar days
 * ('YYYY-MM-DD') in India's time; this is the arithmetic on them that the
 * seed and the insurer's rules share. India has no daylight saving, so IST is
 * a fixed offset and needs no tz database.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar day in India at instant `ms`. */
export function istToday(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of an IST wall-clock time on an ISO day. */
export function istInstant(isoDay: string, hh: number, mm: number, ss: number): number {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, hh, mm, ss) - IST_OFFSET_MS;
}

function shift(isoDay: string, years: number, months: number, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1 + months, d + days)).toISOString().slice(0, 10);
}
export const addDays = (isoDay: string, n: number) => shift(isoDay, 0, 0, n);
export const addMonths = (isoDay: string, n: number) => shift(isoDay, 0, n, 0);
export const addYears = (isoDay: string, n: number) => shift(isoDay, n, 0, 0);

/** Months ahead, clamped to the month's last day: a due date of 31 Jan is followed by 28/29 Feb, not 3 Mar. */
export function addMonthsClamped(isoDay: string, n: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Whole days from one ISO day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
