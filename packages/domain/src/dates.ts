/**
 * Calendar dates as `yyyy-MM-dd` strings at the edges and integer day numbers (days since
 * 1970-01-01) inside. Nothing here depends on the host's time zone.
 */
import type { DateRange } from './schedule/types';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Whether `value` is a real calendar date written as yyyy-MM-dd (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The dates the API accepts. A rota lives well inside them; outside, the engine would count
 * days from year 1 and `Date` stops being exact.
 */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2999-12-31';

/** Whether a yyyy-MM-dd date lies within MIN_DATE … MAX_DATE. */
export function isDateInRange(value: string): boolean {
  return value >= MIN_DATE && value <= MAX_DATE;
}

/** Day number of a yyyy-MM-dd date. */
export function toDayNumber(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY);
}

/** The yyyy-MM-dd date of a day number. */
export function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** 0 = Monday … 6 = Sunday. */
export function dayOfWeek(date: string): number {
  // 1970-01-01 was a Thursday (3 when Monday is 0).
  return (((toDayNumber(date) + 3) % 7) + 7) % 7;
}

/** The Monday on or before `date`. */
export function startOfWeek(date: string): string {
  return addDays(date, -dayOfWeek(date));
}

/** The Sunday on or after `date`. */
export function endOfWeek(date: string): string {
  return addDays(date, 6 - dayOfWeek(date));
}

/** The Monday after `date` (a week later when `date` is itself a Monday). */
export function nextMonday(date: string): string {
  return addDays(startOfWeek(date), 7);
}

export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Whether `range` (both ends included) holds the day `date` (yyyy-MM-dd strings compare as dates). */
export function rangeCovers(range: DateRange, date: string): boolean {
  return range.startDate <= date && date <= range.endDate;
}

/** Whether two ranges share at least one day. */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}
