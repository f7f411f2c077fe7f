import { svgResponse } from '@/lib/server/brand-asset';

/** The favicon: the insurer's square mark (BRAND_ICON_FILE, else the logo), read at start. */
export function GET(req: Request) {
  return svgResponse(req, (assets) => assets.icon);
}
