import { expect } from 'vitest';
import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A PDF as a reader sees it: pdf.js must open it (so it is well formed), and
 * each page's text comes back with line breaks folded into single spaces.
 */
export async function readPdf(file: Buffer) {
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(file));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  return {
    totalPages,
    title: info.Title,
    pages: text.map((t) => t.replace(/\s+/g, ' ')),
    text: text.join(' ').replace(/\s+/g, ' '),
  };
}

const ESCAPED: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * The ActualText of every marked span, in drawing order: what readers that honour it (poppler,
 * Acrobat) copy and search for Devanagari, whose glyphs pdf.js returns in visual order (the ि of
 * 'लि' before its consonant). Read from the file's inflated content streams, as such a reader does.
 */
export function actualTexts(file: Buffer): string[] {
  const raw = file.toString('latin1');
  const texts: string[] = [];
  for (let at = raw.indexOf('stream\n'); at !== -1; at = raw.indexOf('stream\n', at + 1)) {
    const end = raw.indexOf('\nendstream', at);
    if (end === -1 || raw.slice(at - 3, at) === 'end') continue;
    let content: string;
    try {
      content = inflateSync(file.subarray(at + 'stream\n'.length, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const [, literal = ''] of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) {
      const bytes = Buffer.from(
        literal.replace(/\\([\s\S])/g, (_, c: string) => ESCAPED[c] ?? c),
        'latin1',
      );
      texts.push(
        bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : bytes.toString('latin1'),
      );
    }
  }
  return texts;
}
