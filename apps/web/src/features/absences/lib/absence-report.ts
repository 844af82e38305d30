import type { Absence } from '@openrota/contracts';
import { daysBetween } from '@openrota/domain';

const cell = (value: string) => (/[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export type ReportHeaders = { staff: string; shortName: string; type: string; startDate: string; endDate: string; days: string; reason: string };

/** Calendar days an absence covers, both ends included. */
export const absenceDays = (absence: Pick<Absence, 'startDate' | 'endDate'>) => daysBetween(absence.startDate, absence.endDate) + 1;

/** The absences report as CSV: one line per absence, dates as yyyy-MM-dd, headers and types localised. */
export function absencesToCsv(absences: readonly Absence[], headers: ReportHeaders, typeLabel: (type: Absence['type']) => string): string {
  const rows = [[headers.staff, headers.shortName, headers.type, headers.startDate, headers.endDate, headers.days, headers.reason]];
  for (const a of absences) {
    rows.push([a.staff.name, a.staff.shortName ?? '', typeLabel(a.type), a.startDate, a.endDate, String(absenceDays(a)), a.reason ?? '']);
  }
  return rows.map((row) => row.map(cell).join(',')).join('\n');
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
