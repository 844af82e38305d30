import { describe, expect, it } from 'vitest';
import { validateAbsence, withStartDate } from './absence-form';
import { calendarDays } from './calendar';

describe('calendarDays', () => {
  it('gives 42 days from the Monday on or before the 1st', () => {
    const march = calendarDays('2026-03');
    expect(march).toHaveLength(42);
    expect([march[0], march[41]]).toEqual(['2026-02-23', '2026-04-05']);
    // June 2026 starts on a Monday: no padding before it, two weeks after it.
    const june = calendarDays('2026-06');
    expect([june[0], june[41]]).toEqual(['2026-06-01', '2026-07-12']);
    // A leap February.
    expect(calendarDays('2028-02')).toContain('2028-02-29');
  });
});

describe('absence form rules', () => {
  const valid = {
    staffId: 'a',
    startDate: '2026-03-10',
    endDate: '2026-03-10',
    type: 'SICK' as const,
    reason: '',
  };
  it('accepts a one-day absence and rejects an end before the start', () => {
    expect(validateAbsence(valid)).toEqual({});
    expect(validateAbsence({ ...valid, endDate: '2026-03-09' })).toEqual({ endDate: 'endDateAfterStart' });
    expect(validateAbsence({ ...valid, staffId: '', startDate: '', endDate: '' })).toEqual({
      staffId: 'staffRequired',
      startDate: 'startDateRequired',
      endDate: 'endDateRequired',
    });
  });

  it('moves an empty or earlier end date along with a new start, and keeps a later one', () => {
    expect(withStartDate({ ...valid, endDate: '' }, '2026-03-12').endDate).toBe('2026-03-12');
    expect(withStartDate(valid, '2026-03-12').endDate).toBe('2026-03-12');
    expect(withStartDate({ ...valid, endDate: '2026-03-20' }, '2026-03-12').endDate).toBe('2026-03-20');
  });
});
