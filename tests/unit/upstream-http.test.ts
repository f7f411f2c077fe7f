import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { send } from '@/lib/server/upstream-http';

/**
 * The gateway's transport against a real server. The stale-socket case is played by a server that
 * drops the connection on the second request of a kept-alive socket, as one does when its idle
 * timeout fires just as the portal writes.
 */
let server: Server;
let url = '';
afterEach(() => new Promise<void>((r) => server.close(() => r())));

async function listen(handler: Parameters<typeof createServer>[1]) {
  server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
}

const post = (body = '{}') =>
  send(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, timeoutMs: 500 });

describe('upstream transport', () => {
  it('posts the body and answers status and text', async () => {
    await listen((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => res.writeHead(201).end(`got ${raw}`));
    });
    expect(await post('{"a":1}')).toEqual({ status: 201, body: 'got {"a":1}' });
  });

  it('sends again once when a reused socket is closed under the request', async () => {
    const perSocket = new WeakMap<object, number>();
    let seen = 0;
    await listen((req, res) => {
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      seen += 1;
      if (n === 2) return req.socket.destroy();
      res.end('ok');
    });
    expect((await post()).body).toBe('ok');
    expect((await post()).body).toBe('ok');
    expect(seen).toBe(3);
  });

  it('does not send again when a fresh socket fails', async () => {
    let seen = 0;
    await listen((req) => {
      seen += 1;
      req.socket.destroy();
    });
    await expect(post()).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(seen).toBe(1);
  });

  it('gives up with a TimeoutError when no answer comes in time', async () => {
    await listen(() => undefined);
    await expect(post()).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('gives up with a TimeoutError when the answer starts but does not finish in time', async () => {
    await listen((req, res) => {
      res.writeHead(200, { 'Content-Length': '100' });
      res.write('{"partial":');
    });
    const started = performance.now();
    await expect(post()).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('a request sent again keeps the first deadline: the customer never waits past the timeout', async () => {
    const perSocket = new WeakMap<object, number>();
    await listen((req, res) => {
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      if (n === 1 && !kept) return res.end('ok');
      // The kept-alive socket is closed under the second request 350 ms in; the retry then stalls.
      if (n === 2) setTimeout(() => req.socket.destroy(), 350);
    });
    let kept = false;
    expect((await post()).body).toBe('ok');
    kept = true;
    const started = performance.now();
    await expect(post()).rejects.toMatchObject({ name: 'TimeoutError' });
    // 500 ms in all; a fresh deadline for the retry would make it 850.
    expect(performance.now() - started).toBeLessThan(700);
  });
});
