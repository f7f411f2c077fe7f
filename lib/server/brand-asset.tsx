import 'server-only';
import { ImageResponse } from 'next/og';
import type { SvgAsset } from './brand-config';
import { getBrandAssets } from './brand';

/*
 * The brand's drawings as the portal serves them (app/brand/*): outside the login gate (the login
 * page and the home-screen icon need them before anyone signs in) and outside the proxy's CSP, so
 * each answer carries its own.
 */

/** An address carrying the current hash never changes; any other (an old hash, none) is checked each time. */
function cacheControl(req: Request, hash: string): string {
  const asked = new URL(req.url).searchParams.get('v');
  return asked === hash ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Nothing in the drawing may run or load anything, even when it is opened on its own. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

export function svgResponse(req: Request, pick: (assets: ReturnType<typeof getBrandAssets>) => SvgAsset): Response {
  const asset = pick(getBrandAssets());
  return new Response(asset.svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': cacheControl(req, asset.hash),
      'Content-Security-Policy': SVG_CSP,
    },
  });
}

/**
 * The square icon drawn into a PNG of `size` pixels, for the web app manifest and iOS, which want
 * bitmaps. `padded`: on white with a margin, for the platforms that crop their own shape.
 */
export function pngIconResponse(req: Request, size: number, padded = false): Response {
  const { icon } = getBrandAssets();
  const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
  const drawn = padded ? Math.round(size * 0.8) : size;
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        background: padded ? '#ffffff' : 'transparent',
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a bitmap, not a page */}
      <img src={src} width={drawn} height={drawn} alt="" />
    </div>,
    { width: size, height: size, headers: { 'Cache-Control': cacheControl(req, icon.hash) } },
  );
}
