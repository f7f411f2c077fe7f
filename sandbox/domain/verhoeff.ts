/**
 * The Verhoeff checksum, which the identity authority uses for Aadhaar
 * numbers and VIDs: the last digit is a check digit that catches every
 * single-digit error and every swap of neighbouring digits. The core checks
 * it as the authority would, so a mistyped number fails before an OTP is sent.
 */
const D = [
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
/** Row i is row 1 applied i times: the cycles (0 1 5 8 9 4 2 7)(3 6). */
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const at = (table: number[][], i: number, j: number) => (table[i] as number[])[j] as number;

/** The checksum state of a digit string read right to left, the first digit at position `offset`. */
function state(digits: string, offset: number): number {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((ch, i) => {
    c = at(D, c, at(P, (i + offset) % 8, Number(ch)));
  });
  return c;
}

/** Whether a string of digits ends in its correct Verhoeff check digit. */
export const verhoeffValid = (digits: string) => /^\d+$/.test(digits) && state(digits, 0) === 0;

/** The check digit to append to `digits`. */
export const verhoeffCheckDigit = (digits: string) => String(INV[state(digits, 1)]);
