import { KeyRing } from '@portal/contracts/envelope';
import { parseFeatures } from '@/lib/features';
import { parseLinkConfiguration } from '@/lib/links';
import type { PortalEnv } from '@/lib/server/env';

/*
 * The portal's configuration as getEnv() hands it out, for tests of code that reads it. Use:
 * `vi.mock('@/lib/server/env', () => import('./portal-env'))`, then `setEnv({...})` per test.
 */
export const SESSION_SECRET = 'a-test-session-secret-of-32-chars-or-more';

export function portalEnv(overrides: Partial<PortalEnv> = {}): PortalEnv {
  return {
    upstreamUrl: 'http://core.test',
    envelopeKeys: KeyRing.of(Buffer.alloc(32)),
    timeoutMs: 1_000,
    sessionSecret: SESSION_SECRET,
    idleMs: 15 * 60_000,
    absoluteMs: 8 * 3_600_000,
    features: parseFeatures(undefined).features,
    recaptchaSiteKey: null,
    captchaTestToken: 'test-captcha',
    publicUrl: 'http://localhost:3000',
    enachSdkUrl: 'http://core.test',
    nodeEnv: 'test',
    links: parseLinkConfiguration({}).config.links,
    messagingAppNumber: null,
    trustedProxyHops: 0,
    shutdownGraceMs: 25_000,
    ...overrides,
  };
}

let current = portalEnv();

export function setEnv(overrides: Partial<PortalEnv> = {}): void {
  current = portalEnv(overrides);
}

export function getEnv(): PortalEnv {
  return current;
}
