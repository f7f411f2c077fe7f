import 'server-only';
import { getEnv } from './env';

/**
 * The portal's origin for addresses handed to third parties (payment gateway and mandate return
 * URLs): PUBLIC_URL, never the request's Host or X-Forwarded-Host, which whoever sends the
 * request controls. Production refuses to start without it (lib/server/env.ts).
 */
export function getPublicOrigin(): string {
  return getEnv().publicUrl;
}
