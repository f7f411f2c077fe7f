import { EnvelopeError, envelopeKey, KeyRing, KID_PATTERN, parseKey } from './envelope';

/**
 * The envelope keys as both sides configure them (README, Environment; operations.md, "Rotating
 * the envelope key"):
 *   UPSTREAM_ENC_KEYS="k2026b:<key>,k2026a:<key>"  every key this side opens with, the one it seals with first
 *   UPSTREAM_ENC_KEY="<key>"                       one key without an id, as before keys rotated
 * Keys are 32 bytes in base64url (or base64). The messages name the variable and, for a bad
 * entry, its position and id, never a key.
 */
export interface KeyVariables {
  UPSTREAM_ENC_KEYS?: string | undefined;
  UPSTREAM_ENC_KEY?: string | undefined;
}

/** The ring the variables describe; null when neither is set (an empty value counts as unset). */
export function keyRingFromEnv(env: KeyVariables): KeyRing | null {
  const list = env.UPSTREAM_ENC_KEYS?.trim();
  const single = env.UPSTREAM_ENC_KEY?.trim();
  if (list && single) {
    throw new EnvelopeError(
      'UPSTREAM_ENC_KEYS and UPSTREAM_ENC_KEY are both set: set only UPSTREAM_ENC_KEYS, which lists every key (the one to seal with first).',
    );
  }
  if (single) {
    try {
      return KeyRing.of(parseKey(single));
    } catch {
      throw new EnvelopeError('UPSTREAM_ENC_KEY is not a 32-byte key in base64url (or base64).');
    }
  }
  return list ? parseKeyList(list) : null;
}

/** `kid:key,kid:key`, the first one current. */
export function parseKeyList(text: string, variable = 'UPSTREAM_ENC_KEYS'): KeyRing {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (!entries.length) throw new EnvelopeError(`${variable} lists no key.`);
  const seen = new Set<string>();
  const keys = entries.map((entry, i) => {
    const at = entry.indexOf(':');
    const kid = at < 0 ? '' : entry.slice(0, at).trim();
    // An entry that is not kid:key is not quoted: it may be a key whose id was left out.
    if (!KID_PATTERN.test(kid)) {
      throw new EnvelopeError(
        `${variable}: entry ${i + 1} does not start with a key id and a colon (an id is 1–32 letters, digits, ".", "_" or "-").`,
      );
    }
    if (seen.has(kid)) throw new EnvelopeError(`${variable}: key id '${kid}' appears twice.`);
    seen.add(kid);
    try {
      return envelopeKey(parseKey(entry.slice(at + 1)), kid);
    } catch {
      throw new EnvelopeError(`${variable}: the key of '${kid}' is not 32 bytes in base64url (or base64).`);
    }
  });
  return new KeyRing(keys);
}

/** What a log line or a probe may say about a ring: ids only. */
export function describeRing(ring: KeyRing): { current: string | null; accepted: (string | null)[] } {
  return { current: ring.current.kid, accepted: ring.keys.map((k) => k.kid) };
}
