import { inflateSync } from 'node:zlib';

/**
 * Reads what a pdfkit PDF shows, for tests, without a PDF library: inflates the FlateDecode
 * streams with node:zlib and decodes the text operators (pdfkit writes standard-font text as hex
 * strings of WinAnsi codes, `<48656c6c6f> Tj` or `[<4865> 20 <6c6c6f>] TJ`). One string per text
 * operator, in drawing order, per page.
 */

// WinAnsi codes 0x80–0x9f that differ from Latin-1.
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI[code] ?? String.fromCharCode(code);
  }
  return out;
}

function streams(pdf: Buffer): Array<{ dict: string; data: Buffer }> {
  const out: Array<{ dict: string; data: Buffer }> = [];
  const text = pdf.toString('latin1');
  const re = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let data = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(m[1]!)) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    out.push({ dict: m[1]!, data });
    re.lastIndex = end;
  }
  return out;
}

/** The text operators of one content stream, decoded. */
export function textOfContent(content: string): string[] {
  const out: string[] = [];
  const re = /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(content))) {
    if (m[2] !== undefined) out.push(decodeHex(m[2]));
    else out.push([...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1]!)).join(''));
  }
  return out;
}

/** Every text string of the PDF, page content streams in file order. */
export function pdfTexts(pdf: Buffer): string[] {
  return streams(pdf)
    .filter((s) => !/\/Subtype|\/Type\s*\/(XObject|Metadata)/.test(s.dict))
    .flatMap((s) => textOfContent(s.data.toString('latin1')));
}

/** All the PDF's text joined with newlines (one line per text operator). */
export function pdfText(pdf: Buffer): string {
  return pdfTexts(pdf).join('\n');
}

/** Number of pages (page objects). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
}

/** The MediaBox of every page, as numbers. */
export function pdfMediaBoxes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[([^\]]*)\]/g)].map((m) => m[1]!.trim().split(/\s+/).map(Number));
}
