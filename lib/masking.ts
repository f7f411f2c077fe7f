/**
 * How identifiers are shown (SPEC §9 "Masking"). The profile is masked on the server, before it
 * is rendered, so a full number or address never reaches the browser's HTML or RSC payload.
 */
const MASK = 'X';

/** Keeps `head` characters at the start and `tail` at the end; everything between becomes X. */
function keepEnds(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) return value;
  return value.slice(0, head) + MASK.repeat(value.length - head - tail) + value.slice(value.length - tail);
}

/** First 4 and last 2 digits: 9876543210 → 9876XXXX10. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\s+/g, '');
  // Too short to hide anything while keeping 6 digits: hide all but the last 2.
  return digits.length > 6 ? keepEnds(digits, 4, 2) : keepEnds(digits, 0, 2);
}

/**
 * First 2 characters of the local part, the domain in full: aarav.sharma@example.com →
 * aaXXXXXXXXXX@example.com. A local part of 2 or fewer characters still hides at least one.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK.repeat(email.length);
  const local = email.slice(0, at);
  const shown = Math.min(2, local.length - 1);
  return keepEnds(local, shown, 0) + email.slice(at);
}

/** Only the last 4 digits, in the Aadhaar's groups of four: XXXX XXXX 1234. */
export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4.slice(-4)}`; // i18n-ignore: the mask, the same in every language
}

/** Only the last 4 characters: ABCPS1234F → XXXXXX234F (the core already sends it so; masking again is harmless). */
export function maskPan(pan: string): string {
  return keepEnds(pan.trim().toUpperCase(), 0, 4);
}
