import 'server-only';
import { preload } from 'react-dom';
import devanagari from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import latin from '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2?url';

/**
 * Hindi pages ask for their two fonts at once (a `Link: rel=preload` header, no HTML), rather than
 * once the stylesheet has been applied: the Devanagari font is 'optional' (app/fonts.css), so it is
 * used on the first page only if it is there before the text is drawn. English pages need no
 * preload: their fallback is metric-matched, so Noto Sans arriving late moves nothing.
 * The URLs are the files the stylesheet names (next.config.mjs: `?url` imports are assets).
 */
const PRELOADED: Readonly<Record<string, readonly string[]>> = { hi: [latin, devanagari] };

export function preloadFonts(language: string) {
  for (const href of PRELOADED[language] ?? []) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
