import { randomBytes } from 'node:crypto';
import { compactDecrypt, CompactEncrypt } from 'jose';
import { describe, expect, it } from 'vitest';
import { EnvelopeError, open, parseKey, seal } from '@portal/contracts/envelope';

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
