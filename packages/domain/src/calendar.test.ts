import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addWeeks,
  formatWeekParam,
  isMonthParam,
  isoWeekOf,
  isoWeekStart,
  isoWeeksInYear,
  monthEnd,
  monthGridRange,
  monthOf,
  monthStart,
  monthsBetween,
  parseWeekParam,
  validateMonthRange,
} from './index';

describe('ISO weeks', () => {
  it.each([
    ['2025-12-29', 2026, 1, 1],
    ['2026-01-01', 2026, 1, 4],
    ['2026-12-31', 2026, 53, 4],
    ['2027-01-03', 2026, 53, 7],
    ['2027-01-04', 2027, 1, 1],
    ['2028-02-29', 2028, 9, 2],
    ['2021-01-03', 2020, 53, 7],
  ])('%s is %i-W%i-%i', (date, year, week, weekday) => {
    expect(isoWeekOf(date)).toEqual({ year, week, weekday });
  });

  it('knows 52- and 53-week years', () => {
    expect([2020, 2021, 2025, 2026, 2027, 2032].map(isoWeeksInYear)).toEqual([53, 52, 52, 53, 52, 53]);
  });

  it('finds the Monday of a week', () => {
    expect(isoWeekStart(2026, 1)).toBe('2025-12-29');
    expect(isoWeekStart(2026, 53)).toBe('2026-12-28');
    expect(isoWeekStart(2027, 1)).toBe('2027-01-04');
  });

  it('navigates 2026-W52 → 2026-W53 → 2027-W01 and back', () => {
    const w52 = parseWeekParam('2026-52')!;
    expect(formatWeekParam(addWeeks(w52, 1))).toBe('2026-53');
    expect(formatWeekParam(addWeeks(w52, 2))).toBe('2027-01');
    expect(formatWeekParam(addWeeks(parseWeekParam('2027-01')!, -1))).toBe('2026-53');
  });

  it.each([
    ['2026-53', '2026-12-28'],
    ['2026-W53', '2026-12-28'],
    ['2026-01', '2025-12-29'],
    ['2026-W1', '2025-12-29'],
    ['2027-53', null],
    ['2026-00', null],
    ['2026-54', null],
    ['26-01', null],
    ['2026-1x', null],
    ['', null],
  ])('parseWeekParam(%j) = %j', (param, monday) => expect(parseWeekParam(param)).toBe(monday));

  it('formats zero-padded', () => expect(formatWeekParam('2026-01-05')).toBe('2026-02'));
});

describe('months', () => {
  it('computes bounds, leap Februaries and navigation', () => {
    expect(monthOf('2026-03-17')).toBe('2026-03');
    expect(monthStart('2026-03')).toBe('2026-03-01');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2026-02')).toBe('2026-02-28');
    expect(monthEnd('2100-02')).toBe('2100-02-28');
    expect(monthEnd('2026-04')).toBe('2026-04-30');
    expect(addMonths('2026-03', 1)).toBe('2026-04');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-01', -13)).toBe('2024-12');
  });

  it('validates month parameters', () => {
    expect(['2026-01', '2026-12'].every(isMonthParam)).toBe(true);
    expect(['2026-13', '2026-00', '2026-1', '2026-01-01', 'x'].some(isMonthParam)).toBe(false);
  });

  it('pads the grid to whole Monday-first weeks', () => {
    expect(monthGridRange('2026-03')).toEqual({ startDate: '2026-02-23', endDate: '2026-04-05' });
    expect(monthGridRange('2026-06')).toEqual({ startDate: '2026-06-01', endDate: '2026-07-05' });
    expect(monthGridRange('2027-02')).toEqual({ startDate: '2027-02-01', endDate: '2027-02-28' });
  });

  it('counts and validates month ranges (at most 12)', () => {
    expect(monthsBetween('2026-01', '2026-03')).toBe(3);
    expect(monthsBetween('2026-11', '2027-02')).toBe(4);
    expect(validateMonthRange('2026-01', '2026-12')).toBeNull();
    expect(validateMonthRange('2026-01', '2026-01')).toBeNull();
    expect(validateMonthRange('2026-01', '2027-01')).toBe('tooLong');
    expect(validateMonthRange('2026-03', '2026-02')).toBe('endBeforeStart');
  });
});
