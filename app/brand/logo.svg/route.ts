import { svgResponse } from '@/lib/server/brand-asset';

/** The insurer's logo (BRAND_LOGO_FILE), read at start; pages load it as /brand/logo.svg?v=<hash>. */
export function GET(req: Request) {
  return svgResponse(req, (assets) => assets.logo);
}
