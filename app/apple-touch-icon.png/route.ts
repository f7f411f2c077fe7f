import { pngIconResponse } from '@/lib/server/brand-asset';

/**
 * iOS's home-screen icon, at the address Safari asks for on its own, so no page carries a link to
 * it (180 px, on white: iOS fills transparency with black and rounds its own corners).
 */
export function GET(req: Request) {
  return pngIconResponse(req, 180, true);
}
