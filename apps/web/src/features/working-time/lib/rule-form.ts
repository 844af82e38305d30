import type { RuleConfigsDto, RuleSetDto, UpdateRuleSetBodySchema } from '@openrota/contracts';
import { RULE_IDS, type RuleId, type RuleSeverity } from '@openrota/domain';
import type { z } from 'zod';
import { formatDecimalHours } from '@/lib/hours';

/**
 * The rule set editor's draft and its conversion to the PUT body (docs/product/working-time.md#the-model).
 * Limits are typed as text in the unit people think in: minutes as hours ("11", "10.5" or
 * "10,5"), counts as whole numbers. A draft value's key is the path the server names in a
 * validation error's `details[].field` (`rules.dailyRest.params.minMinutes`), so a server
 * error lands beside the field it is about.
 */

/** HOURS: minutes shown as hours; COUNT: a whole number from 1; ALLOWANCE: a whole number from 0. */
export type NumberKind = 'HOURS' | 'COUNT' | 'ALLOWANCE';
export type ParamField =
  | { key: string; kind: NumberKind }
  | { key: 'period'; kind: 'PERIOD' }
  | { key: 'windowMode'; kind: 'WINDOW_MODE' };

/** The plain fields of every rule, in the order they read; the lists of two rules come after them. */
export const RULE_FIELDS: Record<RuleId, readonly ParamField[]> = {
  maxShiftLength: [{ key: 'maxMinutes', kind: 'HOURS' }],
  maxWeekMinutes: [{ key: 'maxMinutes', kind: 'HOURS' }],
  averageWeekShort: [
    { key: 'maxMinutes', kind: 'HOURS' },
    { key: 'weeks', kind: 'COUNT' },
  ],
  averageWeekLong: [
    { key: 'maxMinutes', kind: 'HOURS' },
    { key: 'weeks', kind: 'COUNT' },
    { key: 'nightThreshold', kind: 'COUNT' },
    { key: 'maxMinutesWithNights', kind: 'HOURS' },
  ],
  dailyRest: [
    { key: 'minMinutes', kind: 'HOURS' },
    { key: 'shortenedMinutes', kind: 'HOURS' },
    { key: 'shortenedPerWeek', kind: 'ALLOWANCE' },
  ],
  weeklyRest: [
    { key: 'minMinutes', kind: 'HOURS' },
    { key: 'alternativeMinutes', kind: 'HOURS' },
    { key: 'alternativePartMinutes', kind: 'HOURS' },
    { key: 'windowMode', kind: 'WINDOW_MODE' },
  ],
  nightShiftLength: [
    { key: 'maxMinutes', kind: 'HOURS' },
    { key: 'extendedMaxMinutes', kind: 'HOURS' },
    { key: 'extendedPer2Weeks', kind: 'ALLOWANCE' },
    { key: 'extendedPer52Weeks', kind: 'ALLOWANCE' },
  ],
  restAfterLateNight: [
    { key: 'minMinutes', kind: 'HOURS' },
    { key: 'shortenedMinutes', kind: 'HOURS' },
    { key: 'shortenedPerWeek', kind: 'ALLOWANCE' },
  ],
  restAfterNightSeries: [
    { key: 'minNights', kind: 'COUNT' },
    { key: 'minMinutes', kind: 'HOURS' },
  ],
  maxLateNights: [
    { key: 'max', kind: 'COUNT' },
    { key: 'weeks', kind: 'COUNT' },
  ],
  maxRunWithNight: [{ key: 'maxShifts', kind: 'COUNT' }],
  minConsecutiveDays: [{ key: 'min', kind: 'COUNT' }],
  maxConsecutiveDays: [{ key: 'max', kind: 'COUNT' }],
  minConsecutiveDaysOff: [{ key: 'min', kind: 'COUNT' }],
  maxWeekendsWorked: [
    { key: 'max', kind: 'COUNT' },
    { key: 'period', kind: 'PERIOD' },
  ],
  minMinutesInPeriod: [
    { key: 'minMinutes', kind: 'HOURS' },
    { key: 'period', kind: 'PERIOD' },
  ],
  maxMinutesInPeriod: [
    { key: 'maxMinutes', kind: 'HOURS' },
    { key: 'period', kind: 'PERIOD' },
  ],
  maxShiftsOfType: [{ key: 'period', kind: 'PERIOD' }],
  forbiddenSuccession: [{ key: 'withinMinutes', kind: 'HOURS' }],
  doubleBooking: [],
  duringAbsence: [],
};

export interface TypeLimitDraft {
  shiftTypeId: string;
  max: string;
}
export interface SuccessionDraft {
  fromShiftTypeId: string;
  toShiftTypeId: string;
}

export interface RuleDraft {
  enabled: boolean;
  severity: RuleSeverity;
  /** The plain fields by key: numbers as typed text, choices as their value. */
  values: Record<string, string>;
  /** maxShiftsOfType only. */
  limits: TypeLimitDraft[];
  /** forbiddenSuccession only. */
  pairs: SuccessionDraft[];
}

