/**
 * The one gate for every redirect whose target came from a request (login's return_to, the
 * host app's hand-off page): the answer is a path on the portal itself, or '/'.
 */
const BASE = 'http://portal.invalid';
/** C0 controls, DEL and backslashes: URL parsers drop or reinterpret them, so a path holding one is not the path it looks like. */
const AMBIGUOUS = /[\u0000-\u001f\u007f\\]/;
/** Only ASCII escapes can hide a slash, a dot, a backslash or a control character. */
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;
/** Enough for any honest link; deeper nesting only serves someone hiding a character from the checks. */
const DECODE_ROUNDS = 3;

function decodeAscii(value: string): string | null {
  let current = value;
  for (let i = 0; i < DECODE_ROUNDS; i++) {
    const next = current.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** The URL the path names on this origin, or null when it names another host (also as `//host`). */
function onThisOrigin(path: string): URL | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE && !url.pathname.startsWith('//') ? url : null;
  } catch {
    return null;
  }
}

/**
 * Resolves dot segments (plain or encoded) the way a browser would and insists the result stays
 * on this origin without beginning `//`. The decoded form must pass as well, so a server or
 * browser that decodes once more finds no other host either. Keeps path, query and fragment;
 * anything doubtful becomes '/'.
 */
export function safeRedirectPath(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return '/';
  const decoded = decodeAscii(target);
  if (decoded === null || AMBIGUOUS.test(decoded) || !onThisOrigin(decoded)) return '/';
  const url = onThisOrigin(target);
  return url ? `${url.pathname}${url.search}${url.hash}` : '/';
}
