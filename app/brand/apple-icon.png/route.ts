import { pngIconResponse } from '@/lib/server/brand-asset';

/** iOS's home-screen icon (180 px, on white: iOS fills transparency with black and rounds its own corners). */
export function GET(req: Request) {
  return pngIconResponse(req, 180, true);
}
