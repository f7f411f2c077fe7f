/*
 * The last line of defence of the portal's logs: every line pino writes passes through scrubLine
 * before it reaches stdout. The first line of defence is structural (code logs route patterns,
 * error names and codes, never a customer's input or a message the core sent); this catches what
 * slips past it. Names and addresses have no pattern to catch them, so they rest on the first.
 */

/** Keys whose values the portal made itself (or took from a trusted proxy) and that must stay whole. */
const ID_KEYS: ReadonlySet<string> = new Set(['time', 'requestId', 'traceId', 'spanId']);

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/**
 * A PAN (five letters, four digits, a letter), or six or more digits, alone or in groups split by
 * single spaces or hyphens: a mobile number (10), an OTP (6), an Aadhaar number (12, often in
 * fours), an account number. Digits right after a JSON \u escape are not the start of a run, so
 * a masked run never cuts an escape in half.
 */
const PAN_OR_DIGITS = /\b([A-Za-z]{5}\d{4}[A-Za-z])\b|(?<!\\u[0-9A-Fa-f]{0,3})\d(?:[ -]?\d){5,}/g;

/** Masks what looks like personal data in free text. */
export function scrubText(text: string): string {
  const noEmail = text.includes('@') ? text.replace(EMAIL, '[email]') : text;
  return noEmail.replace(PAN_OR_DIGITS, (_match, pan: string | undefined) => (pan ? '[pan]' : '[number]'));
}

/** A JSON string (with the colon after it when it is a key), or a JSON number. */
const JSON_TOKEN = /"((?:[^"\\]|\\.)*)"(\s*:)?|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * Scrubs one serialised JSON log line and keeps it valid JSON: string values (and keys) are
 * scrubbed as text, numbers of six or more digits become a string, and the values of ID_KEYS are
 * left alone (a UUID or trace id often holds a run of digits).
 */
export function scrubLine(line: string): string {
  let key = '';
  return line.replace(JSON_TOKEN, (token, text: string | undefined, colon: string | undefined) => {
    if (text === undefined) {
      return ID_KEYS.has(key) || !/\d{6}/.test(token) ? token : '"[number]"';
    }
    if (colon) {
      key = text;
      return `"${scrubText(text)}"${colon}`;
    }
    return ID_KEYS.has(key) ? token : `"${scrubText(text)}"`;
  });
}
