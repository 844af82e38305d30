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

/**
 * Why a staff member may not take a requirement (slot) on a pattern day; null when they may.
 * Checked in this order by the server (apps/server/src/modules/rotation/rotation-rules.ts) and
 * used by the day dialog to offer Assign only where the server accepts it.
 */
export type AssignmentRefusal = 'inactive' | 'noSkill' | 'slotFilled' | 'busyThatDay';

export interface AssignmentFacts {
  /** The member is active. */
  active: boolean;
  /** The member has the skill for the requirement's shift type. */
  hasSkill: boolean;
  /** Someone already takes the requirement. */
  slotFilled: boolean;
  /** The member already works another shift on that day of the pattern. */
  worksThatDay: boolean;
}

export function assignmentRefusal(facts: AssignmentFacts): AssignmentRefusal | null {
  if (!facts.active) return 'inactive';
  if (!facts.hasSkill) return 'noSkill';
  if (facts.slotFilled) return 'slotFilled';
  if (facts.worksThatDay) return 'busyThatDay';
  return null;
}
