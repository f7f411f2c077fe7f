import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit, verhoeffValid } from '../domain/verhoeff';
import { AADHAAR } from './support/fixtures';

/** A fixed sequence of numbers (a linear congruential generator), so a failure can be replayed. */
function* numbers(count: number, length: number) {
  let seed = 20_240_611;
  for (let n = 0; n < count; n++) {
    let digits = '';
    for (let i = 0; i < length; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      digits += String(seed % 10);
    }
    yield digits;
  }
}

describe('Verhoeff checksum', () => {
  it('gives the published check digits', () => {
    // The worked examples of Verhoeff's scheme: 236 → 3, 12345 → 1, 123456789012 → 0.
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(verhoeffCheckDigit('123456789012')).toBe('0');
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('123451')).toBe(true);
    expect(verhoeffValid('1234567890120')).toBe(true);
    // The identity authority's own published test number.
    expect(verhoeffValid('999941057058')).toBe(true);
  });

  it('catches a wrong digit and a swap of neighbours', () => {
    expect(verhoeffValid('2364')).toBe(false);
    expect(verhoeffValid('123459')).toBe(false);
    expect(verhoeffValid('1234567890129')).toBe(false);
    // Numbers whose 5th digit from the right exercises the permutation's row 4.
    expect(verhoeffValid('543210987652')).toBe(true);
    expect(verhoeffValid('543210987653')).toBe(false);
  });

  it('detects every single-digit slip and every swap of unequal neighbours, in numbers of Aadhaar and VID length', () => {
    for (const length of [11, 15]) {
      for (const body of numbers(300, length)) {
        const valid = body + verhoeffCheckDigit(body);
        expect(verhoeffValid(valid), valid).toBe(true);
        for (let i = 0; i < valid.length; i++) {
          const slipped = valid.slice(0, i) + String((Number(valid[i]) + 1 + (i % 9)) % 10) + valid.slice(i + 1);
          expect(verhoeffValid(slipped), slipped).toBe(false);
          if (i + 1 < valid.length && valid[i] !== valid[i + 1]) {
            const swapped = valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2);
            expect(verhoeffValid(swapped), swapped).toBe(false);
          }
        }
      }
    }
  });

  it('holds for the numbers the tests give the identity authority', () => {
    for (const n of [AADHAAR.valid, AADHAAR.valid2, AADHAAR.vid, AADHAAR.refused, AADHAAR.unreachable, AADHAAR.startsWithOne]) {
      expect(verhoeffValid(n), n).toBe(true);
    }
    expect(verhoeffValid(AADHAAR.badChecksum)).toBe(false);
    expect(verhoeffValid('')).toBe(false);
    expect(verhoeffValid('2345 6789 0124')).toBe(false);
  });
});
