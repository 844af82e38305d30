import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, rangeCovers, rangesOverlap } from './dates';

describe('date ranges', () => {
  const week = { startDate: '2026-03-02', endDate: '2026-03-08' };

  it('covers both ends and the days between, nothing outside', () => {
    expect(['2026-03-02', '2026-03-05', '2026-03-08'].map((d) => rangeCovers(week, d))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['2026-03-01', '2026-03-09', '2025-03-05'].map((d) => rangeCovers(week, d))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('overlaps when the ranges share a day, also only their ends', () => {
    expect(rangesOverlap(week, { startDate: '2026-03-08', endDate: '2026-03-20' })).toBe(true);
    expect(rangesOverlap(week, { startDate: '2026-02-01', endDate: '2026-03-02' })).toBe(true);
    expect(rangesOverlap(week, { startDate: '2026-03-09', endDate: '2026-03-20' })).toBe(false);
  });

  it('overlap is the same as some day covered by both', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays('2026-01-01', n));
    const range = fc
      .tuple(day, day)
      .map(([a, b]) => (a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a }));
    fc.assert(
      fc.property(range, range, (a, b) => {
        const days = Array.from({ length: 61 }, (_, n) => addDays('2026-01-01', n));
        expect(rangesOverlap(a, b)).toBe(days.some((d) => rangeCovers(a, d) && rangeCovers(b, d)));
      }),
    );
  });
});
