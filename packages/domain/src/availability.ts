/**
 * Availability and preferences of a staff member: a recurring week (per weekday, the whole day or
 * a time range) of UNAVAILABLE (hard), RATHER_NOT and PREFERRED (soft), and dated exceptions that
 * replace the week on their date. Pure: the server stores them, the working-time checker, the
 * pickers, the staff portal's claims, swaps and auto-fill all ask `availabilityFor`.
 *
 * A person's week has versions: each holds from its `effectiveFrom` until the next one starts (a
 * staff member's change may only take effect after the workspace's lead time).
 */
import { addDays, dayOfWeek, toDayNumber } from './dates';
import { intervalsOverlap, parseTimeOfDay, shiftInterval, zonedInstant, type Interval } from './time';
import type { Violation } from './working-time/types';

export const AVAILABILITY_KINDS = ['UNAVAILABLE', 'RATHER_NOT', 'PREFERRED'] as const;
export type AvailabilityKind = (typeof AVAILABILITY_KINDS)[number];

/** An exception may also say AVAILABLE: the week's rules do not hold that day. */
export const AVAILABILITY_EXCEPTION_KINDS = ['AVAILABLE', ...AVAILABILITY_KINDS] as const;
export type AvailabilityExceptionKind = (typeof AVAILABILITY_EXCEPTION_KINDS)[number];

/** One rule of the recurring week. Both times null: the whole day; an end not after the start ends the next day. */
export interface AvailabilityRule {
  /** 0 = Monday … 6 = Sunday (as `dayOfWeek`). */
  dayOfWeek: number;
  startTime: string | null;
  endTime: string | null;
  kind: AvailabilityKind;
  note: string | null;
}

/** A version of the recurring week: holds from `effectiveFrom` (yyyy-MM-dd) until the next version. */
export interface AvailabilityWeek {
  effectiveFrom: string;
  rules: AvailabilityRule[];
}

/** A dated exception: on `date` it replaces every rule of the week. */
export interface AvailabilityException {
  id: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  kind: AvailabilityExceptionKind;
  note: string | null;
}

export interface PersonAvailability {
  staffId: string;
  weeks: AvailabilityWeek[];
  exceptions: AvailabilityException[];
}

/** A rule as it holds on one date, from the week or an exception. */
export interface DatedAvailabilityRule {
  date: string;
  source: 'WEEKLY' | 'EXCEPTION';
  startTime: string | null;
  endTime: string | null;
  kind: AvailabilityKind;
  note: string | null;
}

/** HARD: unavailable (refused unless acknowledged); SOFT: rather not or preferred; NONE: nothing said. */
export type AvailabilityLevel = 'HARD' | 'SOFT' | 'NONE';

export interface AvailabilityMatch {
  level: AvailabilityLevel;
  kind: AvailabilityKind | null;
  /** The rule that decided (null for NONE). */
  rule: DatedAvailabilityRule | null;
}

