import { INVALID_OTP } from '@/lib/constants';

/**
 * The login rules as plain data and one small check each. The zod schemas in
 * ./login-schema.ts are built from these, and the login page's client code uses the
 * checks directly: the same rules, without a validation library in the
 * page's first load (the login page has the tightest JavaScript budget).
 */
export const LOGIN_ID_PATTERN = /^(\d{8}|[6-9]\d{9})$/;

export const LOGIN_MESSAGES = {
  loginIdRequired: 'Please enter your registered mobile number or policy number.',
  loginIdInvalid: 'Please enter a valid 10-digit mobile number or 8-digit policy number.',
  otpInvalid: INVALID_OTP,
} as const;

export const normaliseLoginId = (value: string) => value.replace(/\s+/g, '');

/** null when valid, else the message to show. */
export function checkLoginId(raw: string): string | null {
  const value = normaliseLoginId(raw);
  if (!value) return LOGIN_MESSAGES.loginIdRequired;
  return LOGIN_ID_PATTERN.test(value) ? null : LOGIN_MESSAGES.loginIdInvalid;
}
