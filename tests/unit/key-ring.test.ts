import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeRing, keyRingFromEnv, parseKeyList } from '@portal/contracts/key-ring';

const k1 = randomBytes(32);
const k2 = randomBytes(32);
const text = (k: Buffer) => k.toString('base64url');

describe('envelope keys from the environment', () => {
  it('UPSTREAM_ENC_KEYS: every listed key opens, the first seals', () => {
    const ring = keyRingFromEnv({ UPSTREAM_ENC_KEYS: ` k2026b:${text(k2)} , k2026a:${k1.toString('base64')} ,` });
    expect(describeRing(ring!)).toEqual({ current: 'k2026b', accepted: ['k2026b', 'k2026a'] });
    expect(ring!.current.key).toEqual(k2);
    expect(ring!.find('k2026a')?.key).toEqual(k1);
  });

  it('UPSTREAM_ENC_KEY alone is a ring of that one key, without an id', () => {
    const ring = keyRingFromEnv({ UPSTREAM_ENC_KEY: text(k1) });
    expect(describeRing(ring!)).toEqual({ current: null, accepted: [null] });
    expect(ring!.current.key).toEqual(k1);
  });

  it('is null when neither is set; an empty value counts as unset', () => {
    expect(keyRingFromEnv({})).toBeNull();
    expect(keyRingFromEnv({ UPSTREAM_ENC_KEYS: ' ', UPSTREAM_ENC_KEY: '' })).toBeNull();
    expect(keyRingFromEnv({ UPSTREAM_ENC_KEYS: '', UPSTREAM_ENC_KEY: text(k1) })?.current.key).toEqual(k1);
  });

  it('refuses both at once, naming both', () => {
    expect(() => keyRingFromEnv({ UPSTREAM_ENC_KEYS: `a:${text(k1)}`, UPSTREAM_ENC_KEY: text(k1) })).toThrow(
      /UPSTREAM_ENC_KEYS and UPSTREAM_ENC_KEY are both set/,
    );
  });

  it('refuses bad values with a message that names the variable and the entry, never a key', () => {
    const cases: Array<[string, RegExp]> = [
      [`${text(k1)}`, /UPSTREAM_ENC_KEYS: entry 1 does not start with a key id/],
      [`a:${text(k1)},${text(k2)}:b`, /UPSTREAM_ENC_KEYS: entry 2 does not start with a key id/],
      [`a b:${text(k1)}`, /entry 1 does not start with a key id/],
      [`k1:${text(randomBytes(16))}`, /UPSTREAM_ENC_KEYS: the key of 'k1' is not 32 bytes/],
      [`k1:`, /the key of 'k1' is not 32 bytes/],
      [`k1:${text(k1)},k1:${text(k2)}`, /UPSTREAM_ENC_KEYS: key id 'k1' appears twice/],
      [',,', /UPSTREAM_ENC_KEYS lists no key/],
    ];
    for (const [value, message] of cases) {
      let thrown: Error | undefined;
      try {
        keyRingFromEnv({ UPSTREAM_ENC_KEYS: value });
      } catch (e) {
        thrown = e as Error;
      }
      expect(thrown?.message, value).toMatch(message);
      expect(thrown?.message).not.toContain(text(k1));
      expect(thrown?.message).not.toContain(text(k2));
    }
    expect(() => keyRingFromEnv({ UPSTREAM_ENC_KEY: 'short' })).toThrow(/UPSTREAM_ENC_KEY is not a 32-byte key/);
  });

  it('names another variable when asked to', () => {
    expect(() => parseKeyList('nope', 'SANDBOX_KEYS')).toThrow(/^SANDBOX_KEYS: entry 1/);
  });
});
