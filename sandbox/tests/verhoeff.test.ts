import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit, verhoeffValid } from '../domain/verhoeff';
import { AADHAAR } from './support/fixtures';

describe('Verhoeff checksum', () => {
  it('gives the published check digits', () => {
    // The worked examples of Verhoeff's scheme: 236 → 3, 12345 → 1, 123456789012 → 0.
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(verhoeffCheckDigit('123456789012')).toBe('0');
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('123451')).toBe(true);
    expect(verhoeffValid('1234567890120')).toBe(true);
  });

  it('catches a wrong digit and a swap of neighbours', () => {
    expect(verhoeffValid('2364')).toBe(false);
    expect(verhoeffValid('123459')).toBe(false);
    expect(verhoeffValid('1234567890129')).toBe(false);
    // Swapping two neighbouring digits of a valid number always breaks it.
    const n = AADHAAR.valid;
    for (let i = 0; i < n.length - 1; i++) {
      if (n[i] === n[i + 1]) continue;
      const swapped = n.slice(0, i) + n[i + 1] + n[i] + n.slice(i + 2);
      expect(verhoeffValid(swapped), swapped).toBe(false);
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
