/**
 * CSV files the browser builds (staff list, absences report): RFC 4180 quoting, and a cell that
 * a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is
 * prefixed with ' so opening the file never executes a staff member's name.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text, lines separated by CRLF (RFC 4180). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Offers `csv` as a file download (with a BOM so spreadsheet programs read UTF-8). */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
