/**
 * RFC 4180 CSV for the audit export: CRLF line ends; a field holding a comma, quote, CR or LF
 * is quoted with its quotes doubled; a cell starting with =, +, -, @, tab or CR gets a leading
 * ' so a spreadsheet shows it as text instead of running it as a formula.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: Array<string | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
