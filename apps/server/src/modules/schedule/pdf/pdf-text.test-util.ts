import { inflateSync } from 'node:zlib';

/**
 * Reads what a pdfkit PDF shows, for tests, without a PDF library: inflates the FlateDecode
 * streams with node:zlib and decodes the text operators in drawing order, per page. Text in an
 * embedded font (`/F2 7 Tf [<0001> 91.8 <0002>] TJ`) is made of two-byte glyph codes that the
 * font's ToUnicode CMap maps back to characters; text in a standard font is WinAnsi bytes. One
 * string per text operator.
 */

// WinAnsi codes 0x80–0x9f that differ from Latin-1.
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

/** Glyph code → text of one embedded font. */
type CMap = Map<number, string>;

function decodeWinAnsi(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI[code] ?? String.fromCharCode(code);
  }
  return out;
}

function decodeCid(hex: string, cmap: CMap): string {
  let out = '';
  for (let i = 0; i + 3 < hex.length; i += 4) out += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
  return out;
}

/** UTF-16BE hex ("00410301", a ligature's "0066 0066") as text. */
function utf16(spaced: string): string {
  const hex = spaced.replace(/\s+/g, '');
  const units: number[] = [];
  for (let i = 0; i + 3 < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

interface PdfObject {
  dict: string;
  data: Buffer | null;
}

/** Every `N 0 obj … endobj`: its dictionary and its (inflated) stream, if any. */
function objects(pdf: Buffer): Map<number, PdfObject> {
  const out = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  const re = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const streamAt = /\bstream\r?\n/.exec(text.slice(start));
    const endAt = text.indexOf('endobj', start);
    if (streamAt && start + streamAt.index < endAt) {
      const dataStart = start + streamAt.index + streamAt[0].length;
      const dataEnd = text.indexOf('endstream', dataStart);
      const dict = text.slice(start, start + streamAt.index);
      let data = pdf.subarray(dataStart, dataEnd);
      if (/\/FlateDecode/.test(dict)) {
        try {
          data = inflateSync(data);
        } catch {
          // A stream that does not inflate holds no text we read.
        }
      }
      out.set(Number(m[1]), { dict, data });
      re.lastIndex = text.indexOf('endobj', dataEnd);
    } else {
      out.set(Number(m[1]), { dict: text.slice(start, endAt), data: null });
      re.lastIndex = endAt;
    }
  }
  return out;
}

/** A ToUnicode CMap's `bfchar` and `bfrange` entries. */
function parseCMap(source: string): CMap {
  const cmap: CMap = new Map();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, value] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      cmap.set(parseInt(code!, 16), utf16(value!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, list, first] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const from = parseInt(lo!, 16);
      const to = parseInt(hi!, 16);
      if (list !== undefined)
        [...list.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, value], i) =>
          cmap.set(from + i, utf16(value!)),
        );
      else
        for (let code = from; code <= to; code++)
          cmap.set(code, String.fromCharCode(parseInt(first!, 16) + code - from));
    }
  }
  return cmap;
}

/** Font resource name (F2) → CMap, for every embedded font of the document (pdfkit names fonts once per document). */
function fontCMaps(objs: Map<number, PdfObject>): Map<string, CMap> {
  const out = new Map<string, CMap>();
  for (const { dict } of objs.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dict);
    if (!fonts) continue;
    for (const [, name, ref] of fonts[1]!.matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(objs.get(Number(ref))?.dict ?? '');
      const data = toUnicode && objs.get(Number(toUnicode[1]))?.data;
      if (data) out.set(name!, parseCMap(data.toString('latin1')));
    }
  }
  return out;
}

/** The text operators of one content stream, decoded with the fonts' CMaps (none: WinAnsi). */
export function textOfContent(content: string, cmaps: Map<string, CMap> = new Map()): string[] {
  const out: string[] = [];
  const re = /\/(\S+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
  let cmap: CMap | undefined;
  const decode = (hex: string) => (cmap ? decodeCid(hex, cmap) : decodeWinAnsi(hex));
  let m: RegExpExecArray | null;
  while ((m = re.exec(content))) {
    if (m[1] !== undefined) cmap = cmaps.get(m[1]);
    else if (m[3] !== undefined) out.push(decode(m[3]));
    else out.push([...m[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1]!)).join(''));
  }
  return out;
}

/** Every text string of the PDF, page content streams in file order. */
export function pdfTexts(pdf: Buffer): string[] {
  const objs = objects(pdf);
  const cmaps = fontCMaps(objs);
  const contents = new Set(
    [...objs.values()]
      .map(({ dict }) => /\/Contents\s+(\d+) 0 R/.exec(dict)?.[1])
      .filter(Boolean)
      .map(Number),
  );
  return [...objs.entries()]
    .filter(([id, o]) => contents.has(id) && o.data)
    .flatMap(([, o]) => textOfContent(o.data!.toString('latin1'), cmaps));
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
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[([^\]]*)\]/g)].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number),
  );
}
