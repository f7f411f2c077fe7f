import 'server-only';
import { headers } from 'next/headers';
import { getEnv } from './env';

/**
 * The portal's origin for addresses handed to third parties (payment gateway and
 * mandate return URLs). PUBLIC_URL wins; otherwise the request's own host.
 */
export async function getPublicOrigin(): Promise<string> {
  const h = await headers();
  const configured = getEnv().publicUrl;
  if (configured) return configured;
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto}://${host}`;
}
