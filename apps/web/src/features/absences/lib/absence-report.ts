import type { Absence } from '@openrota/contracts';
import { daysBetween } from '@openrota/domain';
import { toCsv } from '@/lib/csv';

export type ReportHeaders = {
  staff: string;
  shortName: string;
  type: string;
  startDate: string;
  endDate: string;
  days: string;
  reason: string;
};

/** Calendar days an absence covers, both ends included. */
export const absenceDays = (absence: Pick<Absence, 'startDate' | 'endDate'>) =>
  daysBetween(absence.startDate, absence.endDate) + 1;

/** The absences report as CSV: one line per absence, dates as yyyy-MM-dd, headers and types localised. */
export function absencesToCsv(
  absences: readonly Absence[],
  headers: ReportHeaders,
  typeLabel: (type: Absence['type']) => string,
): string {
  const rows = [
    [
      headers.staff,
      headers.shortName,
      headers.type,
      headers.startDate,
      headers.endDate,
      headers.days,
      headers.reason,
    ],
  ];
  for (const a of absences) {
    rows.push([
      a.staff.name,
      a.staff.shortName ?? '',
      typeLabel(a.type),
      a.startDate,
      a.endDate,
      String(absenceDays(a)),
      a.reason ?? '',
    ]);
  }
  return toCsv(rows);
}
