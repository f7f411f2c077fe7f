/**
 * A minimal PDF 1.4 writer for the core's documents: A4 pages of text in the
 * two standard Helvetica faces and thin horizontal rules, laid out top to
 * bottom with automatic page breaks. Standard fonts need no embedding, so
 * every viewer opens the result. Text is WinAnsi: '₹' becomes 'Rs.' and any
 * other character outside it '?'.
 */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; bold?: boolean; size?: number }
  /** cells at x offsets from the left margin, one line */
  | { kind: 'row'; cells: Array<[x: number, text: string]>; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'space'; height?: number };

const PAGE = { width: 595, height: 842, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** WinAnsi code points above 0x7F that differ from Latin-1. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96,
  '—': 0x97, '™': 0x99,
};

/** A PDF string literal: WinAnsi bytes, with ( ) \ escaped and non-ASCII as octal, so the file stays 7-bit. */
export function pdfString(text: string): string {
  let out = '';
  for (const ch of text.replace(/₹\s?/g, 'Rs. ')) {
    const cp = ch.codePointAt(0) as number;
    const latin = (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff);
    const byte = WIN_ANSI[ch] ?? (latin ? cp : 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `(${out})`;
}

/** Splits text into lines that fit the content width (Helvetica averages about half its size per character). */
function wrap(text: string, size: number): string[] {
  const max = Math.floor(CONTENT_WIDTH / (size * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : [''];
}

/** Coordinates to 2 decimals: the layout's running sums must not print as 740.9000000000001. */
const n = (v: number) => String(Math.round(v * 100) / 100);

const textOp = (x: number, y: number, size: number, bold: boolean, s: string) =>
  `BT /${bold ? 'F2' : 'F1'} ${n(size)} Tf ${n(x)} ${n(y)} Td ${pdfString(s)} Tj ET`;

/** Lays the blocks out into the content streams of successive pages. */
function layout(blocks: Block[]): string[][] {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  const need = (h: number) => {
    if (y - h < PAGE.margin + 20) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    y -= h;
  };
  const emit = (op: string) => (pages[pages.length - 1] as string[]).push(op);
  for (const b of blocks) {
    if (b.kind === 'space') y -= b.height ?? 10;
    else if (b.kind === 'rule') {
      need(10);
      emit(`0.6 G 0.75 w ${PAGE.margin} ${n(y + 4)} m ${PAGE.width - PAGE.margin} ${n(y + 4)} l S 0 G`);
    } else if (b.kind === 'row') {
      need(15);
      for (const [x, t] of b.cells) emit(textOp(PAGE.margin + x, y, 10, Boolean(b.bold), t));
    } else {
      const size = b.kind === 'title' ? 18 : b.kind === 'heading' ? 12 : (b.size ?? 10);
      const bold = b.kind !== 'text' || Boolean(b.bold);
      for (const line of wrap(b.text, size)) {
        need(size * 1.45);
        emit(textOp(PAGE.margin, y, size, bold, line));
      }
    }
  }
  return pages;
}

/** The whole file. `now` (epoch ms) becomes the creation date. */
export function renderPdf(meta: { title: string; now: number }, blocks: Block[]): Buffer {
  const pages = layout(blocks);
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  const stamp = new Date(meta.now).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(meta.title)} /Producer (Sandbox insurer core) /CreationDate (D:${stamp}Z) >>`;
  pages.forEach((ops, i) => {
    const footer = textOp(PAGE.margin, 30, 8, false, `Page ${i + 1} of ${pages.length}`);
    const stream = [...ops, footer].join('\n');
    objects[6 + i * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`;
    objects[7 + i * 2] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  // Every part is 7-bit except the binary-marker comment, so string length is byte length (latin1).
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
