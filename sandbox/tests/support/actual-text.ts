import { inflateSync } from 'node:zlib';

/* No test runner imported here: the browser tests (Playwright) read a downloaded PDF with it too. */

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
