import { daysBetween } from './dates';

/** Week counts a rotation pattern may have. */
export const WEEK_COUNTS = [1, 2, 3, 4, 6, 8, 12] as const;
export type WeekCount = (typeof WEEK_COUNTS)[number];

/** Every requirement (slot) needs exactly one person. */
export const REQUIRED_COUNT = 1;

/**
 * The rotation week (1-based) that `date` falls in for a pattern starting on `patternStart`:
 * floor(days since start / 7) mod weekCount + 1, also for dates before the start.
 */
export function rotationWeek(patternStart: string, weekCount: number, date: string): number {
  const weeks = Math.floor(daysBetween(patternStart, date) / 7);
  return (((weeks % weekCount) + weekCount) % weekCount) + 1;
}
