import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { STAFF_IMPORT_MAX_ROWS } from '@openrota/contracts';
import { AppError, msg } from '../../lib/app-error';

/**
 * Reading the import's spreadsheet into rows of cell texts (docs/product/back-office.md#staff-import).
 *
 * Two libraries, each the common choice for its format:
 * - CSV with papaparse: no dependencies, RFC 4180 quoting, and it detects the delimiter, which
 *   matters because a spreadsheet program set to Dutch saves CSV with ";". With typing off it
 *   hands back every cell as the text in the file: nothing is converted or evaluated.
 * - XLSX with exceljs: reads a workbook from a buffer without native code and writes one too
 *   (the tests build real files with it). A cell holding a formula is read as its formula
 *   text ("=…"), never as the result a spreadsheet program computed.
 */

export type SheetKind = 'csv' | 'xlsx';

/** A row that is not blank, with its number in the spreadsheet (from 1) and its cells as text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** Beyond this many non-blank rows reading stops: the file is refused for its size anyway. */
const READ_LIMIT = STAFF_IMPORT_MAX_ROWS + 2;

export async function readSheet(kind: SheetKind, body: Buffer): Promise<SheetRow[]> {
  if (body.length === 0) throw AppError.badRequest(msg('staffImport.emptyFile'), 'file');
  return kind === 'csv' ? readCsv(body) : readXlsx(body);
}

/** UTF-8 (with or without a BOM); a file that is not valid UTF-8 is read as Windows-1252, as older Excel saves it. */
function decodeText(body: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    text = new TextDecoder('windows-1252').decode(body);
  }
  return text.replace(/^\uFEFF/, '');
}

function readCsv(body: Buffer): SheetRow[] {
  const text = decodeText(body);
  if (text.includes('\u0000')) throw AppError.badRequest(msg('staffImport.unreadable'), 'file');
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t', '|'],
    dynamicTyping: false,
    skipEmptyLines: false,
  });
  const rows: SheetRow[] = [];
  parsed.data.forEach((cells, index) => {
    if (rows.length >= READ_LIMIT) return;
    if (cells.some((c) => c.trim() !== '')) rows.push({ number: index + 1, cells });
  });
  return rows;
}

async function readXlsx(body: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's own Buffer type predates Node's generic Buffer.
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw AppError.badRequest(msg('staffImport.unreadable'), 'file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (rows.length >= READ_LIMIT) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (filled.some((c) => c.trim() !== '')) rows.push({ number, cells: filled });
  });
  return rows;
}

/** A cell's value as text: a formula as its formula, a date as yyyy-MM-dd, rich text joined. */
function cellText(cell: ExcelJS.Cell): string {
  if (cell.type === ExcelJS.ValueType.Formula) return `=${cell.formula}`;
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cell.text;
  if ('error' in value) return value.error;
  return cell.text;
}
