import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts the calendar PDF embeds: DejaVu Sans Condensed from the `dejavu-fonts-ttf` package
 * (free licence, see its LICENSE). It covers Latin Extended and Vietnamese (and Greek and
 * Cyrillic), so "Fatma Yılmaz", "Łukasz Wójcik" and "Nguyễn Thị Hương" print as written, which the
 * PDF standard fonts (WinAnsi only) cannot; condensed, so more of a name fits a day cell. pdfkit
 * embeds only the glyphs a document uses.
 *
 * Found through Node's resolution from this module, so it works from source (tests) and from the
 * bundle (dist/pdf.worker.js, which keeps node_modules packages external: apps/server/build.mjs).
 */

const FILES = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  oblique: 'DejaVuSansCondensed-Oblique.ttf',
} as const;

export type PdfFont = keyof typeof FILES;

let loaded: Record<PdfFont, Buffer> | undefined;

/** The font files, read once per thread. */
export function pdfFonts(): Record<PdfFont, Buffer> {
  if (!loaded) {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
      'ttf',
    );
    const read = (file: string) => readFileSync(path.join(dir, file));
    loaded = { regular: read(FILES.regular), bold: read(FILES.bold), oblique: read(FILES.oblique) };
  }
  return loaded;
}

/** Registers the fonts on a document under their names ('regular', 'bold', 'oblique'). */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, data] of Object.entries(pdfFonts())) doc.registerFont(name, data);
}
