import { z } from 'zod';
import { defineCall, okData, sessionOnly } from './define';

const P = '/usermgmt/api/v1';

/**
 * The customer's address as the portal saw it: the core throttles login per address as well as
 * per number, so the limit holds however many portal instances there are.
 */
const clientIp = z.string().min(2).max(64).optional();

export const verifyRecaptcha = defineCall({
  method: 'POST',
  path: `${P}/verify-recaptcha`,
  auth: false,
  request: z.object({ token: z.string().min(1).max(4000) }),
  data: z.object({ verified: z.boolean() }),
});

/** loginId is a registered mobile number (10 digits) or a policy number (8 digits). */
export const generateLoginOtp = defineCall({
  method: 'POST',
  path: `${P}/login/otp/generate`,
  auth: false,
  request: z
    .object({
      loginId: z.string().regex(/^(\d{8}|[6-9]\d{9})$/),
      captchaToken: z.string().min(1).max(4000).optional(),
      /** present on a resend: the captcha was already passed for this transaction */
      transactionId: z.string().min(1).optional(),
      clientIp,
    })
    .refine((r) => r.captchaToken || r.transactionId, { message: 'captchaToken is required' }),
  data: z.object({
    transactionId: z.string(),
    maskedMobile: z.string(),
    resendAfterSeconds: z.number().int().nonnegative(),
    expiresInSeconds: z.number().int().positive(),
  }),
});

export const validateLoginOtp = defineCall({
  method: 'POST',
  path: `${P}/login/otp/validate`,
  auth: false,
  request: z.object({ transactionId: z.string().min(1), otp: z.string().regex(/^\d{6}$/), clientIp }),
  data: z.object({
    sessionId: z.string(),
    clientId: z.string(),
    accessToken: z.string(),
    refreshToken: z.string(),
  }),
});

export const banner = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  linkText: z.string().nullable().optional(),
  linkUrl: z.string().nullable().optional(),
});
export const preloginBanners = defineCall({
  method: 'GET',
  path: `${P}/prelogin/banners`,
  auth: false,
  request: z.object({}),
  data: z.array(banner),
});

export const upstreamUser = z.object({
  id: z.string(),
  clientId: z.string(),
  firstname: z.string(),
  surname: z.string(),
  profilePic: z.string().nullable().optional(),
  /** DD/MM/YYYY HH:mm:ss */
  lastLogin: z.string().nullable().optional(),
  emailId: z.string().nullable().optional(),
  alternateEmailId: z.string().nullable().optional(),
  primaryMobileNo: z.string(),
  permanentAddress: z.string().nullable().optional(),
  mailingAddress: z.string().nullable().optional(),
  goGreenFlag: z.string().nullable().optional(),
});
export const profileDetails = defineCall({
  method: 'POST',
  path: `${P}/profile/details`,
  auth: true,
  request: sessionOnly,
  data: upstreamUser,
});

export const logout = defineCall({
  method: 'POST',
  path: `${P}/logout`,
  auth: true,
  request: sessionOnly,
  data: okData,
});

/**
 * The host app's hand-off (SPEC §7 "External redirection"): either the transaction id the app was
 * given with its token and source, or the raw payload. The core answers a session for the portal
 * and the page to open.
 */
export const externalLinkDetails = defineCall({
  method: 'POST',
  path: `${P}/external/link/details`,
  auth: false,
  request: z.union([
    z.object({ transactionId: z.string().min(1).max(200), token: z.string().min(1).max(4000), source: z.string().min(1).max(40) }),
    z.object({ payload: z.string().min(1).max(8000) }),
  ]),
  data: z.object({
    sessionId: z.string(),
    clientId: z.string(),
    accessToken: z.string(),
    refreshToken: z.string(),
    source: z.string(),
    redirectPath: z.string(),
  }),
});
