/**
 * The rule sets a workspace starts from (docs/product/working-time.md#presets): the Dutch
 * Arbeidstijdenwet for adults (general regime), the EU Working Time Directive's minimums, and
 * none. Double booking and working during one's own absence stay on and hard in every preset.
 */
import type { NightDefinition, RuleConfigs, RulePresetId, RuleSet, RuleWeekStart } from './types';

export type RulePreset = Omit<RuleSet, 'id' | 'name' | 'isDefault'>;

export const RULE_PRESET_IDS = ['NL_ATW', 'EU_WTD', 'NONE'] as const satisfies readonly RulePresetId[];

const HOUR = 60;

/** Monday 00:00 (docs/product/working-time.md#presets). */
const MONDAY: RuleWeekStart = { dayOfWeek: 1, time: '00:00' };

/** More than 1 h worked between 00:00 and 06:00; a night "ends late" after 02:00. */
const NL_NIGHT: NightDefinition = {
  startTime: '00:00',
  endTime: '06:00',
  minMinutesInWindow: 60,
  lateEndTime: '02:00',
};

/**
 * The directive's night time always holds 00:00–05:00; a night worker works at least 3 h of it
 * (more than 179 minutes). docs/product/working-time.md#what-a-night-shift-is
 */
const EU_NIGHT: NightDefinition = {
  startTime: '00:00',
  endTime: '05:00',
  minMinutesInWindow: 3 * HOUR - 1,
  lateEndTime: '02:00',
};

/** The rules rosters set per contract: off in every preset, with neutral limits. */
function contractRules(): Pick<
  RuleConfigs,
  | 'minConsecutiveDays'
  | 'maxConsecutiveDays'
  | 'minConsecutiveDaysOff'
  | 'maxWeekendsWorked'
  | 'minMinutesInPeriod'
  | 'maxMinutesInPeriod'
  | 'maxShiftsOfType'
  | 'forbiddenSuccession'
> {
  return {
    minConsecutiveDays: { enabled: false, severity: 'WARNING', params: { min: 2 } },
    maxConsecutiveDays: { enabled: false, severity: 'WARNING', params: { max: 6 } },
    minConsecutiveDaysOff: { enabled: false, severity: 'WARNING', params: { min: 2 } },
    maxWeekendsWorked: { enabled: false, severity: 'WARNING', params: { max: 2, period: 'MONTH' } },
    minMinutesInPeriod: { enabled: false, severity: 'WARNING', params: { minMinutes: 0, period: 'WEEK' } },
    maxMinutesInPeriod: {
      enabled: false,
      severity: 'WARNING',
      params: { maxMinutes: 40 * HOUR, period: 'WEEK' },
    },
    maxShiftsOfType: { enabled: false, severity: 'WARNING', params: { period: 'MONTH', limits: [] } },
    // withinMinutes 0: the pair is forbidden as "the next shift after", however long the rest.
    forbiddenSuccession: { enabled: false, severity: 'WARNING', params: { withinMinutes: 0, pairs: [] } },
  };
}

function nlRules(): RuleConfigs {
  return {
    maxShiftLength: { enabled: true, severity: 'HARD', params: { maxMinutes: 12 * HOUR } },
    maxWeekMinutes: { enabled: true, severity: 'HARD', params: { maxMinutes: 60 * HOUR } },
    averageWeekShort: { enabled: true, severity: 'HARD', params: { weeks: 4, maxMinutes: 55 * HOUR } },
    averageWeekLong: {
      enabled: true,
      severity: 'HARD',
      params: { weeks: 16, maxMinutes: 48 * HOUR, nightThreshold: 16, maxMinutesWithNights: 40 * HOUR },
    },
    dailyRest: {
      enabled: true,
      severity: 'HARD',
      params: { minMinutes: 11 * HOUR, shortenedMinutes: 8 * HOUR, shortenedPerWeek: 1 },
    },
    weeklyRest: {
      enabled: true,
      severity: 'HARD',
      params: {
        minMinutes: 36 * HOUR,
        alternativeMinutes: 72 * HOUR,
        alternativePartMinutes: 32 * HOUR,
        windowMode: 'SLIDING',
      },
    },
    nightShiftLength: {
      enabled: true,
      severity: 'HARD',
      params: {
        maxMinutes: 10 * HOUR,
        extendedMaxMinutes: 12 * HOUR,
        extendedPer2Weeks: 5,
        extendedPer52Weeks: 22,
      },
    },
    restAfterLateNight: {
      enabled: true,
      severity: 'HARD',
      params: { minMinutes: 14 * HOUR, shortenedMinutes: 8 * HOUR, shortenedPerWeek: 1 },
    },
    restAfterNightSeries: {
      enabled: true,
      severity: 'HARD',
      params: { minNights: 3, minMinutes: 46 * HOUR },
    },
    maxLateNights: { enabled: true, severity: 'HARD', params: { max: 36, weeks: 16 } },
    maxRunWithNight: { enabled: true, severity: 'HARD', params: { maxShifts: 7 } },
    ...contractRules(),
    doubleBooking: { enabled: true, severity: 'HARD', params: {} },
    duringAbsence: { enabled: true, severity: 'HARD', params: {} },
  };
}

