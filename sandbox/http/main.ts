import { randomBytes } from 'node:crypto';
import { KeyRing } from '@portal/contracts/envelope';
import { describeRing, keyRingFromEnv } from '@portal/contracts/key-ring';
import { insurerFromEnv } from '../domain/insurer';
import { parsePrivacyDays } from '../domain/privacy-rules';
import {
  DEFAULT_CAPTCHA_TOKEN,
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  parseAdvanceMonths,
  parseOrigins,
  parseResolutionDays,
  startSandbox,
} from './server';

/**
 * `npm run sandbox`: the core as a process, configured from the environment
 * (see README "Run"). Tests start it in-process with startSandbox instead.
 */
async function main(): Promise<void> {
  const env = process.env;
  // The portal's variables (README, Environment): the same ring on both sides.
  let key = keyRingFromEnv({ UPSTREAM_ENC_KEYS: env.UPSTREAM_ENC_KEYS, UPSTREAM_ENC_KEY: env.UPSTREAM_ENC_KEY });
  if (!key) {
    // Standalone use: the portal must be given this key to talk to us.
    const text = randomBytes(32).toString('base64url');
    console.log(`sandbox: envelope key ${text}`);
    key = KeyRing.of(Buffer.from(text, 'base64url'));
  }
  console.log(`sandbox: envelope keys ${JSON.stringify(describeRing(key))}`);
  const sandbox = await startSandbox({
    port: Number(env.SANDBOX_PORT || DEFAULT_PORT),
    dataDir: env.SANDBOX_DATA_DIR || DEFAULT_DATA_DIR,
    key,
    latencyMs: Number(env.SANDBOX_LATENCY_MS || 0),
    log: env.SANDBOX_LOG === '1',
    captchaToken: env.CAPTCHA_TEST_TOKEN || DEFAULT_CAPTCHA_TOKEN,
    tokenTtlSeconds: Number(env.SANDBOX_TOKEN_TTL_SECONDS || 900),
    ...(env.SANDBOX_PUBLIC_URL ? { publicUrl: env.SANDBOX_PUBLIC_URL } : {}),
    admin: env.SANDBOX_ADMIN !== '0',
    ...(env.SANDBOX_RETURN_ORIGINS ? { returnOrigins: parseOrigins(env.SANDBOX_RETURN_ORIGINS) } : {}),
    ...(env.SANDBOX_ADVANCE_PREMIUM_MONTHS
      ? { advancePremiumMonths: parseAdvanceMonths(env.SANDBOX_ADVANCE_PREMIUM_MONTHS) }
      : {}),
    insurer: insurerFromEnv(env),
    ...(env.SANDBOX_GRIEVANCE_RESOLUTION_DAYS
      ? { grievanceResolutionDays: parseResolutionDays(env.SANDBOX_GRIEVANCE_RESOLUTION_DAYS) }
      : {}),
    ...(env.SANDBOX_PRIVACY_RESPONSE_DAYS ? { privacyResponseDays: parsePrivacyDays(env.SANDBOX_PRIVACY_RESPONSE_DAYS) } : {}),
  });
  console.log(`sandbox: listening on ${sandbox.url} (outbox at ${sandbox.url}/outbox)`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error('sandbox: failed to start', e);
  process.exit(1);
});
