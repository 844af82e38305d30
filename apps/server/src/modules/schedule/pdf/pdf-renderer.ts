import PDFDocument from 'pdfkit';
import { interpolate } from './interpolate';
import type { PdfCalendarModel, PdfDay, PdfLine, PdfMonth } from './pdf-model';

/**
 * Draws the month calendar with pdfkit: A4 landscape, standard Helvetica fonts, one month per
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

// The standard fonts only have the WinAnsi characters: Latin-1 plus these.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const LOOKALIKE: Record<string, string> = { ı: 'i', İ: 'I', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', Ħ: 'H', ŋ: 'n', ŉ: 'n', ſ: 's', ĸ: 'k', '−': '-', '‐': '-', '‑': '-', '′': "'", '″': '"' };

function encodable(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

/** Text the standard fonts can show: accents outside WinAnsi dropped (ş → s), look-alikes (ı → i), else "?". */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (encodable(ch)) out += ch;
    else if (LOOKALIKE[ch]) out += LOOKALIKE[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base && [...base].every(encodable) ? base : ch === '\n' || ch === '\t' ? ' ' : '?';
    }
  }
  return out;
}

function fit(doc: Doc, raw: string, width: number): string {
  const text = winAnsi(raw);
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

function drawLine(doc: Doc, line: PdfLine, x: number, y: number, width: number) {
  let textX = x;
  if (line.color) {
    doc.save().rect(x, y + 0.5, SWATCH, SWATCH).fill(line.color).restore();
    textX = x + SWATCH + 2;
  }
  const color = line.conflict ? CONFLICT : line.kind === 'open' ? OPEN : line.kind === 'absence' ? ABSENCE : line.kind === 'cancelled' ? MUTED : INK;
  doc.font(line.conflict || line.kind === 'open' ? 'Helvetica-Bold' : line.kind === 'absence' ? 'Helvetica-Oblique' : 'Helvetica').fontSize(LINE_FONT).fillColor(color);
  const text = fit(doc, line.text, x + width - textX);
  doc.text(text, textX, y, { lineBreak: false, strike: line.kind === 'cancelled' });
}

/** How many lines a row of this height shows per cell. */
function capacity(rowH: number): number {
  return Math.max(1, Math.floor((rowH - DAY_HEADER_H - CELL_PAD) / LINE_H));
}

function drawCell(doc: Doc, model: PdfCalendarModel, day: PdfDay, x: number, y: number, h: number) {
  if (!day.inMonth || day.isToday) doc.save().rect(x, y, COL_W, h).fill(day.inMonth ? TODAY_BG : OUTSIDE_BG).restore();
  doc.save().lineWidth(0.5).strokeColor(GRID).rect(x, y, COL_W, h).stroke().restore();
  doc.font(day.isToday ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor(day.inMonth ? INK : FAINT);
  doc.text(String(day.dayOfMonth), x + CELL_PAD, y + 2.5, { lineBreak: false });
  // One column of lines; two narrower ones when that is not enough; then "+N more" in the last place.
  const rows = capacity(h);
  const columns = day.lines.length > rows ? 2 : 1;
  const max = rows * columns;
  const overflow = day.lines.length > max;
  const shown = overflow ? day.lines.slice(0, max - 1) : day.lines;
  const colGap = 3;
  const width = (COL_W - 2 * CELL_PAD - (columns - 1) * colGap) / columns;
  const at = (i: number) => ({ lx: x + CELL_PAD + Math.floor(i / rows) * (width + colGap), ly: y + DAY_HEADER_H + (i % rows) * LINE_H });
  shown.forEach((line, i) => {
    const { lx, ly } = at(i);
    drawLine(doc, line, lx, ly, width);
  });
  if (overflow) {
    const { lx, ly } = at(shown.length);
    doc.font('Helvetica-Oblique').fontSize(LINE_FONT).fillColor(MUTED);
    doc.text(fit(doc, interpolate(model.moreTemplate, { count: day.lines.length - shown.length }), width), lx, ly, { lineBreak: false });
  }
}

function drawPageHeader(doc: Doc, model: PdfCalendarModel, month: PdfMonth) {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(winAnsi(month.title), MARGIN, MARGIN, { lineBreak: false });
  doc.font('Helvetica').fontSize(11).fillColor(MUTED);
  const name = fit(doc, model.workspaceName, PAGE_W / 2 - MARGIN);
  doc.text(name, PAGE_W - MARGIN - doc.widthOfString(name), MARGIN + 5, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
  model.weekdays.forEach((w, i) => {
    doc.text(fit(doc, w, COL_W - 2 * CELL_PAD), MARGIN + i * COL_W + CELL_PAD, MARGIN + TITLE_H + 4, { lineBreak: false });
  });
}

function drawFooter(doc: Doc, model: PdfCalendarModel, page: number, pages: number) {
  const y = PAGE_H - MARGIN - FOOTER_H + 8;
  let x = MARGIN;
  const legendTitle = winAnsi(`${model.legend.title}:`);
  doc.font('Helvetica-Bold').fontSize(7).fillColor(INK).text(legendTitle, x, y, { lineBreak: false });
  x += doc.widthOfString(legendTitle) + 6;
  for (const item of model.legend.items) {
    const color = item.kind === 'open' ? OPEN : item.kind === 'conflict' ? CONFLICT : item.kind === 'absence' ? ABSENCE : MUTED;
    doc.save().rect(x, y + 1, SWATCH, SWATCH).fill(color).restore();
    x += SWATCH + 2;
    const label = winAnsi(item.label);
    doc.font('Helvetica').fontSize(7).fillColor(color).text(label, x, y, { lineBreak: false, strike: item.kind === 'cancelled' });
    x += doc.widthOfString(label) + 10;
  }
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  const right = fit(doc, `${model.footer}  ·  ${interpolate(model.pageTemplate, { page, pages })}`, PAGE_W / 2);
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
    info: { Title: model.title, Creator: 'OpenRota', Producer: 'OpenRota', CreationDate: new Date(`${model.today}T00:00:00Z`) },
  });
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
