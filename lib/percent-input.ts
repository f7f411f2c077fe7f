import { MAX_PERCENT } from './constants';

/** Percentage boxes take at most this many characters (SPEC §9). */
export const PERCENT_MAX_CHARS = 3;

/**
 * What a percentage box keeps of what was typed or pasted: digits only, at most 3 of them,
 * never above 100, leading zeros dropped. The fund switch and premium redirection forms share it,
 * so their boxes behave alike.
 */
export function sanitisePercentInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, PERCENT_MAX_CHARS);
  if (digits === '') return '';
  return String(Math.min(Number(digits), MAX_PERCENT));
}
