import 'server-only';
import { headers } from 'next/headers';

/** An IPv4 or IPv6 address as proxies write it; anything else (e.g. 'unknown') is not one. */
const ADDRESS = /^[0-9A-Fa-f.:]{2,64}$/;

/**
 * The customer's address, for the core's per-address login throttle: the first entry of
 * X-Forwarded-For (Next sets it from the socket when no proxy did), else X-Real-IP. Undefined
 * when neither holds an address; the core then counts per mobile or policy number only.
 */
export function clientIpFrom(h: Headers): string | undefined {
  const candidates = [h.get('x-forwarded-for')?.split(',')[0], h.get('x-real-ip')];
  return candidates.map((c) => c?.trim()).find((c): c is string => c !== undefined && ADDRESS.test(c));
}

export async function getClientIp(): Promise<string | undefined> {
  return clientIpFrom(await headers());
}