function euRules(): RuleConfigs {
  const off = nlRules();
  return {
    ...off,
    maxShiftLength: { ...off.maxShiftLength, enabled: false },
    maxWeekMinutes: { ...off.maxWeekMinutes, enabled: false },
    averageWeekShort: { ...off.averageWeekShort, enabled: false },
    // 48 h on average over 4 months, read as 17 rule weeks; nights do not lower it.
    averageWeekLong: {
      enabled: true,
      severity: 'HARD',
      params: { weeks: 17, maxMinutes: 48 * HOUR, nightThreshold: 1, maxMinutesWithNights: 48 * HOUR },
    },
    dailyRest: {
      enabled: true,
      severity: 'HARD',
      params: { minMinutes: 11 * HOUR, shortenedMinutes: 11 * HOUR, shortenedPerWeek: 0 },
    },
    // 24 h plus the 11 h daily rest per 7 days; over the 14-day reference period twice that.
    weeklyRest: {
      enabled: true,
      severity: 'HARD',
      params: {
        minMinutes: 35 * HOUR,
        alternativeMinutes: 70 * HOUR,
        alternativePartMinutes: 35 * HOUR,
        windowMode: 'SLIDING',
      },
    },
    // The directive's 8 h is an average per 24 h; a set can only say "each night at most 8 h",
    // which is stricter, so it only warns (docs/product/working-time.md#presets).
    nightShiftLength: {
      enabled: true,
      severity: 'WARNING',
      params: {
        maxMinutes: 8 * HOUR,
        extendedMaxMinutes: 8 * HOUR,
        extendedPer2Weeks: 0,
        extendedPer52Weeks: 0,
      },
    },
    restAfterLateNight: { ...off.restAfterLateNight, enabled: false },
    restAfterNightSeries: { ...off.restAfterNightSeries, enabled: false },
    maxLateNights: { ...off.maxLateNights, enabled: false },
    maxRunWithNight: { ...off.maxRunWithNight, enabled: false },
  };
}

function noRules(): RuleConfigs {
  const all = nlRules();
  const rules = { ...all } as Record<string, RuleConfigs[keyof RuleConfigs]>;
  for (const [id, config] of Object.entries(all))
    if (id !== 'doubleBooking' && id !== 'duringAbsence') rules[id] = { ...config, enabled: false };
  return rules as RuleConfigs;
}

export const RULE_PRESETS: Record<RulePresetId, RulePreset> = {
  NL_ATW: { preset: 'NL_ATW', weekStart: MONDAY, night: NL_NIGHT, rules: nlRules() },
  EU_WTD: { preset: 'EU_WTD', weekStart: MONDAY, night: EU_NIGHT, rules: euRules() },
  NONE: { preset: 'NONE', weekStart: MONDAY, night: NL_NIGHT, rules: noRules() },
};

/** A fresh, deep copy of a preset (the caller may change it without touching the others). */
export function presetRuleSet(presetId: RulePresetId): RulePreset {
  return JSON.parse(JSON.stringify(RULE_PRESETS[presetId])) as RulePreset;
}
