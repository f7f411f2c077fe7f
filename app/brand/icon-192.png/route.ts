import { pngIconResponse } from '@/lib/server/brand-asset';

/** The web app manifest's 192 px icon (app/manifest.ts), drawn from the insurer's mark. */
export function GET(req: Request) {
  return pngIconResponse(req, 192);
}
