import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/**
 * The documents' typeface, cut down once per process to the characters the core writes: Latin
 * with its accented letters, the rupee sign (U+20B9, which the standard PDF fonts lack, hence
 * DejaVu Sans) and typographic punctuation. pdfkit parses a font's tables anew for every
 * document; DejaVu Sans whole made that most of a receipt's cost, enough for fifty customers
 * downloading receipts at once to hold up the core's other answers past the portal's timeout
 * (figures in docs/decisions.md). A character outside the set prints as an empty box.
 */
const CHARACTERS =
  range(0x20, 0x7e) + range(0xa0, 0x17f) + '\u20b9\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u2022\u2026\u2122\u2212';

function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');
}

const file = (name: string) => fileURLToPath(new URL(`../../assets/fonts/${name}`, import.meta.url));

async function subset(name: string): Promise<Buffer> {
  return subsetFont(await readFile(file(name)), CHARACTERS, { targetFormat: 'truetype' });
}

export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: Promise<DocumentFonts> | null = null;

/** The two faces, made at the first document and kept. */
export function documentFonts(): Promise<DocumentFonts> {
  fonts ??= Promise.all([subset('DejaVuSans.ttf'), subset('DejaVuSans-Bold.ttf')]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}
