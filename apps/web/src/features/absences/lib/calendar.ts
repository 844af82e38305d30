import type { Absence } from '@openrota/contracts';
import { addDays, monthStart, rangeCovers, startOfWeek } from '@openrota/domain';

/** The absence calendar always shows 42 day cells (docs/product/back-office.md#absences): six Monday-first weeks. */
export const CALENDAR_CELLS = 42;

/** The 42 dates shown for `month` (yyyy-MM), from the Monday on or before its first day. */
export function calendarDays(month: string): string[] {
  const first = startOfWeek(monthStart(month));
  return Array.from({ length: CALENDAR_CELLS }, (_, i) => addDays(first, i));
}

/** The absences covering each date, by date; dates without absences are absent from the map. */
export function absencesByDay(absences: readonly Absence[], days: readonly string[]): Map<string, Absence[]> {
  const byDay = new Map<string, Absence[]>();
  for (const day of days) {
    const covering = absences.filter((a) => rangeCovers(a, day));
    if (covering.length > 0)
      byDay.set(
        day,
        covering.sort((a, b) => a.staff.name.localeCompare(b.staff.name)),
      );
  }
  return byDay;
}
