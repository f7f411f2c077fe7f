import { OTP_LENGTH } from '@portal/contracts/constants';
import { INVALID_OTP } from './constants';

/**
 * What makes an OTP well formed, for every OTP the portal asks for (the login, a service request's,
 * the contact and Aadhaar checks): the zod schemas build on the pattern, and client code that must
 * stay light uses the check directly.
 */
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** null when valid, else the message to show. */
export function checkOtp(value: string): string | null {
  return OTP_PATTERN.test(value) ? null : INVALID_OTP;
}
