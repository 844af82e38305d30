import PDFDocument from 'pdfkit';
import { interpolate } from './interpolate';
import { registerPdfFonts, type PdfFont } from './pdf-fonts';
import type { PdfCalendarModel, PdfDay, PdfLine, PdfMonth } from './pdf-model';

/**
 * Draws the month calendar with pdfkit: A4 landscape, embedded DejaVu fonts (pdf-fonts.ts), one month per
 * page (or more pages when `oneMonthPerPage` is off and the cells need them). CPU-bound: runs
 * in the PDF worker thread, never on the server's event loop.
 */

const PAGE_W = 841.89;
const PAGE_H = 595.28;
const MARGIN = 28;
const TITLE_H = 30;
const WEEKDAY_H = 16;
const FOOTER_H = 26;
const GRID_TOP = MARGIN + TITLE_H + WEEKDAY_H;
const GRID_BOTTOM = PAGE_H - MARGIN - FOOTER_H;
const COL_W = (PAGE_W - 2 * MARGIN) / 7;
const DAY_HEADER_H = 12;
const LINE_H = 8.4;
const LINE_FONT = 6.6;
/** A busy day's lines: smaller, so more whole names fit. */
const SMALL_LINE_H = 6.8;
const SMALL_FONT = 5.4;
/** A line too long for its place shrinks down to this size before it is cut with "…". */
const MIN_FONT = 4.6;
const COL_GAP = 3;
const CELL_PAD = 3;
const SWATCH = 5;
const MIN_ROW_H = 60;

const INK = '#111827';
const MUTED = '#6b7280';
const FAINT = '#d1d5db';
const GRID = '#9ca3af';
const OPEN = '#b45309';
const CONFLICT = '#b91c1c';
const ABSENCE = '#1d4ed8';
const TODAY_BG = '#fef9c3';
const OUTSIDE_BG = '#f3f4f6';

type Doc = PDFKit.PDFDocument;

function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

const fontOf = (line: PdfLine): PdfFont =>
  line.conflict || line.kind === 'open' ? 'bold' : line.kind === 'absence' ? 'oblique' : 'regular';
const swatchWidth = (line: PdfLine) => (line.color ? SWATCH + 2 : 0);

/** The width of a line's text at `size`. */
function lineWidth(doc: Doc, line: PdfLine, size: number): number {
  return doc.font(fontOf(line)).fontSize(size).widthOfString(line.text);
}

/** A line at `size`, shrunk (down to MIN_FONT) rather than cut when it is too long; cut with "…" only below that. */
function drawLine(doc: Doc, line: PdfLine, x: number, y: number, width: number, size: number) {
  if (line.color)
    doc
      .save()
      .rect(x, y + 0.5, SWATCH, SWATCH)
      .fill(line.color)
      .restore();
  const textX = x + swatchWidth(line);
  const room = x + width - textX;
  const natural = lineWidth(doc, line, size);
  const fitted = natural <= room ? size : Math.max(MIN_FONT, (size * room) / natural);
  const color = line.conflict
    ? CONFLICT
    : line.kind === 'open'
      ? OPEN
      : line.kind === 'absence'
        ? ABSENCE
        : line.kind === 'cancelled'
          ? MUTED
          : INK;
  doc.font(fontOf(line)).fontSize(fitted).fillColor(color);
  doc.text(fit(doc, line.text, room), textX, y + (size - fitted) / 2, {
    lineBreak: false,
    strike: line.kind === 'cancelled',
  });
}

/** How many lines of `lineH` a row of this height shows per cell. */
function capacity(rowH: number, lineH: number = LINE_H): number {
  return Math.max(1, Math.floor((rowH - DAY_HEADER_H - CELL_PAD) / lineH));
}

interface CellLayout {
  columns: 1 | 2;
  rows: number;
  size: number;
  lineH: number;
}

/**
 * How a day's lines are placed, keeping names whole: one column at the normal size when they all
 * fit, else at the small size; a busier day takes two columns only when every line fits whole in
 * half the width, else stays one column. What still does not fit ends in "+N more".
 */
function layoutCell(doc: Doc, lines: readonly PdfLine[], h: number): CellLayout {
  if (lines.length <= capacity(h)) return { columns: 1, rows: capacity(h), size: LINE_FONT, lineH: LINE_H };
  const rows = capacity(h, SMALL_LINE_H);
  const half = (COL_W - 2 * CELL_PAD - COL_GAP) / 2;
  const twoFit =
    lines.length > rows &&
    lines.every((line) => swatchWidth(line) + lineWidth(doc, line, SMALL_FONT) <= half);
  return { columns: twoFit ? 2 : 1, rows, size: SMALL_FONT, lineH: SMALL_LINE_H };
}

