import { randomBytes } from 'node:crypto';
import { compactDecrypt, CompactEncrypt } from 'jose';
import { describe, expect, it } from 'vitest';
import { EnvelopeError, envelopeKey, KeyRing, open, openWithKey, parseKey, seal } from '@portal/contracts/envelope';

const key = randomBytes(32);

describe('envelope (JWE dir + A256GCM)', () => {
  it('round-trips JSON, including non-ASCII text', () => {
    const value = { code: 200, message: 'ठीक है ₹', data: { list: [1, 2, 3] } };
    expect(open(seal(value, key), key)).toEqual(value);
  });

  it('uses a fresh IV each time, so equal messages look different', () => {
    expect(seal({ a: 1 }, key)).not.toBe(seal({ a: 1 }, key));
  });

  it('never repeats an IV, across refills of its pool, and each message still opens', () => {
    const tokens = Array.from({ length: 1000 }, (_, i) => seal({ i }, key));
    const ivs = tokens.map((t) => t.split('.')[2]);
    expect(new Set(ivs).size).toBe(tokens.length);
    expect(ivs.every((iv) => Buffer.from(iv!, 'base64url').length === 12)).toBe(true);
    tokens.forEach((t, i) => expect(open(t, key)).toEqual({ i }));
  });

  it('rejects a tampered ciphertext, tag or header', () => {
    const token = seal({ amount: '5000.00' }, key);
    const parts = token.split('.');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const i of [0, 3, 4]) {
      const bad = parts.map((p, j) => (j === i ? flip(p) : p)).join('.');
      expect(() => open(bad, key)).toThrow(EnvelopeError);
    }
  });

  it('rejects the wrong key and malformed input', () => {
    const token = seal({ a: 1 }, key);
    expect(() => open(token, randomBytes(32))).toThrow(EnvelopeError);
    expect(() => open('not-a-jwe', key)).toThrow(EnvelopeError);
    expect(() => open('a.b.c.d.e', key)).toThrow(EnvelopeError);
  });

  it('is a standard JWE: jose reads ours and we read jose’s', async () => {
    const ours = seal({ hello: 'core' }, key);
    const { plaintext } = await compactDecrypt(ours, key);
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({ hello: 'core' });

    const theirs = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ hello: 'portal' })))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(key);
    expect(open(theirs, key)).toEqual({ hello: 'portal' });
  });

  it('refuses other algorithms', async () => {
    const other = await new CompactEncrypt(new TextEncoder().encode('{}'))
      .setProtectedHeader({ alg: 'dir', enc: 'A128GCM' })
      .encrypt(randomBytes(16));
    expect(() => open(other, key)).toThrow(/Unsupported/);
  });

  it('parses keys given as base64url or base64 and insists on 256 bits', () => {
    expect(parseKey(key.toString('base64url'))).toEqual(key);
    expect(parseKey(key.toString('base64'))).toEqual(key);
    expect(() => parseKey(randomBytes(16).toString('base64url'))).toThrow(/32 bytes/);
  });
});

/** The protected header of a compact JWE, decoded. */
const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));

describe('envelope key rings', () => {
  const keyA = randomBytes(32);
  const keyB = randomBytes(32);
  const a = envelopeKey(keyA, 'k2026a');
  const b = envelopeKey(keyB, 'k2026b');
  const before = new KeyRing([a]);
  const adding = new KeyRing([a, b]);
  const switched = new KeyRing([b, a]);
  const after = new KeyRing([b]);

  it('seals under the current key and names it in the authenticated header', () => {
    const token = seal({ x: 1 }, switched);
    expect(headerOf(token)).toEqual({ alg: 'dir', enc: 'A256GCM', cty: 'application/json', kid: 'k2026b' });
    expect(open(token, after)).toEqual({ x: 1 });
    // The kid is part of the AAD: renaming it breaks the tag, even to a key the ring holds.
    const renamed = Buffer.from(JSON.stringify({ ...headerOf(token), kid: 'k2026a' })).toString('base64url');
    expect(() => open([renamed, ...token.split('.').slice(1)].join('.'), switched)).toThrow(/authentication/);
  });

  it('opens with the key the header names, whichever is current, and says which', () => {
    const old = seal({ step: 'before' }, before);
    const opened = openWithKey(old, switched);
    expect(opened).toMatchObject({ value: { step: 'before' }, kid: 'k2026a' });
    expect(opened.key).toBe(a);
    expect(openWithKey(seal({}, adding), adding).key).toBe(a);
  });

  it('refuses a kid it does not hold by name, without trying its other keys', () => {
    const sealedUnderB = seal({}, after);
    expect(() => open(sealedUnderB, before)).toThrow(EnvelopeError);
    expect(() => open(sealedUnderB, before)).toThrow("sealed under key id 'k2026b', which is not among the keys held here");
    // Same key, another name: still refused, since the name picks the key.
    expect(() => open(sealedUnderB, new KeyRing([envelopeKey(keyB, 'other')]))).toThrow(/not among the keys/);
  });

  it('reads a message without a kid (a core that does not name its keys) with the current key', () => {
    const legacy = seal({ from: 'old core' }, keyA);
    expect(headerOf(legacy)).not.toHaveProperty('kid');
    expect(openWithKey(legacy, adding)).toMatchObject({ value: { from: 'old core' }, kid: null, key: a });
    expect(() => open(legacy, switched)).toThrow(/authentication/);
  });

  it('a ring of one unnamed key (UPSTREAM_ENC_KEY alone) seals as before and reads any kid with its key', () => {
    const single = KeyRing.of(keyA);
    expect(headerOf(seal({}, single))).toEqual({ alg: 'dir', enc: 'A256GCM', cty: 'application/json' });
    expect(openWithKey(seal({ n: 1 }, adding), single)).toMatchObject({ value: { n: 1 }, kid: 'k2026a' });
    expect(() => open(seal({}, after), single)).toThrow(/authentication/);
  });

  it('reads a named key sealed by another JOSE library', async () => {
    const theirs = await new CompactEncrypt(new TextEncoder().encode('{"hello":"portal"}'))
      .setProtectedHeader({ kid: 'k2026b', enc: 'A256GCM', alg: 'dir' })
      .encrypt(keyB);
    expect(open(theirs, switched)).toEqual({ hello: 'portal' });
    const { plaintext, protectedHeader } = await compactDecrypt(seal({ hello: 'core' }, switched), keyB);
    expect(protectedHeader.kid).toBe('k2026b');
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({ hello: 'core' });
  });

  it('refuses malformed kids in a header, and does not repeat them', async () => {
    const odd = await new CompactEncrypt(new TextEncoder().encode('{}'))
      .setProtectedHeader({ kid: 'x'.repeat(40), enc: 'A256GCM', alg: 'dir' })
      .encrypt(keyA);
    expect(() => open(odd, adding)).toThrow('Malformed JWE key id.');
  });

  it('refuses rings with a duplicate kid, an unnamed key among several, or no key', () => {
    expect(() => new KeyRing([a, envelopeKey(keyB, 'k2026a')])).toThrow(/'k2026a' appears twice/);
    expect(() => new KeyRing([a, envelopeKey(keyB)])).toThrow(/needs an id/);
    expect(() => new KeyRing([])).toThrow(/at least one key/);
    expect(() => envelopeKey(keyA, 'has space')).toThrow(/key id/);
    expect(() => envelopeKey(randomBytes(16), 'k1')).toThrow(/32 bytes/);
  });
});
