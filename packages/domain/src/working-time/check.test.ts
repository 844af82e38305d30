import { describe, expect, it } from 'vitest';
import { check, onlyRules, ruleSet, shift } from './test-helpers';

// 2026-06-01 is a Monday.
describe('checkRules: the official example of rest after a series of nights', () => {
  // Nights Fri, Sat, Sun, Mon 22:00–06:00: the last ends Tuesday 2026-06-02 06:00.
  const nights = ['2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01'].map((d) =>
    shift(d, '22:00', '06:00', 'Night'),
  );

  it('lets work resume on Thursday 04:00 under the whole Dutch set', () => {
    expect(check([...nights, shift('2026-06-04', '04:00', '12:00', 'Early')], ruleSet('NL_ATW'))).toEqual([]);
  });

  it('refuses Thursday 03:59: 45 h 59 of the 46 h', () => {
    const early = shift('2026-06-04', '03:59', '12:00', 'Early');
    const found = check([...nights, early], ruleSet('NL_ATW'));
    expect(found.map((v) => [v.ruleId, v.measured, v.limit, v.date])).toEqual([
      ['restAfterNightSeries', 45 * 60 + 59, 46 * 60, '2026-06-04'],
    ]);
    expect(found[0]!.shiftIds).toEqual([nights[3]!.id, early.id]);
    expect(found[0]!.facts).toMatchObject({
      nights: 4,
      firstEnd: '2026-06-02T04:00:00.000Z',
      secondStart: '2026-06-04T01:59:00.000Z',
    });
  });

  it('does not apply to two nights in a row', () => {
    const two = nights.slice(2);
    expect(
      check([...two, shift('2026-06-03', '08:00', '16:00')], onlyRules(['restAfterNightSeries'])),
    ).toEqual([]);
  });
});

describe('checkRules: longest shift', () => {
  const rs = onlyRules(['maxShiftLength']);
  it.each([
    ['18:59', []],
    ['19:00', []],
    ['19:01', [721]],
  ])('07:00–%s', (end, measured) => {
    expect(check([shift('2026-06-01', '07:00', end)], rs).map((v) => v.measured)).toEqual(measured);
  });

  it('counts real minutes across daylight-saving changes: 22:00–06:00 is 7 h in spring and 9 h in autumn', () => {
    const eight = onlyRules(['maxShiftLength'], (r) => (r.maxShiftLength.params.maxMinutes = 8 * 60));
    expect(check([shift('2026-03-28', '22:00', '06:00')], eight)).toEqual([]);
    expect(check([shift('2026-10-24', '22:00', '06:00')], eight).map((v) => v.measured)).toEqual([540]);
    const seven = onlyRules(['maxShiftLength'], (r) => (r.maxShiftLength.params.maxMinutes = 7 * 60 - 1));
    expect(check([shift('2026-03-28', '22:00', '06:00')], seven).map((v) => v.measured)).toEqual([420]);
  });

  it('gives the same answer whatever zone the host runs in', () => {
    expect(
      check(
        [shift('2026-10-24', '22:00', '06:00')],
        onlyRules(['maxShiftLength'], (r) => (r.maxShiftLength.params.maxMinutes = 539)),
      )[0]!.facts,
    ).toMatchObject({
      shiftStart: '2026-10-24T20:00:00.000Z',
      shiftEnd: '2026-10-25T05:00:00.000Z',
    });
  });
});

describe('checkRules: daily rest', () => {
  const rs = onlyRules(['dailyRest']);
  const day = shift('2026-06-01', '07:00', '15:00', 'Day');
  it.each([
    ['02:01', null],
    ['02:00', null],
    // 10 h 59: the shortened rest, allowed once per 7×24 h.
    ['01:59', null],
    ['22:59', 479],
  ])('day shift ending 15:00, next starting %s', (start, measured) => {
    const nextDate = start >= '15:00' ? '2026-06-01' : '2026-06-02';
    const found = check([day, shift(nextDate, start, '10:00')], rs);
    expect(found.map((v) => v.measured)).toEqual(measured === null ? [] : [measured]);
  });

  it('allows the 8 h rest once per 7×24 h, not twice', () => {
    const shifts = [
      shift('2026-06-01', '07:00', '15:00'),
      shift('2026-06-01', '23:00', '07:00'), // 8 h after the first
      shift('2026-06-05', '07:00', '15:00'),
      shift('2026-06-05', '23:00', '07:00'), // 8 h again, 4 days later
    ];
    const found = check(shifts, rs);
    expect(found.map((v) => [v.measured, v.date, v.facts.shortenedUsedAt])).toEqual([
      [480, '2026-06-05', '2026-06-01T13:00:00.000Z'],
    ]);
    // A week and a minute later the allowance is back.
    const later = [
      shifts[0]!,
      shifts[1]!,
      shift('2026-06-08', '07:01', '15:01'),
      shift('2026-06-08', '23:01', '07:00'),
    ];
    expect(check(later, rs)).toEqual([]);
  });

  it('reads the rest inside the 24 h from a shift start, so a split shift is not short rest', () => {
    const split = [
      shift('2026-06-01', '07:00', '11:00'),
      shift('2026-06-01', '14:00', '18:00'),
      shift('2026-06-02', '07:00', '11:00'),
    ];
    expect(check(split, rs)).toEqual([]);
  });
});

describe('checkRules: double booking and absence', () => {
  const rs = ruleSet('NONE');
  it('flags overlapping shifts, not touching ones', () => {
    const a = shift('2026-06-01', '07:00', '15:00', 'Early');
    const b = shift('2026-06-01', '14:59', '23:00', 'Late');
    const c = shift('2026-06-01', '15:00', '23:00', 'Late');
    expect(check([a, b], rs).map((v) => [v.ruleId, v.shiftIds, v.measured])).toEqual([
      ['doubleBooking', [a.id, b.id], 1],
    ]);
    expect(check([a, c], rs)).toEqual([]);
  });

  it('flags the same untimed shift type twice on a day', () => {
    const a = shift('2026-06-01', null, null, 'Training');
    const b = shift('2026-06-01', null, null, 'Training');
    expect(check([a, b], rs).map((v) => v.ruleId)).toEqual(['doubleBooking']);
  });

  it('flags a shift on a day of the person’s absence', () => {
    const absences = [{ id: 'a1', staffId: 'p1', startDate: '2026-06-02', endDate: '2026-06-03' }];
    const found = check([shift('2026-06-01', '07:00', '15:00'), shift('2026-06-03', '07:00', '15:00')], rs, {
      absences,
    });
    expect(found.map((v) => [v.ruleId, v.date, v.severity, v.facts.absenceStart])).toEqual([
      ['duringAbsence', '2026-06-03', 'HARD', '2026-06-02'],
    ]);
  });

  it('reports only violations dated in the window', () => {
    const a = shift('2026-06-01', '07:00', '15:00');
    const b = shift('2026-06-01', '08:00', '16:00');
    expect(check([a, b], rs, { window: { startDate: '2026-06-02', endDate: '2026-06-30' } })).toEqual([]);
  });
});
