import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Language } from '@portal/contracts/language';
import subsetFont from 'subset-font';

/**
 * The documents' typefaces, cut down once per process to the characters the core writes: Latin
 * with its accented letters, the rupee sign (U+20B9, which the standard PDF fonts lack, hence
 * DejaVu Sans) and typographic punctuation. pdfkit parses a font's tables anew for every
 * document; DejaVu Sans whole made that most of a receipt's cost, enough for fifty customers
 * downloading receipts at once to hold up the core's other answers past the portal's timeout
 * (figures in docs/decisions.md). A character outside the set prints as an empty box.
 */
const LATIN = range(0x20, 0x7e) + range(0xa0, 0x17f) + '\u20b9\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u2022\u2026\u2122\u2212';

/**
 * Hindi documents are drawn in Noto Sans Devanagari, which has Latin, digits and the rupee sign
 * too, so a label in Hindi and a name, amount or address as held share one face and one line.
 * The whole Devanagari block stays (its conjuncts come with it), with the joiners and the dotted
 * circle the shaping uses; Latin letters the face lacks (a few of Latin Extended-A) print as boxes.
 */
export const DEVANAGARI = LATIN + range(0x900, 0x97f) + '\u200c\u200d\u25cc';

function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');
}

const asset = (name: string) => fileURLToPath(new URL(`../../assets/fonts/${name}`, import.meta.url));
// Google's Noto Sans Devanagari static faces, as the npm package ships them (OFL).
const noto = (face: string) => createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-devanagari/${face}`);

interface Face {
  regular: string;
  bold: string;
  characters: string;
}

const FACES: Record<Language, Face> = {
  en: { regular: asset('DejaVuSans.ttf'), bold: asset('DejaVuSans-Bold.ttf'), characters: LATIN },
  hi: {
    regular: noto('400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: noto('700Bold/NotoSansDevanagari_700Bold.ttf'),
    characters: DEVANAGARI,
  },
};

async function subset(path: string, { characters }: Face): Promise<Buffer> {
  return subsetFont(await readFile(path), characters, { targetFormat: 'truetype' });
}

export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

const fonts = new Map<Language, Promise<DocumentFonts>>();

/** A language's two faces, made at its first document and kept. */
export function documentFonts(language: Language = 'en'): Promise<DocumentFonts> {
  let made = fonts.get(language);
  if (!made) {
    const face = FACES[language];
    made = Promise.all([subset(face.regular, face), subset(face.bold, face)]).then(([regular, bold]) => ({ regular, bold }));
    fonts.set(language, made);
  }
  return made;
}
