import { INVALID_OTP } from '@/lib/constants';

/**
 * The login rules as plain data and one small check each. The zod schemas in
 * ./login-schema.ts are built from these, and the login page's client code uses the
 * checks directly: the same rules, without a validation library in the
 * page's first load (the login page has the tightest JavaScript budget).
 */
export const LOGIN_ID_PATTERN = /^(\d{8}|[6-9]\d{9})$/;

/** Catalogue keys: the field or banner that shows one words it in the page's language. */
export const LOGIN_MESSAGES = {
  loginIdRequired: 'validation.loginIdRequired',
  loginIdInvalid: 'validation.loginIdInvalid',
  otpInvalid: INVALID_OTP,
} as const;

export const normaliseLoginId = (value: string) => value.replace(/\s+/g, '');

/** null when valid, else the message's key. */
export function checkLoginId(raw: string): string | null {
  const value = normaliseLoginId(raw);
  if (!value) return LOGIN_MESSAGES.loginIdRequired;
  return LOGIN_ID_PATTERN.test(value) ? null : LOGIN_MESSAGES.loginIdInvalid;
}
