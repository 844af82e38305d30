/**
 * Every rule at its limit, a minute under and a minute over
 * (docs/product/working-time.md#how-each-rule-is-read). 2026-06-01 is a Monday.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { checkRules, classifyNight, lookAheadDays, lookBackDays } from './check';
import { TZ, check, onlyRules, ruleSet, shift } from './test-helpers';
import type { ContractPeriod, RuleConfigs, RuleId, WorkedShift } from './types';
import { shiftInterval } from '../time';
import { RULE_PRESETS } from './presets';

const measured = (found: { measured: number }[]) => found.map((v) => v.measured);
const days = (
  from: string,
  count: number,
  start: string,
  end: string,
  type = 'Day',
  step = 1,
): WorkedShift[] => Array.from({ length: count }, (_, i) => shift(addDays(from, i * step), start, end, type));
const only = (id: RuleId, change?: (r: RuleConfigs) => void) => onlyRules([id], change);

describe('presets', () => {
  it('keep double booking and absences on and hard in every preset, and NONE has nothing else', () => {
    for (const preset of Object.values(RULE_PRESETS)) {
      expect(preset.rules.doubleBooking).toMatchObject({ enabled: true, severity: 'HARD' });
      expect(preset.rules.duringAbsence).toMatchObject({ enabled: true, severity: 'HARD' });
      expect(preset.weekStart).toEqual({ dayOfWeek: 1, time: '00:00' });
    }
    const on = Object.entries(RULE_PRESETS.NONE.rules)
      .filter(([, c]) => c.enabled)
      .map(([id]) => id);
    expect(on.sort()).toEqual(['doubleBooking', 'duringAbsence']);
  });

  it('ask for 53 weeks of look-back under the Dutch set (12 h nights per 52 weeks), 18 under the EU one', () => {
    expect(lookBackDays([ruleSet('NL_ATW')])).toBe(371);
    expect(lookBackDays([ruleSet('EU_WTD')])).toBe(126);
    expect(lookBackDays([ruleSet('NONE')])).toBe(16);
    // A late night counts for the 16 weeks after it as much as before.
    expect(lookAheadDays([ruleSet('EU_WTD')])).toBe(126);
  });
});

describe('night shifts', () => {
  const rs = ruleSet('NL_ATW');
  const night = (date: string, start: string, end: string) => {
    const s = shift(date, start, end);
    const i = shiftInterval(date, start, end, TZ);
    return classifyNight(s, i.start, i.end, rs, TZ);
  };
  it('are more than 1 h between 00:00 and 06:00', () => {
    expect(night('2026-06-01', '23:00', '01:00').night).toBe(false);
    expect(night('2026-06-01', '23:00', '01:01').night).toBe(true);
    expect(night('2026-06-02', '04:30', '13:00').night).toBe(true);
    expect(night('2026-06-02', '05:00', '13:00').night).toBe(false);
  });
  it('end late after 02:00', () => {
    expect(night('2026-06-01', '22:00', '02:00')).toEqual({ night: true, late: false });
    expect(night('2026-06-01', '22:00', '02:01')).toEqual({ night: true, late: true });
  });
});

describe('longest week: 60 h', () => {
  it.each([
    ['18:59', []],
    ['19:00', []],
    ['19:01', [3601]],
  ])('Mon–Fri 07:00–19:00, Friday to %s', (end, expected) => {
    const shifts = [...days('2026-06-01', 4, '07:00', '19:00'), shift('2026-06-05', '07:00', end)];
    expect(measured(check(shifts, only('maxWeekMinutes')))).toEqual(expected);
  });
});

describe('average week over 4 weeks: 55 h', () => {
  it.each([
    ['17:59', []],
    ['18:00', []],
    ['18:01', [3301]],
  ])('four weeks of 5 × 11 h, the last shift to %s', (end, expected) => {
    const shifts = [0, 1, 2, 3].flatMap((w) => days(addDays('2026-06-01', 7 * w), 5, '07:00', '18:00'));
    shifts[shifts.length - 1] = shift('2026-06-26', '07:00', end);
    expect(measured(check(shifts, only('averageWeekShort')))).toEqual(expected);
  });
});

describe('average week over 16 weeks: 48 h, or 40 h with 16 nights', () => {
  // Each week Mon–Thu 08:00–16:00 and a night Fri 23:00–07:00: 40 h, one night.
  const weeks = (nights: number, lastEnd = '07:00') =>
    Array.from({ length: 16 }, (_, w) => {
      const monday = addDays('2026-03-02', 7 * w);
      const friday = addDays(monday, 4);
      const isNight = w < nights;
      return [
        ...days(monday, 4, '08:00', '16:00'),
        isNight
          ? shift(friday, '23:00', w === 15 ? lastEnd : '07:00', 'Night')
          : shift(friday, '08:00', '16:00'),
      ];
    }).flat();
  const rs = only('averageWeekLong');
  it('40 h with 16 nights is at the limit', () => expect(check(weeks(16), rs)).toEqual([]));
  it('a minute more is over', () => {
    const found = check(weeks(16, '07:01'), rs);
    expect(found.map((v) => [v.measured, v.limit, v.facts.nights])).toEqual([[2401, 2400, 16]]);
  });
  it('with 15 nights the 48 h limit holds', () => expect(check(weeks(15), rs)).toEqual([]));
});

describe('weekly rest: 36 h in every 7×24 h', () => {
  const noAlternative = only('weeklyRest', (r) => (r.weeklyRest.params.alternativeMinutes = 0));
  // Mon, Tue, Wed 08:00–20:00, then a night Thu 20:00 to Fri 08:00: 96 h of work stretch.
  const stretch = (end: string) => [
    ...days('2026-06-01', 3, '08:00', '20:00'),
    shift('2026-06-04', '20:00', end, 'Night'),
  ];
  it.each([
    ['07:59', false],
    ['08:00', false],
    ['08:01', true],
  ])('a stretch of 96 h ending %s', (end, fails) => {
    expect(check(stretch(end), noAlternative).length > 0).toBe(fails);
  });
  it('names the stretch and its longest rest', () => {
    const [v] = check(stretch('08:01'), noAlternative);
    expect(v).toMatchObject({ measured: 24 * 60, limit: 36 * 60 });
    expect(v!.facts).toMatchObject({
      periodStart: '2026-06-01T06:00:00.000Z',
      periodEnd: '2026-06-05T06:01:00.000Z',
    });
  });
  it('is kept by 72 h in 14×24 h in parts of at least 32 h', () => {
    expect(check(stretch('08:01'), only('weeklyRest'))).toEqual([]);
  });
  it('fixed weeks: each rule week holds 36 h', () => {
    const fixed = only(
      'weeklyRest',
      (r) => (r.weeklyRest.params = { ...r.weeklyRest.params, windowMode: 'FIXED', alternativeMinutes: 0 }),
    );
    // Sunday 2026-06-07 12:00 to Monday 00:00 is 12 h; the week holds 35 h 59 from Sat 00:01.
    const shifts = [
      ...days('2026-06-01', 5, '08:00', '20:00'),
      shift('2026-06-05', '20:00', '00:01', 'Late'),
      shift('2026-06-07', '12:00', '23:59', 'Day'),
    ];
    expect(measured(check(shifts, fixed))).toEqual([35 * 60 + 59]);
  });
});

describe('longest night shift: 10 h, 12 h at most 5 times in 2 weeks', () => {
  const rs = only('nightShiftLength');
  it.each([
    ['08:00', []],
    ['10:00', []],
    ['10:01', [721]],
  ])('22:00–%s', (end, expected) =>
    expect(measured(check([shift('2026-06-01', '22:00', end, 'Night')], rs))).toEqual(expected),
  );
  it('the sixth long night in 2 weeks is one too many', () => {
    const five = days('2026-06-01', 5, '22:00', '09:00', 'Night', 2);
    expect(check(five, rs)).toEqual([]);
    const six = [...five, shift('2026-06-11', '22:00', '09:00', 'Night')];
    expect(check(six, rs).map((v) => [v.measured, v.limit, v.unit, v.date])).toEqual([
      [6, 5, 'COUNT', '2026-06-11'],
    ]);
    // Two weeks after the first, it has left the window.
    expect(check([...five, shift('2026-06-15', '22:00', '09:00', 'Night')], rs)).toEqual([]);
  });
});

describe('rest after a late night: 14 h, once per week down to 8 h', () => {
  const rs = only('restAfterLateNight');
  const night = shift('2026-06-01', '23:00', '07:00', 'Night');
  it.each([
    ['21:00', []],
    ['20:59', []], // 13 h 59: the shortened rest
    ['15:00', []], // 8 h
    ['14:59', [479]],
  ])('next shift at %s', (start, expected) => {
    expect(measured(check([night, shift('2026-06-02', start, '23:30', 'Late')], rs))).toEqual(expected);
  });
  it('does not apply after a night ending at 02:00', () => {
    expect(
      check([shift('2026-06-01', '22:00', '02:00', 'Night'), shift('2026-06-02', '09:00', '17:00')], rs),
    ).toEqual([]);
    expect(
      measured(
        check([shift('2026-06-01', '22:00', '02:01', 'Night'), shift('2026-06-02', '09:00', '17:00')], rs),
      ),
    ).toEqual([419]);
  });
});

describe('nights ending after 02:00: at most 36 in 16 weeks', () => {
  const rs = only('maxLateNights');
  it('the 37th in 16 weeks is one too many, one exactly 16 weeks earlier does not count', () => {
    // April to July: no daylight-saving change, so 16 weeks of days are 16 × 7 × 24 h.
    const nights = days('2026-04-06', 36, '23:00', '07:00', 'Night', 3);
    expect(check(nights, rs)).toEqual([]);
    const extra = shift(addDays('2026-04-06', 36 * 3), '23:00', '07:00', 'Night');
    expect(measured(check([...nights, extra], rs))).toEqual([37]);
    const later = shift(addDays('2026-04-06', 16 * 7), '23:00', '07:00', 'Night');
    expect(check([...nights, later], rs)).toEqual([]);
  });
});

describe('runs of days', () => {
  it('a run with a night holds at most 7 shifts', () => {
    const rs = only('maxRunWithNight');
    const seven = [
      ...days('2026-06-01', 6, '08:00', '16:00'),
      shift('2026-06-07', '23:00', '07:00', 'Night'),
    ];
    expect(check(seven, rs)).toEqual([]);
    expect(measured(check([...seven, shift('2026-06-08', '23:00', '07:00', 'Night')], rs))).toEqual([8]);
    expect(check(days('2026-06-01', 8, '08:00', '16:00'), rs)).toEqual([]);
  });
  it('most working days in a row: 6', () => {
    const rs = only('maxConsecutiveDays');
    expect(check(days('2026-06-01', 6, '08:00', '16:00'), rs)).toEqual([]);
    expect(
      check(days('2026-06-01', 7, null as never, null as never), rs).map((v) => [v.measured, v.date]),
    ).toEqual([[7, '2026-06-07']]);
  });
  it('fewest working days in a row: 2', () => {
    const rs = onlyRules(['minConsecutiveDays']);
    rs.rules.minConsecutiveDays.enabled = true;
    expect(check(days('2026-06-01', 2, '08:00', '16:00'), rs)).toEqual([]);
    expect(measured(check([shift('2026-06-01', '08:00', '16:00')], rs))).toEqual([1]);
  });
  it('fewest days off in a row: 2', () => {
    const rs = only('minConsecutiveDaysOff');
    const one = [shift('2026-06-01', '08:00', '16:00'), shift('2026-06-03', '08:00', '16:00')];
    expect(check(one, rs).map((v) => [v.measured, v.facts.offStart])).toEqual([[1, '2026-06-02']]);
    expect(check([shift('2026-06-01', '08:00', '16:00'), shift('2026-06-04', '08:00', '16:00')], rs)).toEqual(
      [],
    );
  });
});

describe('periods', () => {
  it('weekends worked: at most 2 a month', () => {
    const rs = only('maxWeekendsWorked');
    const two = [
      shift('2026-06-06', '08:00', '16:00'),
      shift('2026-06-07', '08:00', '16:00'),
      shift('2026-06-14', '08:00', '16:00'),
    ];
    expect(check(two, rs)).toEqual([]);
    expect(measured(check([...two, shift('2026-06-20', '08:00', '16:00')], rs))).toEqual([3]);
  });
  it('most hours in a week: 40', () => {
    const rs = only('maxMinutesInPeriod');
    expect(check(days('2026-06-01', 5, '08:00', '16:00'), rs)).toEqual([]);
    expect(
      measured(
        check([...days('2026-06-01', 4, '08:00', '16:00'), shift('2026-06-05', '08:00', '16:01')], rs),
      ),
    ).toEqual([2401]);
  });
  it('a contract’s own hours replace the set’s, even with the rule off', () => {
    const contract: ContractPeriod = {
      id: 'c',
      staffId: 'p1',
      startsOn: '2026-01-01',
      hoursPerWeek: 24,
      minHoursPerPeriod: 24,
      maxHoursPerPeriod: 30,
      period: 'WEEK',
      ruleSetId: null,
    };
    const run = (shifts: WorkedShift[]) =>
      checkRules({
        shifts,
        contracts: [contract],
        ruleSets: [ruleSet('NONE')],
        absences: [],
        window: { startDate: '2026-06-01', endDate: '2026-06-07' },
        timeZone: TZ,
      }).map((v) => [v.ruleId, v.measured, v.limit, v.date]);
    expect(run(days('2026-06-01', 3, '08:00', '16:00'))).toEqual([]);
    expect(run(days('2026-06-01', 4, '08:00', '16:00'))).toEqual([
      ['maxMinutesInPeriod', 1920, 1800, '2026-06-04'],
    ]);
    expect(run(days('2026-06-01', 2, '08:00', '16:00'))).toEqual([
      ['minMinutesInPeriod', 960, 1440, '2026-06-07'],
    ]);
  });
  it('shifts of one type: at most 3 nights a month', () => {
    const rs = only(
      'maxShiftsOfType',
      (r) => (r.maxShiftsOfType.params.limits = [{ shiftTypeId: 'night', max: 3 }]),
    );
    const three = days('2026-06-01', 3, '23:00', '07:00', 'Night', 3);
    expect(check(three, rs)).toEqual([]);
    expect(measured(check([...three, shift('2026-06-20', '23:00', '07:00', 'Night')], rs))).toEqual([4]);
  });
});

describe('forbidden successions: Night → Early', () => {
  const pairs = [{ fromShiftTypeId: 'night', toShiftTypeId: 'early' }];
  const night = shift('2026-06-01', '23:00', '07:00', 'Night');
  it('as the next shift on the next day', () => {
    const rs = only('forbiddenSuccession', (r) => (r.forbiddenSuccession.params.pairs = pairs));
    expect(check([night, shift('2026-06-02', '15:00', '23:00', 'Early')], rs).map((v) => v.ruleId)).toEqual([
      'forbiddenSuccession',
    ]);
    expect(check([night, shift('2026-06-03', '07:00', '15:00', 'Early')], rs)).toEqual([]);
  });
  it('within 12 h of the end', () => {
    const rs = only(
      'forbiddenSuccession',
      (r) => (r.forbiddenSuccession.params = { withinMinutes: 720, pairs }),
    );
    expect(check([night, shift('2026-06-02', '19:00', '23:00', 'Early')], rs)).toEqual([]);
    expect(measured(check([night, shift('2026-06-02', '18:59', '23:00', 'Early')], rs))).toEqual([719]);
  });
});

describe('contracts choose the rule set by the violation’s date', () => {
  it('checks before the new contract with the default set, after it with the contract’s', () => {
    const eu = ruleSet('EU_WTD', 'eu', false);
    const contract: ContractPeriod = {
      id: 'c',
      staffId: 'p1',
      startsOn: '2026-06-10',
      hoursPerWeek: 36,
      minHoursPerPeriod: null,
      maxHoursPerPeriod: null,
      period: 'WEEK',
      ruleSetId: 'eu',
    };
    const found = checkRules({
      shifts: [shift('2026-06-05', '07:00', '20:00'), shift('2026-06-12', '07:00', '20:00')],
      contracts: [contract],
      ruleSets: [ruleSet('NL_ATW', 'nl'), eu],
      absences: [],
      window: { startDate: '2026-06-01', endDate: '2026-06-30' },
      timeZone: TZ,
    });
    expect(found.map((v) => [v.ruleId, v.date, v.ruleSetId])).toEqual([
      ['maxShiftLength', '2026-06-05', 'nl'],
    ]);
  });
});

describe('a heavy period is one average violation', () => {
  it('reports consecutive over-limit blocks once, for the block furthest over', () => {
    // Six weeks of 5 × 11 h 30 (57 h 30): the 4-week blocks ending in weeks 4, 5 and 6 are all over.
    const shifts = [0, 1, 2, 3, 4, 5].flatMap((w) => days(addDays('2026-06-01', 7 * w), 5, '07:00', '18:30'));
    const found = check(shifts, only('averageWeekShort'));
    expect(found.map((v) => [v.measured, v.limit, v.date, v.facts.periodStart])).toEqual([
      [3450, 3300, '2026-06-26', '2026-05-31T22:00:00.000Z'],
    ]);
  });
});
