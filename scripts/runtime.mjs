// Shared by start.mjs, test.mjs and the Playwright config: builds when needed,
// fills in development secrets, and starts the sandbox core and the portal.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const SOURCES = [
  'app',
  'components',
  'features',
  'lib',
  'packages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

/**
 * A build is needed when there is none, or any source is newer than it. A failed build ends the
 * process, unless `exitOnFailure` is false: then the answer is false and the caller reports it.
 */
export function buildIfNeeded({ exitOnFailure = true } = {}) {
  // next.config.mjs builds into NEXT_DIST_DIR when it is set: look for the build there too.
  const buildId = join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (built && built >= changed) return true;
  console.log(built ? 'Sources changed since the last build; building…' : 'No build yet; building…');
  const r = spawnSync(bin('next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0 && exitOnFailure) process.exit(r.status ?? 1);
  return r.status === 0;
}

/**
 * On the embedded sandbox, keys are generated once and kept in data/ so that
 * sessions survive a restart. Against a real core they must come from the environment.
 */
export function resolveEnv(base = process.env) {
  const env = { NEXT_TELEMETRY_DISABLED: '1', ...base };
  const embedded = !env.UPSTREAM_URL;
  if (embedded) {
    const dataDir = env.SANDBOX_DATA_DIR || join(root, 'data', 'sandbox');
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, 'dev-secrets.json');
    const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    const secrets = saved ?? {
      UPSTREAM_ENC_KEY: randomBytes(32).toString('base64url'),
      SESSION_SECRET: randomBytes(32).toString('base64url'),
    };
    if (!saved) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    env.SANDBOX_DATA_DIR = dataDir;
    env.SANDBOX_PORT ||= '4010';
    env.UPSTREAM_ENC_KEY ||= secrets.UPSTREAM_ENC_KEY;
    env.SESSION_SECRET ||= secrets.SESSION_SECRET;
    env.UPSTREAM_URL_INTERNAL = `http://127.0.0.1:${env.SANDBOX_PORT}`;
    // The core sends payers back only to the portal's own origin, so both must agree on it.
    env.PUBLIC_URL ||= `http://localhost:${env.PORT || '3000'}`;
    env.SANDBOX_RETURN_ORIGINS ||= new URL(env.PUBLIC_URL).origin;
    // The sandbox accepts the portal's test captcha token; a production portal otherwise insists on a reCAPTCHA key.
    env.ALLOW_CAPTCHA_TEST_TOKEN ||= '1';
  } else {
    const missing = ['UPSTREAM_ENC_KEY', 'SESSION_SECRET'].filter((k) => !env[k]);
    if (missing.length) {
      console.error(`UPSTREAM_URL is set, so ${missing.join(' and ')} must be set too (see README).`);
      process.exit(1);
    }
  }
  return { env, embedded };
}

export async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      // Each try gives up after 2 s, so one connection that hangs cannot use up the whole wait.
      const r = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (r.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** Starts the sandbox (unless UPSTREAM_URL is set) and `next start`; stops both together. */
export async function startAll({ env, embedded }) {
  const children = [];
  const stop = (code) => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const portalEnv = { ...env };
  if (embedded) {
    const sandbox = spawn(bin('tsx'), [join(root, 'sandbox', 'http', 'main.ts')], { cwd: root, env, stdio: 'inherit' });
    children.push(sandbox);
    sandbox.on('exit', (code) => stop(code ?? 1));
    await waitFor(`${env.UPSTREAM_URL_INTERNAL}/healthz`);
    portalEnv.UPSTREAM_URL = env.UPSTREAM_URL_INTERNAL;
    console.log(`Sandbox core on ${env.UPSTREAM_URL_INTERNAL} (outbox: ${env.UPSTREAM_URL_INTERNAL}/outbox)`);
  }
  const port = env.PORT || '3000';
  const portal = spawn(bin('next'), ['start', '-p', port], { cwd: root, env: portalEnv, stdio: 'inherit' });
  children.push(portal);
  portal.on('exit', (code) => stop(code ?? 1));
  await waitFor(`http://127.0.0.1:${port}/login`, 60_000);
  console.log(`Portal on http://localhost:${port}`);
}
