import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SANDBOX } from './support';

const root = process.cwd();

/** A port nobody listens on right now, from the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The envelope key and session secret the test core was started with (scripts/runtime.mjs keeps them in its data folder). */
function sandboxSecrets(): Record<string, string> {
  const dir = process.env.E2E_SANDBOX_DIR || join(root, '.tmp', 'e2e-sandbox');
  return JSON.parse(readFileSync(join(dir, 'dev-secrets.json'), 'utf8'));
}

/** Overrides for one start; undefined removes a variable the test run itself has. */
export type EnvOverrides = Record<string, string | undefined>;

function portalEnv(port: number, overrides: EnvOverrides): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...sandboxSecrets(),
    UPSTREAM_URL: SANDBOX,
    PUBLIC_URL: `http://localhost:${port}`,
    ALLOW_CAPTCHA_TEST_TOKEN: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `next start` on the same build as the suite (NEXT_DIST_DIR passes through), talking to the same core. */
function startNext(port: number, overrides: EnvOverrides): Started {
  const child = spawn(join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    cwd: root,
    env: portalEnv(port, overrides),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export interface ExtraPortal {
  url: string;
  /** Throws (with the server's output) when the process has died since it started. */
  assertRunning(): void;
  stop(): Promise<void>;
}

/** Starts another portal and waits until it answers; fails at once, with its output, if it exits instead. */
export async function startExtraPortal(overrides: EnvOverrides = {}): Promise<ExtraPortal> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const { child, output, exited } = startNext(port, overrides);
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const until = Date.now() + 60_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`The portal on port ${port} exited (${exitCode}) before answering:\n${output()}`);
    const status = await fetch(`http://127.0.0.1:${port}/login`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > until) {
      child.kill('SIGTERM');
      throw new Error(`The portal on port ${port} did not answer within 60 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    assertRunning() {
      if (exitCode !== undefined) throw new Error(`The portal on port ${port} exited (${exitCode}):\n${output()}`);
    },
    async stop() {
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts a portal that must refuse to run; answers its exit code and output (fails if it keeps running). */
export async function startExpectingRefusal(overrides: EnvOverrides): Promise<{ code: number | null; output: string }> {
  const { child, output, exited } = startNext(await freePort(), overrides);
  const timeout = new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 30_000));
  const outcome = await Promise.race([exited, timeout]);
  if (outcome === 'running') {
    child.kill('SIGTERM');
    await exited;
    throw new Error(`The portal kept running:\n${output()}`);
  }
  return { code: outcome, output: output() };
}