export interface RuleSetDraft {
  name: string;
  weekStart: { dayOfWeek: number; time: string };
  night: { startTime: string; endTime: string; lateEndTime: string; minHoursInWindow: string };
  rules: Record<RuleId, RuleDraft>;
}

/** i18n keys of the problems found, by the field path the server would name. */
export type DraftErrors = Record<string, string>;

/** Minutes as hours with at most 2 decimals, in the language's decimal sign: 660 → "11", 630 → "10.5" / "10,5". */
export function formatHours(minutes: number, language = 'en'): string {
  return formatDecimalHours(minutes / 60, language);
}

/** Hours as typed ("11", "10.5", "10,5") to whole minutes; null when it is not a number of hours. */
export function parseHours(text: string): number | null {
  const normal = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal) && !/^\.\d+$/.test(normal)) return null;
  return Math.round(Number(normal) * 60);
}

function parseWhole(text: string): number | null {
  const normal = text.trim();
  return /^\d+$/.test(normal) ? Number(normal) : null;
}

export const fieldPath = (ruleId: RuleId, key: string) => `rules.${ruleId}.params.${key}`;

export function toDraft(ruleSet: RuleSetDto, language = 'en'): RuleSetDraft {
  const rules = {} as Record<RuleId, RuleDraft>;
  for (const id of RULE_IDS) {
    const config = ruleSet.rules[id];
    const params = config.params as Record<string, unknown>;
    const values: Record<string, string> = {};
    for (const field of RULE_FIELDS[id]) {
      const value = params[field.key];
      values[field.key] =
        field.kind === 'HOURS' && typeof value === 'number'
          ? formatHours(value, language)
          : String(value ?? '');
    }
    rules[id] = {
      enabled: config.enabled,
      severity: config.severity,
      values,
      limits:
        id === 'maxShiftsOfType'
          ? ruleSet.rules.maxShiftsOfType.params.limits.map((l) => ({
              shiftTypeId: l.shiftTypeId,
              max: String(l.max),
            }))
          : [],
      pairs:
        id === 'forbiddenSuccession'
          ? ruleSet.rules.forbiddenSuccession.params.pairs.map((p) => ({ ...p }))
          : [],
    };
  }
  return {
    name: ruleSet.name,
    weekStart: { ...ruleSet.weekStart },
    night: {
      startTime: ruleSet.night.startTime,
      endTime: ruleSet.night.endTime,
      lateEndTime: ruleSet.night.lateEndTime,
      minHoursInWindow: formatHours(ruleSet.night.minMinutesInWindow, language),
    },
    rules,
  };
}

export type UpdateRuleSetBody = z.input<typeof UpdateRuleSetBodySchema>;

/**
 * The PUT body of a draft, or the fields that are not numbers in their unit. Ranges (at least 1,
 * at most a week, shortened rest not above the rest) are the server's to check: its field errors
 * come back under the same paths.
 */
export function fromDraft(draft: RuleSetDraft): { body: UpdateRuleSetBody } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const number = (path: string, kind: NumberKind, text: string): number => {
    const value = kind === 'HOURS' ? parseHours(text) : parseWhole(text);
    if (value === null)
      errors[path] =
        kind === 'HOURS'
          ? 'workingTimeSettings.editor.notANumber'
          : 'workingTimeSettings.editor.notAWholeNumber';
    return value ?? 0;
  };
  const rules: Record<string, { enabled: boolean; severity: RuleSeverity; params: Record<string, unknown> }> =
    {};
  for (const id of RULE_IDS) {
    const rule = draft.rules[id];
    const params: Record<string, unknown> = {};
    for (const field of RULE_FIELDS[id]) {
      const text = rule.values[field.key] ?? '';
      params[field.key] =
        field.kind === 'PERIOD' || field.kind === 'WINDOW_MODE'
          ? text
          : number(fieldPath(id, field.key), field.kind, text);
    }
    if (id === 'maxShiftsOfType')
      params.limits = rule.limits.map((l, i) => ({
        shiftTypeId: l.shiftTypeId,
        max: number(`${fieldPath(id, 'limits')}.${i}.max`, 'COUNT', l.max),
      }));
    if (id === 'forbiddenSuccession') params.pairs = rule.pairs.map((p) => ({ ...p }));
    rules[id] = { enabled: rule.enabled, severity: rule.severity, params };
  }
  const minMinutesInWindow = number('night.minMinutesInWindow', 'HOURS', draft.night.minHoursInWindow);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name: draft.name.trim(),
      weekStart: { ...draft.weekStart },
      night: {
        startTime: draft.night.startTime,
        endTime: draft.night.endTime,
        lateEndTime: draft.night.lateEndTime,
        minMinutesInWindow,
      },
      // Every params object is built from RULE_FIELDS, which names each rule's keys.
      rules: rules as RuleConfigsDto,
    },
  };
}
