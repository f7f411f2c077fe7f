import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { root } from '../../scripts/runtime.mjs';
import { freePort, withFreePorts, type ChildServer } from './servers/child-server';
import { startNext } from './servers/worker-servers';

/** Overrides for one start; undefined removes a variable the worker's portal has. */
export type EnvOverrides = Record<string, string | undefined>;

export interface ExtraPortal {
  url: string;
  /** Throws (with the server's output) when the process has died since it started. */
  assertRunning(): void;
  /** Every whole line the portal has printed so far (its log: logs.spec.ts). */
  outputLines(): string[];
  stop(): Promise<void>;
}

/** The worker portal's environment on another port, with the overrides applied. */
export function envFor(base: NodeJS.ProcessEnv, port: number, overrides: EnvOverrides): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/**
 * What a portal's start and the first view of each of its pages (which loads that page's modules)
 * add to the test or hook that starts it, on top of the steps it has time for.
 */
const START_ALLOWANCE_MS = 45_000;

/**
 * Another portal on the same build and the worker's own core, with its environment changed. Call
 * it from a test or a hook: the one running gets the start's time added to its own.
 */
export function startExtraPortal(
  base: NodeJS.ProcessEnv,
  overrides: EnvOverrides = {},
  launch: typeof startNext = startNext,
): Promise<ExtraPortal & { server: ChildServer }> {
  const running = test.info();
  running.setTimeout(running.timeout + START_ALLOWANCE_MS);
  return withFreePorts(async () => {
    const port = await freePort();
    const server = await launch(`extra portal ${JSON.stringify(overrides)}`, port, envFor(base, port, overrides));
    const { assertRunning, outputLines, stop } = server;
    return { url: `http://localhost:${port}`, assertRunning, outputLines, stop, server };
  });
}

/**
 * Extra portals started once per worker and configuration, shared by every test that asks for the
 * same one; the worker stops them when it ends.
 */
export class ExtraPortals {
  private readonly started = new Map<string, Promise<ExtraPortal>>();

  constructor(private readonly base: NodeJS.ProcessEnv) {}

  get(overrides: EnvOverrides): Promise<ExtraPortal> {
    const key = JSON.stringify(Object.entries(overrides).sort(([a], [b]) => a.localeCompare(b)));
    let portal = this.started.get(key);
    if (!portal) {
      portal = startExtraPortal(this.base, overrides);
      // A start that failed is tried again by the next test that asks, not handed out broken.
      portal.catch(() => this.started.delete(key));
      this.started.set(key, portal);
    }
    return portal;
  }

  async stopAll(): Promise<void> {
    const all = await Promise.allSettled(this.started.values());
    await Promise.all(all.map((p) => (p.status === 'fulfilled' ? p.value.stop() : undefined)));
    this.started.clear();
  }
}

/** Starts a portal that must refuse to run; answers its exit code and output (fails if it keeps running). */
export async function startExpectingRefusal(
  base: NodeJS.ProcessEnv,
  overrides: EnvOverrides,
): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    cwd: root,
    env: envFor(base, port, overrides),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const timeout = new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 30_000));
  const outcome = await Promise.race([exited, timeout]);
  if (outcome === 'running') {
    child.kill('SIGTERM');
    await exited;
    throw new Error(`The portal kept running:\n${output}`);
  }
  return { code: outcome, output };
}
