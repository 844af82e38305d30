/**
 * The working-time model (docs/product/working-time.md): contracts, rule sets and the violations
 * the checker answers. Plain data; the server stores it, the checker (`check.ts`) reads it, the
 * contracts package mirrors it as zod schemas.
 */

/** Hard rules block a write unless a manager acknowledges them with a reason; warnings only inform. */
export type RuleSeverity = 'HARD' | 'WARNING';

/** A calendar period that period-bound rules count in. */
export type RulePeriod = 'WEEK' | 'MONTH';

/**
 * The limits of each rule, by rule id. Minutes are real elapsed minutes (UTC instants), never
 * wall-clock differences; "per 7×24 h" windows slide unless `windowMode` says otherwise.
 */
export interface RuleParams {
  /** Longest shift. */
  maxShiftLength: { maxMinutes: number };
  /** Longest rule week (from the rule set's `weekStart`). */
  maxWeekMinutes: { maxMinutes: number };
  /** Average per rule week over the last `weeks` weeks. */
  averageWeekShort: { weeks: number; maxMinutes: number };
  /** Average per rule week over `weeks` weeks; lower when those weeks hold `nightThreshold` or more nights. */
  averageWeekLong: {
    weeks: number;
    maxMinutes: number;
    nightThreshold: number;
    maxMinutesWithNights: number;
  };
  /** Rest between two shifts; once per 7×24 h it may be `shortenedMinutes`. */
  dailyRest: { minMinutes: number; shortenedMinutes: number; shortenedPerWeek: number };
  /** `minMinutes` unbroken in every 7×24 h, or `alternativeMinutes` in every 14×24 h in parts of at least `alternativePartMinutes`. */
  weeklyRest: {
    minMinutes: number;
    alternativeMinutes: number;
    alternativePartMinutes: number;
    windowMode: 'SLIDING' | 'FIXED';
  };
  /** A night shift lasts at most `maxMinutes`; up to `extendedMaxMinutes` at most `extendedPer2Weeks` times in 2 weeks and `extendedPer52Weeks` in 52 weeks. */
  nightShiftLength: {
    maxMinutes: number;
    extendedMaxMinutes: number;
    extendedPer2Weeks: number;
    extendedPer52Weeks: number;
  };
  /** Rest after a night ending after the rule set's `night.lateEndTime`; once per 7×24 h down to `shortenedMinutes`. */
  restAfterLateNight: { minMinutes: number; shortenedMinutes: number; shortenedPerWeek: number };
  /** Rest after a series of at least `minNights` consecutive night shifts. */
  restAfterNightSeries: { minNights: number; minMinutes: number };
  /** At most `max` nights ending after `night.lateEndTime` in any `weeks` weeks. */
  maxLateNights: { max: number; weeks: number };
  /** A run of consecutive shifts that holds a night is at most `maxShifts` shifts. */
  maxRunWithNight: { maxShifts: number };
  /** Days worked in a row (a day counts for the date a shift starts on). */
  minConsecutiveDays: { min: number };
  maxConsecutiveDays: { max: number };
  minConsecutiveDaysOff: { min: number };
  /** Weekends (Saturday or Sunday worked) per `period`. */
  maxWeekendsWorked: { max: number; period: RulePeriod };
  /** Worked minutes per `period`; a contract's own min/max hours take the place of these limits. */
  minMinutesInPeriod: { minMinutes: number; period: RulePeriod };
  maxMinutesInPeriod: { maxMinutes: number; period: RulePeriod };
  /** Per shift type, at most `max` shifts per `period`. */
  maxShiftsOfType: { period: RulePeriod; limits: { shiftTypeId: string; max: number }[] };
  /** Shift type `to` may not start within `withinMinutes` after shift type `from` ends (e.g. Night → Early). */
  forbiddenSuccession: { withinMinutes: number; pairs: { fromShiftTypeId: string; toShiftTypeId: string }[] };
  /** The same person on two shifts that overlap in time (or twice on one shift). */
  doubleBooking: Record<string, never>;
  /** A person on a shift during their own absence. */
  duringAbsence: Record<string, never>;
}

export type RuleId = keyof RuleParams;

