import { expect } from 'vitest';
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

export { actualTexts } from './actual-text';
