const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * Writes text, and for Devanagari also says what it reads as. Shaping draws a Hindi word's glyphs
 * in visual order (the ि of 'लि' before its consonant, a conjunct as one glyph), and a reader
 * that copies or searches the glyphs gets them scrambled. A span's ActualText (PDF 32000 §14.9.4)
 * gives the words in their written order, which readers that honour it (poppler, Acrobat) copy
 * and search instead; Latin text is copied right from its glyphs and needs none.
 */
export function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions): void {
  const marked = DEVANAGARI.test(text);
  if (marked) doc.markContent('Span', { actual: text });
  doc.text(text, x, y, options);
  if (marked) doc.endMarkedContent();
}
