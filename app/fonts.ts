import localFont from 'next/font/local';

/*
 * Noto Sans, self-hosted from npm (@fontsource-variable/*): one variable file per script, served
 * from the portal's own origin (CSP font-src 'self'). next/font writes the @font-face rules with
 * font-display: swap and a fallback face whose metrics are adjusted to Noto's, so the swap moves
 * nothing on the page. Latin is preloaded; Devanagari downloads only when a page shows Devanagari
 * text (its unicode-range), ready for Hindi. The rupee sign is left to the system font rather than
 * pulling in the 164 KB Latin Extended file or the Devanagari one on every page of amounts
 * (docs/decisions.md, "Typeface").
 */

// next/font reads its options at build: each value is written out where it is used.

export const notoSans = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-noto',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export const notoSansDevanagari = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-noto-devanagari',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09',
    },
  ],
});
