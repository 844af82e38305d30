import { describe, expect, it } from 'vitest';
import {
  availabilityFor,
  rulesOn,
  unavailableViolation,
  weekOn,
  type AvailabilityRule,
  type PersonAvailability,
} from './availability';

const AMS = 'Europe/Amsterdam';
// 2026-03-29: clocks go from 02:00 to 03:00 in Amsterdam; 2026-10-25: from 03:00 back to 02:00.
const rule = (
  r: Partial<AvailabilityRule> & Pick<AvailabilityRule, 'dayOfWeek' | 'kind'>,
): AvailabilityRule => ({
  startTime: null,
  endTime: null,
  note: null,
  ...r,
});
const person = (
  rules: AvailabilityRule[],
  exceptions: PersonAvailability['exceptions'] = [],
): PersonAvailability => ({
  staffId: 's1',
  weeks: [{ effectiveFrom: '2026-01-01', rules }],
  exceptions,
});

describe('availabilityFor', () => {
  it('answers HARD for a shift on a weekday marked unavailable the whole day (Tuesday = 1)', () => {
    const p = person([rule({ dayOfWeek: 1, kind: 'UNAVAILABLE', note: 'course' })]);
    const found = availabilityFor(p, { date: '2026-06-02', startTime: '07:00', endTime: '15:00' }, AMS);
    expect(found.level).toBe('HARD');
    expect(found.kind).toBe('UNAVAILABLE');
    expect(found.rule).toMatchObject({ date: '2026-06-02', source: 'WEEKLY', note: 'course' });
    expect(availabilityFor(p, { date: '2026-06-03', startTime: '07:00', endTime: '15:00' }, AMS).level).toBe(
      'NONE',
    );
  });

  it('answers SOFT for rather-not and preferred; the strongest rule decides', () => {
    const p = person([
      rule({ dayOfWeek: 2, kind: 'PREFERRED' }),
      rule({ dayOfWeek: 2, kind: 'RATHER_NOT', startTime: '18:00', endTime: '23:00' }),
    ]);
    expect(
      availabilityFor(p, { date: '2026-06-03', startTime: '07:00', endTime: '15:00' }, AMS),
    ).toMatchObject({
      level: 'SOFT',
      kind: 'PREFERRED',
    });
    expect(
      availabilityFor(p, { date: '2026-06-03', startTime: '15:00', endTime: '23:00' }, AMS),
    ).toMatchObject({
      level: 'SOFT',
      kind: 'RATHER_NOT',
    });
  });

  it('compares real instants: a range that ends when the shift starts does not touch it', () => {
    const p = person([rule({ dayOfWeek: 1, kind: 'UNAVAILABLE', startTime: '06:00', endTime: '14:00' })]);
    expect(availabilityFor(p, { date: '2026-06-02', startTime: '14:00', endTime: '22:00' }, AMS).level).toBe(
      'NONE',
    );
    expect(availabilityFor(p, { date: '2026-06-02', startTime: '13:59', endTime: '22:00' }, AMS).level).toBe(
      'HARD',
    );
  });

  it('sees a night that reaches into an unavailable day, and a range of the day before that crosses midnight', () => {
    const tuesday = person([rule({ dayOfWeek: 1, kind: 'UNAVAILABLE' })]);
    // Monday 22:00 to Tuesday 06:00 works six hours of Tuesday.
    expect(
      availabilityFor(tuesday, { date: '2026-06-01', startTime: '22:00', endTime: '06:00' }, AMS).level,
    ).toBe('HARD');
    const mondayNight = person([
      rule({ dayOfWeek: 0, kind: 'UNAVAILABLE', startTime: '22:00', endTime: '04:00' }),
    ]);
    expect(
      availabilityFor(mondayNight, { date: '2026-06-02', startTime: '03:00', endTime: '07:00' }, AMS).level,
    ).toBe('HARD');
    expect(
      availabilityFor(mondayNight, { date: '2026-06-02', startTime: '04:00', endTime: '07:00' }, AMS).level,
    ).toBe('NONE');
  });

  it('follows the DST changes (a range over the spring-forward gap, the 25-hour autumn Sunday)', () => {
    // 2026-03-29 is a Sunday (6). 01:00-04:00 wall clock lasts two real hours that night.
    const sunday = person([
      rule({ dayOfWeek: 6, kind: 'UNAVAILABLE', startTime: '01:00', endTime: '04:00' }),
    ]);
    // The 00:00-01:00 hour touches the range's start only.
    expect(
      availabilityFor(sunday, { date: '2026-03-29', startTime: '00:00', endTime: '01:00' }, AMS).level,
    ).toBe('NONE');
    // Saturday 22:00 to Sunday 03:30: 03:30 is after the jump, inside the range.
    expect(
      availabilityFor(sunday, { date: '2026-03-28', startTime: '22:00', endTime: '03:30' }, AMS).level,
    ).toBe('HARD');
    // In the autumn the whole day lasts 25 hours: 23:30 on Sunday 25 October is still Sunday.
    const autumn = person([rule({ dayOfWeek: 6, kind: 'UNAVAILABLE' })]);
    expect(
      availabilityFor(autumn, { date: '2026-10-25', startTime: '23:30', endTime: '23:59' }, AMS).level,
    ).toBe('HARD');
    expect(
      availabilityFor(autumn, { date: '2026-10-26', startTime: '00:00', endTime: '08:00' }, AMS).level,
    ).toBe('NONE');
  });

  it('lets a dated exception replace the week on its date (AVAILABLE: no rule; another kind: that one)', () => {
    const p = person(
      [rule({ dayOfWeek: 1, kind: 'UNAVAILABLE' })],
      [
        { id: 'e1', date: '2026-06-02', startTime: null, endTime: null, kind: 'AVAILABLE', note: null },
        {
          id: 'e2',
          date: '2026-06-03',
          startTime: '08:00',
          endTime: '12:00',
          kind: 'UNAVAILABLE',
          note: 'course',
        },
      ],
    );
    expect(availabilityFor(p, { date: '2026-06-02', startTime: '07:00', endTime: '15:00' }, AMS).level).toBe(
      'NONE',
    );
    expect(availabilityFor(p, { date: '2026-06-09', startTime: '07:00', endTime: '15:00' }, AMS).level).toBe(
      'HARD',
    );
    const found = availabilityFor(p, { date: '2026-06-03', startTime: '07:00', endTime: '15:00' }, AMS);
    expect(found.rule).toMatchObject({ source: 'EXCEPTION', note: 'course' });
  });

  it('treats a shift type without times as the whole day', () => {
    const p = person([rule({ dayOfWeek: 1, kind: 'RATHER_NOT', startTime: '20:00', endTime: '22:00' })]);
    expect(availabilityFor(p, { date: '2026-06-02', startTime: null, endTime: null }, AMS).kind).toBe(
      'RATHER_NOT',
    );
  });
});

