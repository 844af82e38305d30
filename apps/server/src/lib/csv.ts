/**
 * RFC 4180 CSV for the exports (audit log, fairness ledger): CRLF line ends; a field holding a
 * comma, quote, CR or LF is quoted with its quotes doubled; a cell starting with =, +, -, @, tab
 * or CR gets a leading ' so a spreadsheet shows it as text instead of running it as a formula.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One line; a number is written as it is (a finite number is never a formula, and a negative
 * one must stay a number in the spreadsheet), every string through `csvCell`.
 */
export function csvLine(values: Array<string | number | null | undefined>): string {
  return `${values.map((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : csvCell(typeof v === 'number' ? '' : v))).join(',')}\r\n`;
}
