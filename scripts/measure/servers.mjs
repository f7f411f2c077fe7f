// Ports and the built portal as a child process (`next start` run by node itself, so the child's
// pid is the server whose CPU time is read, and node flags such as --cpu-prof reach it).
import { spawn } from 'node:child_process';
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

export async function startPortal(env, port, nodeArgs = []) {
  const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [...nodeArgs, nextBin, 'start', '-p', String(port)], { cwd: root, env, stdio: 'ignore' });
  await waitFor(`http://localhost:${port}/login`, 60_000);
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
