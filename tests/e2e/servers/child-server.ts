import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

/** How long a stopped server may take to exit on its own before it is killed. */
const STOP_GRACE_MS = 3_000;
/** The end of a server's output that a failure shows. */
const SHOWN_ON_FAILURE = 8_000;
/** All a server prints is kept for tests that read its log (logs.spec.ts), up to this many lines. */
const KEPT_LINES = 200_000;

/** A port nobody listens on right now, from the OS. Another process may still take it first: see startServer. */
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

export interface ChildServer {
  /** Sends a signal and nothing more, for tests of what the server does on it (shutdown.spec). */
  signal(name: NodeJS.Signals): void;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Throws (with the server's output) when the process has died since it started. */
  assertRunning(): void;
  /** The last of what it printed, stdout and stderr together. */
  output(): string;
  /** Every whole line the server has printed so far, from either stream, in the order they came. */
  outputLines(): string[];
  /** SIGTERM, then SIGKILL after `graceMs` (3 s unless said: a rolling restart lets requests in flight finish) */
  stop(graceMs?: number): Promise<void>;
}

/** The server could not bind its port: someone took it between freePort and the start. Worth another try. */
export class PortTaken extends Error {}

export interface ServerCommand {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** what the server prints once it listens (its own output, so no other process on the port can pass for it) */
  readyOutput: RegExp;
  /** then answers below 500 here (built from the output's match) mean it serves */
  readyUrl?: (match: RegExpMatchArray) => string;
  readyWithinMs?: number;
}

/** Starts a server process and waits until it answers; if it exits instead, fails at once with its output. */
export async function startServer(c: ServerCommand): Promise<ChildServer & { match: RegExpMatchArray }> {
  const child = spawn(c.command, c.args, { cwd: c.cwd, env: c.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // Whole lines in the order they came, from either stream; each stream's unfinished line waits.
  const lines: string[] = [];
  const partial = { stdout: '', stderr: '' };
  const keep = (stream: keyof typeof partial) => (d: Buffer) => {
    const text = d.toString();
    output = (output + text).slice(-SHOWN_ON_FAILURE);
    const parts = (partial[stream] + text).split('\n');
    partial[stream] = parts.pop() ?? '';
    if (lines.length < KEPT_LINES) lines.push(...parts.filter(Boolean));
  };
  child.stdout!.on('data', keep('stdout'));
  child.stderr!.on('data', keep('stderr'));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  // A worker that dies without its teardown must not leave servers behind.
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);

  const within = c.readyWithinMs ?? 60_000;
  const until = Date.now() + within;
  let match: RegExpMatchArray | null = null;
  for (;;) {
    if (exitCode !== undefined) {
      process.off('exit', kill);
      if (/EADDRINUSE/.test(output)) throw new PortTaken(`${c.name}: port taken`);
      throw new Error(`${c.name} exited (${exitCode}) before answering:\n${output}`);
    }
    match ??= output.match(c.readyOutput);
    if (match) {
      if (!c.readyUrl) break;
      const status = await fetch(c.readyUrl(match), { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.status,
        () => 0,
      );
      if (status > 0 && status < 500) break;
    }
    if (Date.now() > until) {
      kill();
      throw new Error(`${c.name} did not answer within ${within / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    match: match!,
    signal: (name) => child.kill(name),
    exited,
    assertRunning() {
      if (exitCode !== undefined) throw new Error(`${c.name} exited (${exitCode}):\n${output}`);
    },
    output: () => output,
    outputLines: () => [...lines],
    async stop(graceMs = STOP_GRACE_MS) {
      process.off('exit', kill);
      if (exitCode !== undefined) return;
      kill();
      // `next start` waits on SIGTERM for open connections to finish, and a page left open on it
      // sometimes kept one for a minute: a test's server has no one to drain for.
      const forced = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(forced);
    },
  };
}

/** Up to three tries on new ports, for the rare port another process took first. */
export async function withFreePorts<T>(start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (e) {
      if (!(e instanceof PortTaken) || attempt >= 3) throw e;
    }
  }
}
