import { describe, expect, it } from 'vitest';
import { addYears, dateStatus, oneOffRange } from './one-offs';

describe('one-off helpers', () => {
  it('covers a year back to a year ahead, 29 February falling back to the 28th', () => {
    expect(oneOffRange('2026-03-04')).toEqual({ startDate: '2025-03-04', endDate: '2027-03-04' });
    expect(oneOffRange('2028-02-29')).toEqual({ startDate: '2027-02-28', endDate: '2029-02-28' });
    expect(addYears('2025-12-31', 1)).toBe('2026-12-31');
  });

  it('tells past, today and upcoming apart', () => {
    expect(['2026-03-03', '2026-03-04', '2026-03-05'].map((d) => dateStatus(d, '2026-03-04'))).toEqual([
      'past',
      'today',
      'upcoming',
    ]);
  });
});
