// Ports and the built portal as a child process (`next start` run by node itself, so the child's
// pid is the server whose CPU time is read, and node flags such as --cpu-prof reach it).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root, waitFor } from '../runtime.mjs';

/** A port nothing listens on now, from the OS; an explicit one from the environment wins. */
export function freePort(fromEnv) {
  if (fromEnv) return Promise.resolve(Number(fromEnv));
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `next start`; if it dies or never answers, the error says why, from its last output. */
export async function startPortal(env, port, nodeArgs = []) {
  const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [...nodeArgs, nextBin, 'start', '-p', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-2000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const died = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`next start exited (${code})`))));
  try {
    await Promise.race([waitFor(`http://localhost:${port}/login`, 60_000), died]);
  } catch (e) {
    child.kill('SIGTERM');
    throw new Error(`${e.message}; its last output:\n${output}`);
  }
  died.catch(() => undefined);
  return child;
}

/** SIGTERM and wait: next exits through process.exit, which is also when --cpu-prof writes its file. */
export function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * `next build` with NEXT_DIST_DIR adds that folder's types to tsconfig.json's include list. The
 * returned function takes exactly that edit back, and leaves any other change to the file alone.
 */
export function keepTsconfig() {
  const file = join(root, 'tsconfig.json');
  const before = readFileSync(file, 'utf8');
  return () => {
    const now = readFileSync(file, 'utf8');
    if (now === before) return;
    try {
      const [a, b] = [JSON.parse(before), JSON.parse(now)];
      const added = b.include.filter((p) => !a.include.includes(p));
      const onlyDistTypes =
        added.every((p) => p.startsWith(`${process.env.NEXT_DIST_DIR}/`)) && a.include.every((p) => b.include.includes(p));
      if (onlyDistTypes && JSON.stringify({ ...a, include: [] }) === JSON.stringify({ ...b, include: [] }))
        writeFileSync(file, before);
    } catch {
      // Not JSON we understand: not our edit to undo.
    }
  };
}
