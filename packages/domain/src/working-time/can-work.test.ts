import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { canWork, prepareCanWork, violationKey } from './can-work';
import { TZ, addedByCandidate, onlyRules, ruleSet, shift } from './test-helpers';
import type { RuleSet, WorkedShift } from './types';

const prepare = (shifts: WorkedShift[], rs: RuleSet) =>
  prepareCanWork({ staffId: 'p1', shifts, contracts: [], ruleSets: [rs], absences: [], timeZone: TZ });

describe('canWork', () => {
  it('refuses work 45 h 59 after a series of nights and allows it at 46 h', () => {
    const nights = ['2026-05-30', '2026-05-31', '2026-06-01'].map((d) => shift(d, '22:00', '06:00', 'Night'));
    const context = prepare(nights, ruleSet('NL_ATW'));
    expect(canWork(shift('2026-06-04', '04:00', '12:00', 'Early', 'p1', 'c1'), context)).toEqual([]);
    const refused = canWork(shift('2026-06-04', '03:59', '12:00', 'Early', 'p1', 'c2'), context);
    expect(refused.map((v) => [v.ruleId, v.measured, v.shiftIds])).toEqual([
      ['restAfterNightSeries', 2759, [nights[2]!.id, 'c2']],
    ]);
  });

  it('finds an average week the candidate pushes over, as checkRules does', () => {
    const rs = onlyRules(['averageWeekShort', 'averageWeekLong']);
    // Four weeks of 5 × 11 h: exactly 55 h on average.
    const shifts = [0, 1, 2, 3].flatMap((w) =>
      [0, 1, 2, 3, 4].map((d) => shift(addDays('2026-06-01', 7 * w + d), '07:00', '18:00')),
    );
    const candidate = shift('2026-06-13', '08:00', '09:00', 'Day', 'p1', 'cand');
    const found = canWork(candidate, prepare(shifts, rs));
    expect(found.map((v) => [v.ruleId, v.measured])).toEqual([['averageWeekShort', 3315]]);
    expect(found.map(violationKey).sort()).toEqual(addedByCandidate(shifts, candidate, rs));
  });

  it('counts a candidate ending 00:15 on a Monday for the week that starts then, as checkRules does', () => {
    // 00:15 in Amsterdam is still Sunday in UTC: the longest week of the Monday's week was missed.
    const rs = onlyRules(['maxWeekMinutes']);
    const week = [0, 1, 2, 3, 4, 5, 6].map((d) => shift(addDays('2026-10-05', d), '06:00', '14:00'));
    const late = shift('2026-10-04', '20:00', '06:00', 'Night');
    const candidate = shift('2026-10-04', '16:00', '00:15', 'Early', 'p1', 'cand');
    const shifts = [late, ...week];
    const found = canWork(candidate, prepare(shifts, rs));
    expect(found.map((v) => [v.ruleId, v.measured, v.shiftIds[0]])).toEqual([
      ['maxWeekMinutes', 7 * 480 + 360 + 15, 'cand'],
    ]);
    expect(found.map(violationKey).sort()).toEqual(addedByCandidate(shifts, candidate, rs));
  });

  it('sees the shortened rest a candidate uses up for a later shift', () => {
    const rs = onlyRules(['dailyRest']);
    const shifts = [shift('2026-06-04', '07:00', '15:00'), shift('2026-06-04', '23:00', '07:00')]; // 8 h: the shortened rest
    const candidate = shift('2026-06-01', '23:00', '07:00', 'Night', 'p1', 'cand');
    const before = [shift('2026-06-01', '07:00', '15:00')];
    const found = canWork(candidate, prepare([...before, ...shifts], rs));
    // The candidate's own 8 h rest comes first; the later one is now the second in 7×24 h.
    expect(found.map((v) => [v.ruleId, v.date, v.shiftIds.includes('cand')])).toEqual([
      ['dailyRest', '2026-06-04', false],
    ]);
    expect(found.map(violationKey).sort()).toEqual(addedByCandidate([...before, ...shifts], candidate, rs));
  });
});