/** The shift asked about: its date and its type's HH:mm times (null: a shift type without times, the whole day). */
export interface AvailabilityShift {
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/** The week version that holds on `date` (the latest one starting on or before it), if any. */
export function weekOn(weeks: readonly AvailabilityWeek[], date: string): AvailabilityWeek | undefined {
  let found: AvailabilityWeek | undefined;
  for (const w of weeks) {
    if (w.effectiveFrom <= date && (!found || w.effectiveFrom > found.effectiveFrom)) found = w;
  }
  return found;
}

/** The rules that hold on `date`: the exception of that date (AVAILABLE: none), else the week's rules of its weekday. */
export function rulesOn(
  person: Pick<PersonAvailability, 'weeks' | 'exceptions'>,
  date: string,
): DatedAvailabilityRule[] {
  const exception = person.exceptions.find((e) => e.date === date);
  if (exception) {
    if (exception.kind === 'AVAILABLE') return [];
    return [
      {
        date,
        source: 'EXCEPTION',
        startTime: exception.startTime,
        endTime: exception.endTime,
        kind: exception.kind,
        note: exception.note,
      },
    ];
  }
  const day = dayOfWeek(date);
  return (weekOn(person.weeks, date)?.rules ?? [])
    .filter((r) => r.dayOfWeek === day)
    .map((r) => ({
      date,
      source: 'WEEKLY',
      startTime: r.startTime,
      endTime: r.endTime,
      kind: r.kind,
      note: r.note,
    }));
}

/** The real instants a rule covers: the whole day (midnight to midnight in the zone) or its range. */
function ruleInterval(rule: DatedAvailabilityRule, timeZone: string): Interval {
  if (rule.startTime === null || rule.endTime === null) {
    const day = toDayNumber(rule.date);
    return { start: zonedInstant(day, 0, timeZone), end: zonedInstant(day + 1, 0, timeZone) };
  }
  return shiftInterval(rule.date, rule.startTime, rule.endTime, timeZone);
}

function shiftSpan(shift: AvailabilityShift, timeZone: string): Interval {
  if (shift.startTime === null || shift.endTime === null) {
    const day = toDayNumber(shift.date);
    return { start: zonedInstant(day, 0, timeZone), end: zonedInstant(day + 1, 0, timeZone) };
  }
  return shiftInterval(shift.date, shift.startTime, shift.endTime, timeZone);
}

const RANK: Record<AvailabilityKind, number> = { UNAVAILABLE: 0, RATHER_NOT: 1, PREFERRED: 2 };

/**
 * What the person's availability says about working `shift` in `timeZone`: every rule of the
 * shift's day and the days either side (a night reaches into the next day; a rule's range can
 * cross midnight) whose real instants overlap the shift's (DST-correct, `shiftInterval`). The
 * strongest decides: UNAVAILABLE (HARD), then RATHER_NOT, then PREFERRED (SOFT).
 */
export function availabilityFor(
  person: Pick<PersonAvailability, 'weeks' | 'exceptions'>,
  shift: AvailabilityShift,
  timeZone: string,
): AvailabilityMatch {
  const span = shiftSpan(shift, timeZone);
  let best: DatedAvailabilityRule | null = null;
  for (const date of [addDays(shift.date, -1), shift.date, addDays(shift.date, 1)]) {
    for (const rule of rulesOn(person, date)) {
      if (!intervalsOverlap(ruleInterval(rule, timeZone), span)) continue;
      if (!best || RANK[rule.kind] < RANK[best.kind]) best = rule;
    }
  }
  if (!best) return { level: 'NONE', kind: null, rule: null };
  return { level: best.kind === 'UNAVAILABLE' ? 'HARD' : 'SOFT', kind: best.kind, rule: best };
}

/** The rule id an unavailability carries among the checker's violations. */
export const UNAVAILABLE_RULE_ID = 'unavailable';

/**
 * The hard violation of a person put on a shift they said they cannot work, as the working-time
 * checker's violations read (so the 409, the acknowledgement and the pickers treat both alike).
 */
export function unavailableViolation(
  shift: AvailabilityShift & { id: string; staffId: string },
  rule: DatedAvailabilityRule,
): Violation {
  const facts: Record<string, string | number> = { ruleDate: rule.date, source: rule.source };
  if (rule.startTime !== null && rule.endTime !== null) {
    facts.startTime = rule.startTime;
    facts.endTime = rule.endTime;
  }
  if (rule.note) facts.note = rule.note;
  return {
    ruleId: UNAVAILABLE_RULE_ID,
    staffId: shift.staffId,
    shiftIds: [shift.id],
    date: shift.date,
    measured: 1,
    limit: 0,
    unit: 'COUNT',
    severity: 'HARD',
    ruleSetId: '',
    facts,
  };
}

/** Whether an HH:mm range is well formed: both times or neither (the whole day). */
export function isAvailabilityRange(startTime: string | null, endTime: string | null): boolean {
  if (startTime === null || endTime === null) return startTime === endTime;
  return parseTimeOfDay(startTime) !== parseTimeOfDay(endTime);
}
