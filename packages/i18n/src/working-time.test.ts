import { describe, expect, it } from 'vitest';
import { RULE_IDS, checkRules, presetRuleSet, type RuleSet, type WorkedShift } from '@openrota/domain';
import { describeViolation, formatHours, ruleName } from './index';

const TZ = 'Europe/Amsterdam';
const nl: RuleSet = { id: 'nl', name: 'NL', isDefault: true, ...presetRuleSet('NL_ATW') };
const shift = (
  id: string,
  date: string,
  startTime: string | null,
  endTime: string | null,
  type: string,
): WorkedShift => ({
  id,
  staffId: 'p1',
  date,
  shiftTypeId: type.toLowerCase(),
  shiftTypeName: type,
  startTime,
  endTime,
});
const check = (
  shifts: WorkedShift[],
  ruleSet = nl,
  absences: { id: string; staffId: string; startDate: string; endDate: string }[] = [],
) =>
  checkRules({
    shifts,
    contracts: [],
    ruleSets: [ruleSet],
    absences,
    window: { startDate: '2026-01-01', endDate: '2026-12-31' },
    timeZone: TZ,
  });

describe('working-time sentences', () => {
  it('name every rule in en and nl', () => {
    for (const id of RULE_IDS) {
      expect(ruleName(id, 'en')).not.toContain('workingTime');
      expect(ruleName(id, 'nl')).not.toContain('workingTime');
    }
    expect(ruleName('restAfterLateNight', 'en')).toBe('Rest after a late night');
    expect(ruleName('restAfterLateNight', 'nl')).toBe('Rust na een late nachtdienst');
  });

  it('write hours as 9 h and 9 h 30', () => {
    expect(formatHours(540, 'en')).toBe('9 h');
    expect(formatHours(570, 'en')).toBe('9 h 30');
    expect(formatHours(2765, 'nl')).toBe('46 u 05');
  });

  it('explain a short rest after a late night with the times in the zone', () => {
    // 2026-06-01 is a Monday. The 8 h shortening is used after Friday's night (ending Saturday
    // 07:00, Late at 16:00), so 9 h after Monday's night is too short.
    const found = check([
      shift('n1', '2026-05-29', '23:00', '07:00', 'Night'),
      shift('l1', '2026-05-30', '16:00', '23:00', 'Late'),
      shift('n2', '2026-06-01', '23:00', '07:00', 'Night'),
      shift('e', '2026-06-02', '16:00', '23:00', 'Early'),
    ]);
    const late = found.find((v) => v.ruleId === 'restAfterLateNight')!;
    expect(late.shiftIds).toEqual(['n2', 'e']);
    expect(describeViolation(late, 'en', TZ)).toBe(
      'Only 9 h rest between the night ending Tue 07:00 and Early starting Tue 16:00; at least 14 h after a night ending after 02:00 (the shorter rest of 8 h was already used on Sat 07:00)',
    );
    expect(describeViolation(late, 'nl', TZ)).toBe(
      'Maar 9 u rust tussen de nachtdienst tot di 07:00 en Early vanaf di 16:00; minstens 14 u na een nachtdienst die na 02:00 eindigt (de kortere rust van 8 u is al gebruikt op za 07:00)',
    );
  });

  it('read the same instant in another zone', () => {
    const found = check([shift('n', '2026-06-01', '07:00', '19:30', 'Day')]);
    expect(describeViolation(found[0]!, 'en', 'Europe/London')).toBe(
      'Day from Mon 06:00 to Mon 18:30 lasts 12 h 30; at most 12 h per shift',
    );
  });

  it('explain the rest after a series of nights, a double booking, an absence and a period', () => {
    const nights = ['2026-05-30', '2026-05-31', '2026-06-01'].map((d, i) =>
      shift(`n${i}`, d, '22:00', '06:00', 'Night'),
    );
    const series = check([...nights, shift('e', '2026-06-04', '03:00', '11:00', 'Early')]).find(
      (v) => v.ruleId === 'restAfterNightSeries',
    )!;
    expect(describeViolation(series, 'en', TZ)).toBe(
      'Only 45 h rest between 3 nights in a row ending Tue 06:00 and Early starting Thu 03:00; at least 46 h',
    );
    const double = check([
      shift('a', '2026-06-01', '07:00', '15:00', 'Early'),
      shift('b', '2026-06-01', '14:00', '22:00', 'Late'),
    ]).find((v) => v.ruleId === 'doubleBooking')!;
    expect(describeViolation(double, 'nl', TZ)).toBe(
      'Early (ma 07:00 tot ma 15:00) en Late (ma 14:00 tot ma 22:00) overlappen 1 u',
    );
    const absent = check([shift('a', '2026-06-03', '07:00', '15:00', 'Early')], nl, [
      { id: 'x', staffId: 'p1', startDate: '2026-06-02', endDate: '2026-06-05' },
    ])[0]!;
    expect(describeViolation(absent, 'en', TZ)).toBe(
      'Early on Wed 3 Jun falls in an absence from Tue 2 Jun to Fri 5 Jun',
    );
    expect(describeViolation(absent, 'nl', TZ)).toBe(
      'Early op wo 3 jun valt in een afwezigheid van di 2 jun tot vr 5 jun',
    );
    const monthly: RuleSet = {
      ...nl,
      rules: {
        ...nl.rules,
        maxMinutesInPeriod: {
          enabled: true,
          severity: 'WARNING',
          params: { maxMinutes: 600, period: 'MONTH' },
        },
      },
    };
    const month = check(
      [
        shift('a', '2026-06-01', '07:00', '15:00', 'Early'),
        shift('b', '2026-06-03', '07:00', '15:00', 'Early'),
      ],
      monthly,
    ).find((v) => v.ruleId === 'maxMinutesInPeriod')!;
    expect(describeViolation(month, 'en', TZ)).toBe('16 h worked in June 2026; at most 10 h');
    expect(describeViolation(month, 'nl', TZ)).toBe('16 u gewerkt in juni 2026; hoogstens 10 u');
  });
});
