import PDFDocument from 'pdfkit';
import { istDateTime } from './format';
import { type Block, BlockLayout } from './pdf-blocks';
import { documentFonts } from './pdf-fonts';
import { drawText } from './pdf-text';
import { BAND_HEIGHT, COLOR, CONTENT_BOTTOM, CONTENT_TOP, CONTENT_WIDTH, FONT, PAGE, SIZE } from './pdf-layout';
import type { Language } from '@portal/contracts/language';
import { type DocumentLabels, labelsFor } from './labels';
import type { Insurer } from './types';

export interface DocumentSpec {
  /** named in the band of every page and as the file's author */
  insurer: Insurer;
  /** printed in the header band of every page and kept as the file's title */
  title: string;
  /** what the document is about, at the band's right: 'Policy No. 10000001' */
  reference: string;
  generatedAt: number;
  blocks: Block[];
  /** the reader's language: the face drawn in and the footer's words */
  language?: Language;
}

/** The insurer's band on top of every page: name, document title and reference. */
function band(doc: PDFKit.PDFDocument, spec: DocumentSpec): void {
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(COLOR.brand);
  doc.rect(0, BAND_HEIGHT, PAGE.width, 3).fill(COLOR.accent);
  doc.font(FONT.bold).fontSize(14).fillColor(COLOR.white);
  drawText(doc, spec.insurer.name, PAGE.marginX, 20, { width: CONTENT_WIDTH, lineBreak: false });
  const titleWidth = CONTENT_WIDTH * 0.64;
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.brandSoft);
  drawText(doc, spec.title, PAGE.marginX, 44, { width: titleWidth, lineBreak: false, ellipsis: true });
  doc.fontSize(9).fillColor(COLOR.white);
  drawText(doc, spec.reference, PAGE.marginX + titleWidth, 45.5, {
    width: CONTENT_WIDTH - titleWidth,
    align: 'right',
    lineBreak: false,
  });
}

function footer(doc: PDFKit.PDFDocument, spec: DocumentSpec, labels: DocumentLabels, page: number, pages: number): void {
  const y = CONTENT_BOTTOM + 18;
  doc
    .lineWidth(0.6)
    .moveTo(PAGE.marginX, y)
    .lineTo(PAGE.marginX + CONTENT_WIDTH, y)
    .stroke(COLOR.rule);
  const pageLabel = labels.page.number(page, pages);
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
  drawText(doc, labels.page.footer(istDateTime(spec.generatedAt)), PAGE.marginX, y + 7, { width: CONTENT_WIDTH - 90 });
  doc.font(FONT.bold);
  drawText(doc, pageLabel, PAGE.marginX + CONTENT_WIDTH - 90, y + 7, { width: 90, align: 'right' });
}

/** Renders the blocks as an A4 PDF with the band, footer and page numbers on every page. */
export async function renderDocument(spec: DocumentSpec): Promise<Buffer> {
  const labels = labelsFor(spec.language);
  const fonts = await documentFonts(spec.language);
  const doc = new PDFDocument({
    size: 'A4',
    autoFirstPage: false,
    // Pages stay in memory until the end, so each footer can say how many there are.
    bufferPages: true,
    lang: labels.pdfLang,
    displayTitle: true,
    margins: { top: CONTENT_TOP, bottom: PAGE.height - CONTENT_BOTTOM, left: PAGE.marginX, right: PAGE.marginX },
    info: {
      Title: `${spec.title} - ${spec.reference}`,
      Author: spec.insurer.name,
      Creator: spec.insurer.name,
      CreationDate: new Date(spec.generatedAt),
    },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular);
  const chunks: Buffer[] = [];
  const file = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout = new BlockLayout(doc, labels.page.continued);
  for (const block of spec.blocks) layout.add(block);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The band and footer sit in the margins, where pdfkit would otherwise break to a new page.
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    band(doc, spec);
    footer(doc, spec, labels, i - start + 1, count);
  }
  doc.end();
  return file;
}
