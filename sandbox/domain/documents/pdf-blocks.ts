import { drawText } from './pdf-text';
import { COLOR, CONTENT_BOTTOM, CONTENT_TOP, CONTENT_WIDTH, FONT, PAGE, SIZE } from './pdf-layout';

/** The building blocks a document is composed of, laid out top to bottom. */
export interface Column {
  header: string;
  /** share of the table's width, relative to the other columns */
  weight: number;
  /** amounts and other figures align right */
  align?: 'left' | 'right';
}

export type Block =
  | { kind: 'details'; heading?: string; rows: Array<readonly [label: string, value: string]> }
  | { kind: 'table'; heading: string; columns: Column[]; rows: string[][]; total?: string[] }
  | { kind: 'text'; text: string; small?: boolean };

const PAD = { x: 6, y: 5 };
const GAP_AFTER_BLOCK = 16;
const LABEL_SHARE = 0.36;

/** Places blocks on pages, breaking to a new page whenever the next row would run into the footer. */
export class BlockLayout {
  private y = CONTENT_TOP;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    /** a table's heading on the pages it runs onto */
    private readonly continued: (heading: string) => string,
  ) {
    this.doc.addPage();
  }

  add(block: Block): void {
    if (block.kind === 'details') this.details(block);
    else if (block.kind === 'table') this.table(block);
    else this.text(block);
    this.y += GAP_AFTER_BLOCK;
  }

  private newPage(): void {
    this.doc.addPage();
    this.y = CONTENT_TOP;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private keep(height: number): void {
    if (this.y + height > CONTENT_BOTTOM) this.newPage();
  }

  private measure(text: string, width: number, bold = false, size = SIZE.body): number {
    return this.doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(size)
      .heightOfString(text, { width });
  }

  private write(
    text: string,
    x: number,
    width: number,
    o: { bold?: boolean; color?: string; align?: 'left' | 'right'; size?: number } = {},
  ) {
    this.doc
      .font(o.bold ? FONT.bold : FONT.regular)
      .fontSize(o.size ?? SIZE.body)
      .fillColor(o.color ?? COLOR.ink);
    drawText(this.doc, text, x, this.y, { width, align: o.align ?? 'left' });
  }

  private headingHeight = () => this.measure('Ag', CONTENT_WIDTH, true, SIZE.heading) + 6;

  private heading(text: string): void {
    this.write(text, PAGE.marginX, CONTENT_WIDTH, { bold: true, color: COLOR.brand, size: SIZE.heading });
    this.y += this.headingHeight();
  }

  private details(block: Extract<Block, { kind: 'details' }>): void {
    const labelWidth = CONTENT_WIDTH * LABEL_SHARE;
    const valueWidth = CONTENT_WIDTH - labelWidth;
    const heights = block.rows.map(
      ([label, value]) =>
        Math.max(this.measure(label, labelWidth - 2 * PAD.x), this.measure(value, valueWidth - 2 * PAD.x, true)) + 2 * PAD.y,
    );
    this.keep((block.heading ? this.headingHeight() : 0) + (heights[0] ?? 0));
    if (block.heading) this.heading(block.heading);
    block.rows.forEach(([label, value], i) => {
      const h = heights[i] as number;
      this.keep(h);
      const x = PAGE.marginX;
      this.doc.rect(x, this.y, labelWidth, h).fill(COLOR.shade);
      this.doc
        .lineWidth(0.6)
        .rect(x, this.y, CONTENT_WIDTH, h)
        .moveTo(x + labelWidth, this.y)
        .lineTo(x + labelWidth, this.y + h)
        .stroke(COLOR.rule);
      this.y += PAD.y;
      this.write(label, x + PAD.x, labelWidth - 2 * PAD.x, { color: COLOR.muted });
      this.write(value, x + labelWidth + PAD.x, valueWidth - 2 * PAD.x, { bold: true });
      this.y += h - PAD.y;
    });
  }

  private table(block: Extract<Block, { kind: 'table' }>): void {
    const weights = block.columns.reduce((s, c) => s + c.weight, 0);
    const widths = block.columns.map((c) => (CONTENT_WIDTH * c.weight) / weights);
    const xs = widths.map((_, i) => PAGE.marginX + widths.slice(0, i).reduce((s, w) => s + w, 0));
    // An empty cell lends its width to a text cell before it, so a total's label is not squeezed into one
    // column; figures keep their column so they line up with the rows above.
    const cellsOf = (texts: string[]) =>
      texts.reduce<Array<{ text: string; x: number; width: number; align?: 'left' | 'right' }>>((cells, text, i) => {
        const last = cells[cells.length - 1];
        if (text === '' && last && last.align !== 'right') last.width += widths[i] as number;
        else cells.push({ text, x: xs[i] as number, width: widths[i] as number, align: block.columns[i]?.align });
        return cells;
      }, []);
    const rowHeight = (texts: string[], bold = false) =>
      Math.max(...cellsOf(texts).map((c) => this.measure(c.text, c.width - 2 * PAD.x, bold))) + 2 * PAD.y;
    const row = (texts: string[], style: { fill?: string; bold?: boolean; color?: string; ruleAbove?: boolean }) => {
      const h = rowHeight(texts, style.bold);
      const left = PAGE.marginX;
      const right = PAGE.marginX + CONTENT_WIDTH;
      if (style.fill) this.doc.rect(left, this.y, CONTENT_WIDTH, h).fill(style.fill);
      if (style.ruleAbove) this.doc.lineWidth(0.8).moveTo(left, this.y).lineTo(right, this.y).stroke(COLOR.brand);
      const top = this.y;
      this.y += PAD.y;
      for (const c of cellsOf(texts)) {
        this.write(c.text, c.x + PAD.x, c.width - 2 * PAD.x, { bold: style.bold, color: style.color, align: c.align });
      }
      this.y = top + h;
      this.doc.lineWidth(0.5).moveTo(left, this.y).lineTo(right, this.y).stroke(COLOR.rule);
    };
    const headers = block.columns.map((c) => c.header);
    const start = (title: string) => {
      this.heading(title);
      row(headers, { fill: COLOR.brandSoft, bold: true, color: COLOR.brand });
    };

    const first = block.rows[0] ?? block.total ?? [];
    this.keep(this.headingHeight() + rowHeight(headers, true) + rowHeight(first));
    start(block.heading);
    // A row that would run into the footer moves to a new page under the same column headers.
    const fitted = (texts: string[], bold = false) => {
      if (this.y + rowHeight(texts, bold) > CONTENT_BOTTOM) {
        this.newPage();
        start(this.continued(block.heading));
      }
    };
    block.rows.forEach((texts, i) => {
      fitted(texts);
      row(texts, { fill: i % 2 ? COLOR.shade : undefined });
    });
    if (block.total) {
      fitted(block.total, true);
      row(block.total, { bold: true, ruleAbove: true });
    }
  }

  private text(block: Extract<Block, { kind: 'text' }>): void {
    const size = block.small ? SIZE.small + 0.5 : SIZE.body;
    this.keep(this.measure(block.text, CONTENT_WIDTH, false, size));
    this.write(block.text, PAGE.marginX, CONTENT_WIDTH, { size, color: block.small ? COLOR.muted : COLOR.ink });
    this.y = this.doc.y;
  }
}
