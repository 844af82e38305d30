import type { Staff } from '@openrota/contracts';

const cell = (value: string) => (/[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The staff table as CSV (header row from `headers`), one line per member. */
export function staffToCsv(staff: readonly Staff[], headers: { name: string; shortName: string; email: string; phone: string; status: string; skills: string }, status: (active: boolean) => string): string {
  const rows = [[headers.name, headers.shortName, headers.email, headers.phone, headers.status, headers.skills]];
  for (const s of staff) {
    rows.push([s.name, s.shortName ?? '', s.email ?? '', s.phone ?? '', status(s.active), s.skills.map((k) => k.shiftType.name).join(', ')]);
  }
  return rows.map((row) => row.map(cell).join(',')).join('\n');
}

/** Offers `csv` as a file download. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
