/**
 * The seeded customers the tests act as (store/seed/cast.ts), and the portal
 * origin test cores accept return URLs for. Defined once so a change to the
 * cast is a change here.
 */
export const AARAV = { mobile: '9876543210', clientId: 'C1000001' } as const;
export const PRIYA = { mobile: '9123456780', clientId: 'C1000002' } as const;
export const PORTAL_ORIGIN = 'http://portal.test';

/**
 * Numbers for the simulated identity authority (domain/identity-authority.ts):
 * Verhoeff-valid numbers it accepts, and the prefixes it refuses.
 */
export const AADHAAR = {
  valid: '234567890124',
  /** another valid one, for a second request */
  valid2: '543210987652',
  /** passes Verhoeff, 16 digits */
  vid: '9876543210123457',
  /** starts 9999: 1003 */
  refused: '999900000000',
  /** starts 9998: 1004 */
  unreachable: '999800000001',
  /** starts 9997, passes Verhoeff: the OTP verifies, e-KYC does not complete (1005) */
  ekycIncomplete: '999700000002',
  /** fails the Verhoeff check */
  badChecksum: '234567890123',
  /** passes Verhoeff but starts with 1, which no Aadhaar does */
  startsWithOne: '123456789010',
} as const;

/** PANs for the simulated issuer (domain/pan-issuer.ts), for Aarav Sharma. */
export const PAN = {
  /** 4th P, 5th S (Sharma): verified */
  aarav: 'ABCPS1234F',
  /** 4th P, 5th K: verified, name does not match */
  mismatch: 'ABCPK1234F',
  /** 4th C (a company): not verified */
  company: 'ABCCS1234F',
  /** Priya Nair's, on record */
  priya: 'BKLPN7421Q',
} as const;
