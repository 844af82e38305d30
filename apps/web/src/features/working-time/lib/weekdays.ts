/** ISO weekday names (1 = Monday … 7 = Sunday) in `language`, as the rule week start picks them. */
export function isoWeekdayNames(language: string): { day: number; name: string }[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-02 was a Monday.
  return Array.from({ length: 7 }, (_, i) => ({
    day: i + 1,
    name: format.format(new Date(Date.UTC(2023, 0, 2 + i))),
  }));
}
