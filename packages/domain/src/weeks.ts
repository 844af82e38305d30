/**
 * ISO 8601 weeks: weeks start on Monday; week 1 is the week with the year's first Thursday.
 * The week-year can differ from the calendar year near 1 January (2025-12-29 is 2026-W01-1).
 */
import { fromDayNumber, toDayNumber } from './dates';

export interface IsoWeek {
  /** ISO week-year. */
  year: number;
  /** 1..53 */
  week: number;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
}

function isoWeekOfDay(day: number): IsoWeek {
  const weekday = ((((day + 3) % 7) + 7) % 7) + 1;
  const thursday = day - weekday + 4;
  const year = Number(fromDayNumber(thursday).slice(0, 4));
  const jan1 = toDayNumber(`${String(year).padStart(4, '0')}-01-01`);
  return { year, week: Math.floor((thursday - jan1) / 7) + 1, weekday };
}

export function isoWeekOf(date: string): IsoWeek {
  return isoWeekOfDay(toDayNumber(date));
}

/** The Monday of ISO week `week` of week-year `year` (not range-checked: week 0 is the week before week 1). */
export function isoWeekStart(year: number, week: number): string {
  const jan4 = toDayNumber(`${String(year).padStart(4, '0')}-01-04`);
  const jan4Weekday = ((((jan4 + 3) % 7) + 7) % 7) + 1;
  return fromDayNumber(jan4 - (jan4Weekday - 1) + (week - 1) * 7);
}

/** 52 or 53. */
export function isoWeeksInYear(year: number): number {
  return isoWeekOf(`${String(year).padStart(4, '0')}-12-28`).week;
}

/** 'yyyy-ww' of the ISO week `date` falls in, e.g. '2026-53' for 2026-12-31. */
export function formatWeekParam(date: string): string {
  const { year, week } = isoWeekOf(date);
  return `${String(year).padStart(4, '0')}-${String(week).padStart(2, '0')}`;
}

const WEEK_PARAM_RE = /^(\d{4})-W?(\d{1,2})$/;

/** The Monday of a 'yyyy-ww' (or 'yyyy-Www') week parameter; null when malformed or out of range. */
export function parseWeekParam(value: string): string | null {
  const m = WEEK_PARAM_RE.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const week = Number(m[2]);
  if (year < 1 || week < 1 || week > isoWeeksInYear(year)) return null;
  return isoWeekStart(year, week);
}

/** `date` moved by `weeks` weeks. */
export function addWeeks(date: string, weeks: number): string {
  return fromDayNumber(toDayNumber(date) + weeks * 7);
}
