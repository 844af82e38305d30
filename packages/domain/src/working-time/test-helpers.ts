/** Builders for the working-time tests (not exported from the package). */
import { presetRuleSet } from './presets';
import type { CheckedAbsence, RuleConfigs, RuleId, RulePresetId, RuleSet, WorkedShift } from './types';
import { checkRules } from './check';
import { violationKey } from './can-work';

export const TZ = 'Europe/Amsterdam';

export function ruleSet(preset: RulePresetId = 'NL_ATW', id = 'rs', isDefault = true): RuleSet {
  return { id, name: id, isDefault, ...presetRuleSet(preset) };
}

/** A set with only `ids` on (and hard). */
export function onlyRules(ids: RuleId[], change?: (rules: RuleConfigs) => void): RuleSet {
  const rs = ruleSet('NL_ATW');
  for (const id of Object.keys(rs.rules) as RuleId[]) rs.rules[id].enabled = ids.includes(id);
  change?.(rs.rules);
  return rs;
}

let seq = 0;
export function shift(
  date: string,
  startTime: string | null,
  endTime: string | null,
  type = 'Day',
  staffId = 'p1',
  id?: string,
): WorkedShift {
  return {
    id: id ?? `s${++seq}`,
    staffId,
    date,
    shiftTypeId: type.toLowerCase(),
    shiftTypeName: type,
    startTime,
    endTime,
  };
}

export function check(
  shifts: WorkedShift[],
  rs: RuleSet,
  options: {
    absences?: CheckedAbsence[];
    window?: { startDate: string; endDate: string };
    timeZone?: string;
  } = {},
) {
  return checkRules({
    shifts,
    contracts: [],
    ruleSets: [rs],
    absences: options.absences ?? [],
    window: options.window ?? { startDate: '2000-01-01', endDate: '2099-12-31' },
    timeZone: options.timeZone ?? TZ,
  });
}

/**
 * The reference canWork is held to: what checkRules says adding the candidate brings, the
 * violations that involve it or that were not there without it (their keys, sorted).
 */
export function addedByCandidate(shifts: WorkedShift[], candidate: WorkedShift, rs: RuleSet): string[] {
  const before = new Set(check(shifts, rs).map(violationKey));
  return check([...shifts, candidate], rs)
    .filter((v) => v.shiftIds.includes(candidate.id) || !before.has(violationKey(v)))
    .map(violationKey)
    .sort();
}