describe('week versions', () => {
  it('takes the latest version starting on or before the date', () => {
    const weeks = [
      { effectiveFrom: '2026-01-01', rules: [rule({ dayOfWeek: 1, kind: 'UNAVAILABLE' })] },
      { effectiveFrom: '2026-06-15', rules: [] },
    ];
    expect(weekOn(weeks, '2026-06-14')?.effectiveFrom).toBe('2026-01-01');
    expect(weekOn(weeks, '2026-06-15')?.effectiveFrom).toBe('2026-06-15');
    expect(weekOn(weeks, '2025-12-31')).toBeUndefined();
    expect(rulesOn({ weeks, exceptions: [] }, '2026-06-09')).toHaveLength(1);
    expect(rulesOn({ weeks, exceptions: [] }, '2026-06-16')).toHaveLength(0);
  });
});

describe('unavailableViolation', () => {
  it('is a HARD violation of rule `unavailable` on the shift', () => {
    const v = unavailableViolation(
      { id: 'x', staffId: 's1', date: '2026-06-02', startTime: '07:00', endTime: '15:00' },
      {
        date: '2026-06-02',
        source: 'WEEKLY',
        startTime: null,
        endTime: null,
        kind: 'UNAVAILABLE',
        note: 'course',
      },
    );
    expect(v).toMatchObject({
      ruleId: 'unavailable',
      severity: 'HARD',
      shiftIds: ['x'],
      facts: { note: 'course' },
    });
  });
});
