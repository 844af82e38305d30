/** Months as 'yyyy-MM' strings; calendar grids start on Monday. */
import { endOfWeek, startOfWeek } from './dates';

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The largest number of months one export or range may span. */
export const MAX_MONTH_RANGE = 12;

export function isMonthParam(value: string): boolean {
  return MONTH_RE.test(value);
}

function parseMonth(month: string): [number, number] {
  const m = MONTH_RE.exec(month);
  if (!m) throw new RangeError(`Not a yyyy-MM month: ${month}`);
  return [Number(m[1]), Number(m[2])];
}

function formatMonth(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** 'yyyy-MM' of a yyyy-MM-dd date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function monthStart(month: string): string {
  parseMonth(month);
  return `${month}-01`;
}

export function daysInMonth(month: string): number {
  const [y, m] = parseMonth(month);
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

export function monthEnd(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

export function addMonths(month: string, n: number): string {
  const [y, m] = parseMonth(month);
  const index = y * 12 + (m - 1) + n;
  return formatMonth(Math.floor(index / 12), (((index % 12) + 12) % 12) + 1);
}

/** The Monday-first grid of a month: from the Monday on/before the 1st to the Sunday on/after the last day. */
export function monthGridRange(month: string): { startDate: string; endDate: string } {
  return { startDate: startOfWeek(monthStart(month)), endDate: endOfWeek(monthEnd(month)) };
}

/** Months from `start` to `end` inclusive ('2026-01'..'2026-03' = 3); ≤ 0 when end is before start. */
export function monthsBetween(start: string, end: string): number {
  const [ys, ms] = parseMonth(start);
  const [ye, me] = parseMonth(end);
  return (ye - ys) * 12 + (me - ms) + 1;
}

/** null when `start`..`end` is a valid month range (1..12 months). */
export function validateMonthRange(start: string, end: string): null | 'endBeforeStart' | 'tooLong' {
  const n = monthsBetween(start, end);
  if (n < 1) return 'endBeforeStart';
  if (n > MAX_MONTH_RANGE) return 'tooLong';
  return null;
}
