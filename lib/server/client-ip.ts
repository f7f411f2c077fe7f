import 'server-only';
import { headers } from 'next/headers';
import { getEnv } from './env';
import { log } from './log';
import { peerAddressFrom } from './peer-address';

/** An IPv4 or IPv6 address as proxies write it; anything else (e.g. 'unknown') is not one. */
const ADDRESS = /^[0-9A-Fa-f.:]{2,64}$/;
/** How a dual-stack socket shows an IPv4 peer; nginx writes the same client as plain IPv4. */
const MAPPED_IPV4 = /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i;

let warned = false;

/**
 * The customer's address, for the core's per-address login throttle. Only what a trusted party
 * wrote counts: with no proxy in front (`trustedProxyHops` 0) the connection's own peer, whatever
 * X-Forwarded-For says; behind N proxies that each append the address they were reached from
 * (nginx's $proxy_add_x_forwarded_for), the N-th entry from the right, since everything left of
 * it came from the client. A list shorter than N did not pass through them all: the peer then.
 * Undefined when no address is known; the core then counts per mobile or policy number only.
 */
export function clientIpFrom(h: Headers, trustedProxyHops: number): string | undefined {
  const peer = peerAddressFrom(h);
  const chain = (h.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const found = trustedProxyHops > 0 && chain.length >= trustedProxyHops ? chain[chain.length - trustedProxyHops] : peer;
  if (found === undefined && !warned) {
    warned = true;
    log.warn('a request came without a client address: the peer-address hook (instrumentation.ts) did not see its connection');
  }
  const address = found?.replace(MAPPED_IPV4, '');
  return address !== undefined && ADDRESS.test(address) ? address : undefined;
}

export async function getClientIp(): Promise<string | undefined> {
  return clientIpFrom(await headers(), getEnv().trustedProxyHops);
}
