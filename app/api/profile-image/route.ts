import { isNavigationError } from 'next-safe-action';
import { getProfileImage } from '@/lib/server/data/profile-image';
import { SessionExpiredError } from '@/lib/server/errors';
import { getAuth } from '@/lib/server/session';
import { logFailure } from '@/lib/server/log';

/**
 * The customer's own profile picture, for the avatar's <img>. The session decides whose it is;
 * the address carries only the version (`?v=` from profile/details), so a new picture is a new
 * URL and the browser may keep each one: privately, never in a shared cache.
 */
const VERSIONED = 'private, max-age=31536000, immutable';
const UNVERSIONED = 'private, no-cache';

const empty = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

export async function GET(req: Request) {
  if (!(await getAuth())) return empty(401);
  let image;
  try {
    image = await getProfileImage();
  } catch (e) {
    // The data layer ends a session the core refused by redirecting; an image answers 401.
    if (e instanceof SessionExpiredError || isNavigationError(e)) return empty(401);
    logFailure(e, 'profileImage');
    return empty(502);
  }
  if (!image) return empty(404);
  // Only the version asked for may be kept for good: an old address must not pin a newer picture.
  const asked = new URL(req.url).searchParams.get('v');
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.byteLength),
      'Cache-Control': asked === image.version ? VERSIONED : UNVERSIONED,
      'Content-Disposition': 'inline',
    },
  });
}
