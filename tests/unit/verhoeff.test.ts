import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isVerhoeffValid, verhoeffCheckDigit } from '@/lib/verhoeff';
import { verhoeffCheckDigit as coreCheckDigit, verhoeffValid as coreValid } from '../../sandbox/domain/verhoeff';

/*
 * The portal's Verhoeff check against known answers, its defining promises (every single-digit
 * slip and every neighbour swap is caught), and the core's own copy: the form must never refuse a
 * number the identity authority would take, nor pass one it would refuse on the checksum.
 */
describe('Verhoeff', () => {
  it.each([
    ['2363', true], // the textbook example: 236 with check digit 3
    ['234567890124', true],
    ['543210987652', true],
    ['999900000000', true],
    ['999800000001', true],
    ['9876543210123457', true],
    ['300000000001', true],
    ['234567890123', false],
    ['2364', false],
  ])('%s valid: %s', (digits, valid) => {
    expect(isVerhoeffValid(digits)).toBe(valid);
  });

  it('refuses anything but digits', () => {
    for (const s of ['', '2345 6789 0124', '23456789012a', '-1', '２３６３']) expect(isVerhoeffValid(s)).toBe(false);
    expect(() => verhoeffCheckDigit('12a')).toThrow();
  });

  it('appends the digit that makes a number valid', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffCheckDigit('23456789012')).toBe('4');
  });

  const body = fc.stringMatching(/^\d{11,15}$/);

  it('catches every single-digit slip', () => {
    fc.assert(
      fc.property(body, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const valid = digits + verhoeffCheckDigit(digits);
        const i = at % valid.length;
        const slipped = valid.slice(0, i) + ((Number(valid[i]) + shift) % 10) + valid.slice(i + 1);
        expect(isVerhoeffValid(slipped)).toBe(false);
      }),
    );
  });

  it('catches every swap of two different neighbours', () => {
    fc.assert(
      fc.property(body, fc.nat(), (digits, at) => {
        const valid = digits + verhoeffCheckDigit(digits);
        const i = at % (valid.length - 1);
        fc.pre(valid[i] !== valid[i + 1]);
        const swapped = valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2);
        expect(isVerhoeffValid(swapped)).toBe(false);
      }),
    );
  });

  it('agrees with the core on every number', () => {
    const fixed = ['234567890124', '999900000000', '999800000001', '234567890123', '000000000000', '0', '2363'];
    for (const n of [...fixed, '543210987652', '543210987653', '9876543210123457', '9876543210123458']) {
      expect(isVerhoeffValid(n)).toBe(coreValid(n));
    }
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,19}$/), (digits) => {
        expect(isVerhoeffValid(digits)).toBe(coreValid(digits));
        expect(verhoeffCheckDigit(digits)).toBe(coreCheckDigit(digits));
      }),
      { numRuns: 2000 },
    );
  });
});
