/**
 * The Verhoeff checksum, which the identity authority puts on every Aadhaar number and VID: the
 * last digit is a check digit that catches every single-digit slip and every swap of neighbouring
 * digits. The portal checks it in the form so a mistyped number is caught before the core, the
 * authority and an OTP are involved. The core keeps its own copy (sandbox/domain/verhoeff.ts);
 * tests/unit/verhoeff.test.ts holds the two to the same answers.
 */

/** d(j, k): the dihedral group D5's multiplication table. */
const D: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

/**
 * p(i, n): the permutation applied to a digit by its position, repeating every 8 places. Row i is
 * row 1 applied i times: the cycles (0 1 5 8 9 4 2 7)(3 6). A row copied wrong silently loses the
 * promise about swapped neighbours; tests/unit/verhoeff.test.ts checks that promise.
 */
const P: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** inv(j): the inverse in D5, which turns a running checksum into the digit that zeroes it. */
const INV: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

// The tables are complete, so every lookup below is in range; `?? 0` only satisfies the compiler.
const d = (j: number, k: number) => D[j]?.[k] ?? 0;
const p = (i: number, n: number) => P[i % 8]?.[n] ?? 0;

/** The running checksum of `digits` read right to left, the rightmost at position `offset`. */
function checksum(digits: string, offset: number): number {
  let c = 0;
  for (let i = 0; i < digits.length; i += 1) {
    c = d(c, p(i + offset, Number(digits[digits.length - 1 - i])));
  }
  return c;
}

const DIGITS = /^\d+$/;

/** Whether a string of digits (no spaces) ends in its correct check digit. */
export function isVerhoeffValid(digits: string): boolean {
  return DIGITS.test(digits) && checksum(digits, 0) === 0;
}

/** The check digit that makes `digits` valid when appended. */
export function verhoeffCheckDigit(digits: string): string {
  if (!DIGITS.test(digits)) throw new Error('verhoeffCheckDigit takes digits only');
  return String(INV[checksum(digits, 1)]);
}
