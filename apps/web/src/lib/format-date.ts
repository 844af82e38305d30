/**
 * A date written out in full in the given locale, as it is in `timeZone` (the workspace's zone
 * decides what "today" is). An unknown time zone falls back to the browser's.
 */
export function formatLongDate(date: Date, locale: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full', ...(timeZone ? { timeZone } : {}) }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date);
  }
}
