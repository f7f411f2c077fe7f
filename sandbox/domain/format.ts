import { IST_OFFSET_MS } from '../store/calendar';

/**
 * Dates and numbers as the insurer's core writes them. Business dates are kept
 * as ISO calendar days (store/calendar.ts) and amounts as integers (paise, or
 * units scaled by 10^4) so arithmetic stays exact; they become strings only on the wire.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function dmy(isoDay: string): string;
export function dmy(isoDay: string | null): string | null;
export function dmy(isoDay: string | null): string | null {
  if (!isoDay) return null;
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD' (a date the core wrote, coming back). */
export const isoOf = (dmyDay: string) => dmyDay.split('/').reverse().join('-');

/** 'DD/MM/YYYY HH:mm:ss' in IST, the core's format for timestamps such as last login. */
export function istDateTime(ms: number): string {
  const t = new Date(ms + IST_OFFSET_MS);
  return (
    `${pad(t.getUTCDate())}/${pad(t.getUTCMonth() + 1)}/${t.getUTCFullYear()} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/** An integer holding a decimal with `scale` places, written out: fixed(-12345, 2) → '-123.45'. */
export function fixed(scaled: number | bigint, scale: number): string {
  const n = BigInt(scaled);
  const neg = n < 0n;
  const digits = (neg ? -n : n).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return neg ? `-${body}` : body;
}

export const rupees = (paise: number) => fixed(paise, 2);
export const rupeesOrNull = (paise: number | null) => (paise === null ? null : rupees(paise));

/** Integer division rounding halves away from zero, for bigint ratios (b > 0). */
export function divRound(a: bigint, b: bigint): bigint {
  if (a < 0n) return -divRound(-a, b);
  const q = a / b;
  return (a % b) * 2n >= b ? q + 1n : q;
}

/**
 * Splits `total` (an integer, e.g. 10000 basis points) across weights so the
 * parts sum exactly to it (largest remainder), so fund shares add up to 100.00.
 */
export function apportion(weights: bigint[], total: bigint): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (w * total) / sum);
  const rems = weights.map((w, i) => ({ i, r: (w * total) % sum }));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  rems.sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : a.i - b.i));
  for (const { i } of rems) {
    if (left <= 0n) break;
    parts[i] = (parts[i] as bigint) + 1n;
    left -= 1n;
  }
  return parts;
}

/** Paise as Indian-grouped rupees for people to read: 12345678 → '1,23,456.78'. */
export function inr(paise: number): string {
  const [whole, frac] = rupees(paise).replace('-', '').split('.') as [string, string];
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = head ? `${head},${whole.slice(-3)}` : whole;
  return `${paise < 0 ? '-' : ''}${grouped}.${frac}`;
}

/** A decimal string with at most 2 places as paise, or null when it has finer precision. */
export function toPaise(text: string): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
