import 'server-only';
import { z } from 'zod';
import { parseKey } from '@portal/contracts/envelope';
import { parseFeatures, type FeatureSet } from '../features';

const schema = z.object({
  UPSTREAM_URL: z.url().default('http://127.0.0.1:4010'),
  UPSTREAM_ENC_KEY: z.string({ error: 'UPSTREAM_ENC_KEY is not set (32-byte base64url key shared with the core).' }),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SESSION_SECRET: z.string({ error: 'SESSION_SECRET is not set.' }).min(32, 'SESSION_SECRET needs at least 32 characters.'),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(15),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(8),
  FEATURES_OFF: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_TEST_TOKEN: z.string().default('sandbox-captcha-ok'),
  PUBLIC_URL: z.url().optional(),
  ENACH_SDK_URL: z.url().optional(),
});

export interface PortalEnv {
  upstreamUrl: string;
  envelopeKey: Buffer;
  timeoutMs: number;
  sessionSecret: string;
  idleMs: number;
  absoluteMs: number;
  features: FeatureSet;
  recaptchaSiteKey: string | null;
  captchaTestToken: string;
  /** The portal's own origin as customers reach it; when unset it is read from the request. */
  publicUrl: string | null;
  /** Where the browser loads the e-mandate provider's script and stylesheet from. */
  enachSdkUrl: string;
}

let loaded: PortalEnv | null = null;

/** Read once per process, at first use: flags and keys come from the environment at start, not at build. */
export function getEnv(): PortalEnv {
  if (loaded) return loaded;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Portal configuration is invalid: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  const e = parsed.data;
  const { features, unknown } = parseFeatures(e.FEATURES_OFF);
  if (unknown.length) console.warn(`FEATURES_OFF names unknown features: ${unknown.join(', ')}`);
  loaded = {
    upstreamUrl: e.UPSTREAM_URL.replace(/\/+$/, ''),
    envelopeKey: parseKey(e.UPSTREAM_ENC_KEY),
    timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    sessionSecret: e.SESSION_SECRET,
    idleMs: e.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    features,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY || null,
    captchaTestToken: e.CAPTCHA_TEST_TOKEN,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    // The sandbox plays the provider, so by default its assets come from the core's own address.
    enachSdkUrl: (e.ENACH_SDK_URL ?? e.UPSTREAM_URL).replace(/\/+$/, ''),
  };
  return loaded;
}
