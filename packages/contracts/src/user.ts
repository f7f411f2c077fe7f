import { z } from 'zod';
import { coreDate, defineCall, okData, sessionOnly } from './define';
import { GENDERS } from './options';
import { language } from './language';

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
    /** The language on the customer's profile, so a new device opens in it (docs/decisions.md). */
    preferredLanguage: language.optional(),
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

/**
 * KYC as the core records it: PENDING until an Aadhaar is verified (the dashboard's e-KYC alert
 * shows), IN_REVIEW while an Aadhaar proof waits for the back office, COMPLETED once verified.
 */
export const KYC_STATUSES = ['PENDING', 'IN_REVIEW', 'COMPLETED'] as const;

/**
 * profile/details, read on every page: so no image bytes. The fields after goGreenFlag are for
 * /manage-profile; they are optional so an older core's answer still parses.
 */
export const upstreamUser = z.object({
  id: z.string(),
  clientId: z.string(),
  firstname: z.string(),
  surname: z.string(),
  /**
   * An opaque version of the profile picture (it changes whenever the picture does), or null when
   * there is none. The picture itself comes from profile.profileImage.
   */
  profilePic: z.string().nullable().optional(),
  /** DD/MM/YYYY HH:mm:ss */
  lastLogin: z.string().nullable().optional(),
  emailId: z.string().nullable().optional(),
  alternateEmailId: z.string().nullable().optional(),
  primaryMobileNo: z.string(),
  permanentAddress: z.string().nullable().optional(),
  mailingAddress: z.string().nullable().optional(),
  goGreenFlag: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  middleName: z.string().nullable().optional(),
  dateOfBirth: coreDate.nullable().optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  /** The last 4 digits of the Aadhaar: the core stores no more (IRDAI's Aadhaar circular). */
  aadhaarLast4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .optional(),
  /** The PAN masked by the core to its last 4 characters, 'XXXXXX234F'; the full PAN never leaves it. */
  maskedPan: z
    .string()
    .regex(/^X{6}\d{3}[A-Z]$/)
    .nullable()
    .optional(),
  /** whether the PAN on record was verified by the issuer (or its proof approved) */
  panVerified: z.boolean().optional(),
  kycStatus: z.enum(KYC_STATUSES).optional(),
  /** The language the core writes this customer's SMS, email and documents in. */
  preferredLanguage: language.optional(),
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
    z.object({
      transactionId: z.string().min(1).max(200),
      token: z.string().min(1).max(4000),
      source: z.string().min(1).max(40),
    }),
    z.object({ payload: z.string().min(1).max(8000) }),
  ]),
  data: z.object({
    sessionId: z.string(),
    clientId: z.string(),
    accessToken: z.string(),
    refreshToken: z.string(),
    source: z.string(),
    redirectPath: z.string(),
    preferredLanguage: language.optional(),
  }),
});

/** The customer chose a language on the portal (or the host app passed one): the core keeps it on the profile. */
export const setPreferredLanguage = defineCall({
  method: 'POST',
  path: `${P}/profile/language`,
  auth: true,
  request: sessionOnly.extend({ language }),
  data: okData,
});
