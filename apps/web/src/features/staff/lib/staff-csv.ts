import type { Staff } from '@openrota/contracts';
import { toCsv } from '@/lib/csv';

/** The staff table as CSV (header row from `headers`), one line per member. */
export function staffToCsv(
  staff: readonly Staff[],
  headers: { name: string; shortName: string; email: string; phone: string; status: string; skills: string },
  status: (active: boolean) => string,
): string {
  const rows = [
    [headers.name, headers.shortName, headers.email, headers.phone, headers.status, headers.skills],
  ];
  for (const s of staff) {
    rows.push([
      s.name,
      s.shortName ?? '',
      s.email ?? '',
      s.phone ?? '',
      status(s.active),
      s.skills.map((k) => k.shiftType.name).join(', '),
    ]);
  }
  return toCsv(rows);
}
