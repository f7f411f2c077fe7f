/** Page geometry, type and colours shared by the writer and its blocks (A4, points). */
export const PAGE = { width: 595.28, height: 841.89, marginX: 48 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;
export const BAND_HEIGHT = 74;
/** where content starts below the header band, and where it must stop above the footer */
export const CONTENT_TOP = BAND_HEIGHT + 26;
export const CONTENT_BOTTOM = PAGE.height - 62;

/** The names each document registers its two faces under (pdf-fonts.ts). */
export const FONT = { regular: 'body', bold: 'body-bold' } as const;

export const COLOR = {
  brand: '#123b6d',
  brandSoft: '#dbe5f1',
  accent: '#d9961a',
  ink: '#1f2933',
  muted: '#5b6675',
  rule: '#cfd7e1',
  shade: '#f2f5f9',
  white: '#ffffff',
};

export const SIZE = { body: 9, small: 7.5, heading: 10.5 };