export const RULE_IDS = [
  'maxShiftLength',
  'maxWeekMinutes',
  'averageWeekShort',
  'averageWeekLong',
  'dailyRest',
  'weeklyRest',
  'nightShiftLength',
  'restAfterLateNight',
  'restAfterNightSeries',
  'maxLateNights',
  'maxRunWithNight',
  'minConsecutiveDays',
  'maxConsecutiveDays',
  'minConsecutiveDaysOff',
  'maxWeekendsWorked',
  'minMinutesInPeriod',
  'maxMinutesInPeriod',
  'maxShiftsOfType',
  'forbiddenSuccession',
  'doubleBooking',
  'duringAbsence',
] as const satisfies readonly RuleId[];

/**
 * What a violation can be about: a working-time rule, or `unavailable` (the person said they
 * cannot work then: availability.ts), which the checker answers the same way.
 */
export type ViolationRuleId = RuleId | 'unavailable';
export const VIOLATION_RULE_IDS = [...RULE_IDS, 'unavailable'] as const satisfies readonly ViolationRuleId[];

export interface RuleConfig<Id extends RuleId = RuleId> {
  enabled: boolean;
  severity: RuleSeverity;
  params: RuleParams[Id];
}

/** Every rule of a set, switched on or off; a set always holds all of them. */
export type RuleConfigs = { [Id in RuleId]: RuleConfig<Id> };

/** What a night shift is, for every night rule of the set. */
export interface NightDefinition {
  /** HH:mm; with `endTime` the night window (00:00–06:00). */
  startTime: string;
  endTime: string;
  /** A shift is a night when it works MORE than this many minutes inside the window (60). */
  minMinutesInWindow: number;
  /** A night "ends late" when it ends after this wall-clock time (02:00). */
  lateEndTime: string;
}

export interface RuleWeekStart {
  /** ISO day of week, 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  /** HH:mm. */
  time: string;
}

export type RulePresetId = 'NL_ATW' | 'EU_WTD' | 'NONE';

export interface RuleSet {
  id: string;
  name: string;
  /** The preset it was created from (null when built from scratch); edits keep it. */
  preset: RulePresetId | null;
  isDefault: boolean;
  weekStart: RuleWeekStart;
  night: NightDefinition;
  rules: RuleConfigs;
}

/** One period of a member's contract; a new period starts on a date, history is kept. */
export interface ContractPeriod {
  id: string;
  staffId: string;
  /** yyyy-MM-dd: holds from this day until the next period's start. */
  startsOn: string;
  /** Decimal hours, e.g. 36 or 24.5. */
  hoursPerWeek: number;
  /** Optional limits per `period` that replace the rule set's min/max minutes in a period. */
  minHoursPerPeriod: number | null;
  maxHoursPerPeriod: number | null;
  period: RulePeriod;
  /** Null: the workspace's default rule set. */
  ruleSetId: string | null;
}

/** A shift a person works (or would work), as the checker sees it. */
export interface WorkedShift {
  /** The schedule entry id (or a proposal's id). */
  id: string;
  staffId: string;
  /** yyyy-MM-dd the shift starts on (its schedule date). */
  date: string;
  shiftTypeId: string;
  shiftTypeName: string;
  /** HH:mm; null for a shift type without times (counts as a day worked, not for time rules). */
  startTime: string | null;
  endTime: string | null;
}

/** An absence of the person, inclusive dates. */
export interface CheckedAbsence {
  id: string;
  staffId: string;
  startDate: string;
  endDate: string;
}

/** A rule broken: what, by whom, which shifts, the measured value against the limit. */
export interface Violation {
  ruleId: ViolationRuleId;
  staffId: string;
  /** The shifts involved, in time order. */
  shiftIds: string[];
  /** The day the violation is reported on (the last shift involved, or the period's last day). */
  date: string;
  /** Minutes, a count or days, per `unit`. */
  measured: number;
  limit: number;
  unit: 'MINUTES' | 'COUNT' | 'DAYS';
  severity: RuleSeverity;
  /** The rule set whose rule this is. */
  ruleSetId: string;
  /** Extra facts the sentence names (e.g. the two shifts' wall-clock times, the period). */
  facts: Record<string, string | number>;
}
