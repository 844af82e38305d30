/**
 * The staff import's spreadsheet shape (docs/product/back-office.md#staff-import): its columns,
 * the headers read in English and Dutch, cell names such as "C4", and the reading of a skills
 * list and of contract hours. Pure: the server parses the file, the web offers the template.
 */

export const STAFF_IMPORT_COLUMNS = [
  'name',
  'shortName',
  'email',
  'phone',
  'skills',
  'contractHours',
  'ruleSet',
] as const;
export type StaffImportColumn = (typeof STAFF_IMPORT_COLUMNS)[number];

/** The template's header row per language, in column order. */
export const STAFF_IMPORT_HEADERS: Record<'en' | 'nl', Record<StaffImportColumn, string>> = {
  en: {
    name: 'Name',
    shortName: 'Short name',
    email: 'Email',
    phone: 'Phone',
    skills: 'Skills',
    contractHours: 'Contract hours',
    ruleSet: 'Rule set',
  },
  nl: {
    name: 'Naam',
    shortName: 'Afkorting',
    email: 'E-mail',
    phone: 'Telefoon',
    skills: 'Vaardigheden',
    contractHours: 'Contracturen',
    ruleSet: 'Regelset',
  },
};

/** Other spellings a header may have (compared after `normalizeHeader`). */
const HEADER_ALIASES: Record<StaffImportColumn, readonly string[]> = {
  name: ['full name', 'volledige naam'],
  shortName: ['shortname', 'short', 'korte naam', 'initials', 'initialen'],
  email: ['email address', 'e-mail address', 'e-mailadres', 'emailadres', 'mail'],
  phone: ['phone number', 'telephone', 'mobile', 'telefoonnummer', 'mobiel', 'telefoonnr'],
  skills: ['shift types', 'diensttypes', 'diensten'],
  contractHours: ['hours', 'hours per week', 'contract', 'uren', 'uren per week', 'contract uren'],
  ruleSet: ['ruleset', 'rules', 'regels', 'regel set'],
};

/** Lower case, no surrounding or doubled spaces; `_` and `-` read as a space. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .replace(/[\s_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

const HEADER_LOOKUP: ReadonlyMap<string, StaffImportColumn> = new Map(
  STAFF_IMPORT_COLUMNS.flatMap((column) =>
    [STAFF_IMPORT_HEADERS.en[column], STAFF_IMPORT_HEADERS.nl[column], column, ...HEADER_ALIASES[column]].map(
      (h) => [normalizeHeader(h), column] as const,
    ),
  ),
);

/** The column a header names (English or Dutch, any case), or null for a column the import does not read. */
export function staffImportColumnOf(header: string): StaffImportColumn | null {
  return HEADER_LOOKUP.get(normalizeHeader(header)) ?? null;
}

/** The spreadsheet letters of a 0-based column index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** A cell's name as a spreadsheet shows it: column index 2, row 4 → "C4" (rows count from 1). */
export function cellName(columnIndex: number, rowNumber: number): string {
  return `${columnLetters(columnIndex)}${rowNumber}`;
}

/**
 * A cell's text as stored: trimmed, and taken literally (a formula is never evaluated). The one
 * change is the apostrophe that spreadsheet exports (this app's own included) put before text
 * starting with = + - or @: "'=Anna" reads as "=Anna".
 */
export function importCellText(raw: string): string {
  const trimmed = raw.trim();
  return /^'[=+\-@]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

/** The shift type names of a skills cell, separated by ; or , (blank parts dropped, duplicates once). */
export function splitSkillNames(cell: string): string[] {
  const names = cell
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = n.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Contract hours as written in either language: "36", "24.5" or "24,5". Null when the text is
 * not a plain decimal number (no thousands separators, no units).
 */
export function parseImportHours(cell: string): number | null {
  const t = cell.trim();
  if (!/^\d{1,3}([.,]\d+)?$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}
