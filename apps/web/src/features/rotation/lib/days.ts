/** Days of a rotation week, Monday first (0 = Monday … 6 = Sunday). */
export const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const WEEKDAYS = [0, 1, 2, 3, 4] as const;
export const WEEKEND = [5, 6] as const;

/** i18n keys of the day names, by day of week. */
export const DAY_KEYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** 1 … weekCount. */
export function weekNumbers(weekCount: number): number[] {
  return Array.from({ length: Math.max(1, weekCount) }, (_, i) => i + 1);
}

/** Today as yyyy-MM-dd in the browser's zone. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
