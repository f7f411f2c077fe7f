import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/*
 * The address at the other end of the connection, which Next does not hand to the app: it fills
 * X-Forwarded-For with it only when the request brings none, so a client that sends its own hides
 * it. Node announces every request on a diagnostics channel before Next sees it; there the socket's
 * address is written into a header of our own, always, over whatever the client sent. The value
 * carries a secret of this process, so a request the hook did not see (none should) cannot pass a
 * forged one off as the peer.
 */
const PEER_HEADER = 'x-portal-peer';
const PROOF = Symbol.for('portal.peer-address-proof');
type WithProof = typeof globalThis & { [PROOF]?: string };

/** Once per process, from instrumentation.ts; the app's modules share the proof through globalThis. */
export function recordPeerAddresses(): void {
  const g = globalThis as WithProof;
  if (g[PROOF]) return;
  const proof = randomBytes(16).toString('hex');
  g[PROOF] = proof;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_HEADER] = `${proof} ${socket.remoteAddress ?? ''}`;
  });
}

/** The connection's peer as the hook wrote it for this request, or undefined when it did not. */
export function peerAddressFrom(h: Headers): string | undefined {
  const proof = (globalThis as WithProof)[PROOF];
  const [given = '', address] = (h.get(PEER_HEADER) ?? '').split(' ');
  if (!proof || !address || given.length !== proof.length) return undefined;
  return timingSafeEqual(Buffer.from(given), Buffer.from(proof)) ? address : undefined;
}
