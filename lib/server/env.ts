import 'server-only';
import { z } from 'zod';
import type { KeyRing } from '@portal/contracts/envelope';
import { describeRing, keyRingFromEnv } from '@portal/contracts/key-ring';
import { parseFeatures, type FeatureSet } from '../features';
import { parseLinkConfiguration, type ExternalLinks } from '../links';
import { log } from './log';

const schema = z.object({
  UPSTREAM_URL: z.url().default('http://127.0.0.1:4010'),
  // Read together by envelopeKeys() below: one of the two is required.
  UPSTREAM_ENC_KEYS: z.string().optional(),
  UPSTREAM_ENC_KEY: z.string().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // i18n-ignore: for the operator starting the server
  SESSION_SECRET: z.string({ error: 'SESSION_SECRET is not set.' }).min(32, 'SESSION_SECRET needs at least 32 characters.'),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(15),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(8),
  FEATURES_OFF: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_TEST_TOKEN: z.string().default('sandbox-captcha-ok'),
  ALLOW_CAPTCHA_TEST_TOKEN: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  ENACH_SDK_URL: z.url().optional(),
  PORT: z.string().optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(25_000),
});

type RawEnv = z.output<typeof schema>;

/**
 * In production (against a real core) nothing that guards customers may fall back to a
 * development default: return addresses would come from whatever Host a request claims, and the
 * login would accept the sandbox's captcha token.
 */
function productionProblems(e: RawEnv, upstreamSet: boolean): string[] {
  if (e.NODE_ENV !== 'production' || !upstreamSet) return [];
  const problems: string[] = [];
  if (!e.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL is not set: in production the payment gateway's and the mandate provider's return addresses come from it (e.g. PUBLIC_URL=https://portal.example.com).",
    );
  }
  if (!e.RECAPTCHA_SITE_KEY && e.ALLOW_CAPTCHA_TEST_TOKEN !== '1') {
    problems.push(
      'RECAPTCHA_SITE_KEY is not set: in production the login needs a real reCAPTCHA site key (ALLOW_CAPTCHA_TEST_TOKEN=1 allows the test token, for a sandbox core only).',
    );
  }
  return problems;
}

/** The keys shared with the core, or a problem that keeps the portal from starting. */
function envelopeKeys(e: RawEnv, problems: string[]): KeyRing | null {
  try {
    const ring = keyRingFromEnv(e);
    if (!ring)
      problems.push('UPSTREAM_ENC_KEYS is not set (the envelope keys shared with the core; or UPSTREAM_ENC_KEY, one key).');
    return ring;
  } catch (error) {
    problems.push((error as Error).message);
    return null;
  }
}

export interface PortalEnv {
  upstreamUrl: string;
  /** seals with the current key, opens with any (operations.md, "Rotating the envelope key") */
  envelopeKeys: KeyRing;
  timeoutMs: number;
  sessionSecret: string;
  idleMs: number;
  absoluteMs: number;
  features: FeatureSet;
  recaptchaSiteKey: string | null;
  captchaTestToken: string;
  /**
   * The portal's own origin as customers reach it, for addresses handed to third parties. Never
   * read from a request; outside production it defaults to this machine's port.
   */
  publicUrl: string;
  /** Where the browser loads the e-mandate provider's script and stylesheet from. */
  enachSdkUrl: string;
  /** 'development' under next dev: the CSP then allows what the dev server needs. */
  nodeEnv: string | undefined;
  /** The insurer's own site: buy a policy, quick pay, forms, fund performance, life certificate (lib/links.ts). */
  links: ExternalLinks;
  /** 'Loan on WhatsApp' number when configured (digits, country code first); null: the core's. */
  messagingAppNumber: string | null;
  /**
   * How many proxies in front of the portal append to X-Forwarded-For and may be believed (0: none,
   * the socket's own address is the customer's). Also whether an incoming X-Request-Id is trusted.
   */
  trustedProxyHops: number;
  /** After SIGTERM, how long in-flight requests may take before the process exits anyway. */
  shutdownGraceMs: number;
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
  const problems = productionProblems(e, Boolean(process.env.UPSTREAM_URL));
  const keys = envelopeKeys(e, problems);
  const linkConfig = parseLinkConfiguration(process.env);
  problems.push(...linkConfig.problems);
  if (problems.length || !keys) throw new Error(`Portal configuration is invalid: ${problems.join(' ')}`);
  // Ids only: what an operator checks at each step of a rotation.
  log.info(describeRing(keys), 'envelope keys loaded');
  const { features, unknown } = parseFeatures(e.FEATURES_OFF);
  if (unknown.length) log.warn({ unknown }, 'FEATURES_OFF names unknown features');
  loaded = {
    upstreamUrl: e.UPSTREAM_URL.replace(/\/+$/, ''),
    envelopeKeys: keys,
    timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    sessionSecret: e.SESSION_SECRET,
    idleMs: e.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    features,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY || null,
    captchaTestToken: e.CAPTCHA_TEST_TOKEN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, ''),
    // The sandbox plays the provider, so by default its assets come from the core's own address.
    enachSdkUrl: (e.ENACH_SDK_URL ?? e.UPSTREAM_URL).replace(/\/+$/, ''),
    nodeEnv: e.NODE_ENV,
    links: linkConfig.config.links,
    messagingAppNumber: linkConfig.config.messagingAppNumber,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
  return loaded;
}