function drawCell(doc: Doc, model: PdfCalendarModel, day: PdfDay, x: number, y: number, h: number) {
  if (!day.inMonth || day.isToday)
    doc
      .save()
      .rect(x, y, COL_W, h)
      .fill(day.inMonth ? TODAY_BG : OUTSIDE_BG)
      .restore();
  doc.save().lineWidth(0.5).strokeColor(GRID).rect(x, y, COL_W, h).stroke().restore();
  doc
    .font(day.isToday ? 'bold' : 'regular')
    .fontSize(8)
    .fillColor(day.inMonth ? INK : FAINT);
  doc.text(String(day.dayOfMonth), x + CELL_PAD, y + 2.5, { lineBreak: false });
  const { columns, rows, size, lineH } = layoutCell(doc, day.lines, h);
  const max = rows * columns;
  const overflow = day.lines.length > max;
  const shown = overflow ? day.lines.slice(0, max - 1) : day.lines;
  const width = (COL_W - 2 * CELL_PAD - (columns - 1) * COL_GAP) / columns;
  const at = (i: number) => ({
    lx: x + CELL_PAD + Math.floor(i / rows) * (width + COL_GAP),
    ly: y + DAY_HEADER_H + (i % rows) * lineH,
  });
  shown.forEach((line, i) => {
    const { lx, ly } = at(i);
    drawLine(doc, line, lx, ly, width, size);
  });
  if (overflow) {
    const { lx, ly } = at(shown.length);
    doc.font('oblique').fontSize(size).fillColor(MUTED);
    doc.text(
      fit(doc, interpolate(model.moreTemplate, { count: day.lines.length - shown.length }), width),
      lx,
      ly,
      { lineBreak: false },
    );
  }
}

function drawPageHeader(doc: Doc, model: PdfCalendarModel, month: PdfMonth) {
  doc.font('bold').fontSize(18).fillColor(INK).text(month.title, MARGIN, MARGIN, { lineBreak: false });
  doc.font('regular').fontSize(11).fillColor(MUTED);
  const name = fit(doc, model.workspaceName, PAGE_W / 2 - MARGIN);
  doc.text(name, PAGE_W - MARGIN - doc.widthOfString(name), MARGIN, { lineBreak: false });
  // A filtered calendar says whom and what it shows, under the workspace's name.
  if (model.filter) {
    doc.font('bold').fontSize(8).fillColor(INK);
    const filter = fit(doc, model.filter, PAGE_W / 2 - MARGIN);
    doc.text(filter, PAGE_W - MARGIN - doc.widthOfString(filter), MARGIN + 15, { lineBreak: false });
  }
  doc.font('bold').fontSize(8).fillColor(INK);
  model.weekdays.forEach((w, i) => {
    doc.text(fit(doc, w, COL_W - 2 * CELL_PAD), MARGIN + i * COL_W + CELL_PAD, MARGIN + TITLE_H + 4, {
      lineBreak: false,
    });
  });
}

function drawFooter(doc: Doc, model: PdfCalendarModel, page: number, pages: number) {
  const y = PAGE_H - MARGIN - FOOTER_H + 8;
  let x = MARGIN;
  const legendTitle = `${model.legend.title}:`;
  doc.font('bold').fontSize(7).fillColor(INK).text(legendTitle, x, y, { lineBreak: false });
  x += doc.widthOfString(legendTitle) + 6;
  for (const item of model.legend.items) {
    const color =
      item.kind === 'open'
        ? OPEN
        : item.kind === 'conflict'
          ? CONFLICT
          : item.kind === 'absence'
            ? ABSENCE
            : MUTED;
    doc
      .save()
      .rect(x, y + 1, SWATCH, SWATCH)
      .fill(color)
      .restore();
    x += SWATCH + 2;
    const label = item.label;
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(color)
      .text(label, x, y, { lineBreak: false, strike: item.kind === 'cancelled' });
    x += doc.widthOfString(label) + 10;
  }
  doc.font('regular').fontSize(7).fillColor(MUTED);
  const right = fit(
    doc,
    `${model.footer}  ·  ${interpolate(model.pageTemplate, { page, pages })}`,
    PAGE_W / 2,
  );
  doc.text(right, PAGE_W - MARGIN - doc.widthOfString(right), y, { lineBreak: false });
}

/** Heights of a month's week rows and the page each row lands on (0-based within the month). */
function layoutRows(model: PdfCalendarModel, month: PdfMonth): Array<{ page: number; y: number; h: number }> {
  const available = GRID_BOTTOM - GRID_TOP;
  if (model.oneMonthPerPage) {
    const h = available / month.weeks.length;
    return month.weeks.map((_, i) => ({ page: 0, y: GRID_TOP + i * h, h }));
  }
  const evenH = available / month.weeks.length;
  const rows: Array<{ page: number; y: number; h: number }> = [];
  let page = 0;
  let y = GRID_TOP;
  for (const week of month.weeks) {
    const lines = Math.max(0, ...week.map((d) => d.lines.length));
    const h = Math.min(available, Math.max(evenH, MIN_ROW_H, DAY_HEADER_H + CELL_PAD + lines * LINE_H));
    if (y + h > GRID_BOTTOM + 0.01) {
      page += 1;
      y = GRID_TOP;
    }
    rows.push({ page, y, h });
    y += h;
  }
  return rows;
}

export function renderCalendarPdf(model: PdfCalendarModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    autoFirstPage: false,
    bufferPages: true,
    info: {
      Title: model.title,
      Creator: 'OpenRota',
      Producer: 'OpenRota',
      CreationDate: new Date(`${model.today}T00:00:00Z`),
    },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const month of model.months) {
    const rows = layoutRows(model, month);
    let currentPage = -1;
    month.weeks.forEach((week, i) => {
      const row = rows[i]!;
      if (row.page !== currentPage) {
        doc.addPage();
        drawPageHeader(doc, model, month);
        currentPage = row.page;
      }
      week.forEach((day, col) => drawCell(doc, model, day, MARGIN + col * COL_W, row.y, row.h));
    });
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    drawFooter(doc, model, i - range.start + 1, range.count);
  }
  doc.end();
  return done;
}
