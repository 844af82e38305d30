import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absenceOn,
  claimBlock,
  claimConflicts,
  claimWindow,
  isOpenOccurrence,
  overlappingShifts,
  shiftsByDate,
  timedShiftInterval,
  type TimedShift,
} from './claims';
import { absence } from './schedule/test-fixtures';

const AMS = 'Europe/Amsterdam';
const shift = (
  date: string,
  startTime: string | null,
  endTime: string | null,
  id = `${date}-${startTime}`,
): TimedShift & { id: string } => ({ id, date, shiftType: { startTime, endTime } });

describe('claimWindow', () => {
  it('runs from today to today + maxSelfPlanningDays, both included', () => {
    expect(claimWindow('2026-03-30', 14)).toEqual({ startDate: '2026-03-30', endDate: '2026-04-13' });
    expect(claimWindow('2026-12-31', 0)).toEqual({ startDate: '2026-12-31', endDate: '2026-12-31' });
  });
});

describe('absenceOn', () => {
  const absences = [
    absence('a1', 'alice', '2026-03-02', '2026-03-06'),
    absence('a2', 'bob', '2026-03-10', '2026-03-10'),
  ];
  it.each([
    ['alice', '2026-03-01', undefined],
    ['alice', '2026-03-02', 'a1'],
    ['alice', '2026-03-06', 'a1'],
    ['alice', '2026-03-07', undefined],
    ['bob', '2026-03-04', undefined],
    ['bob', '2026-03-10', 'a2'],
  ])('%s on %s: %s', (staffId, date, id) => expect(absenceOn(absences, staffId, date)?.id).toBe(id));
});

describe('isOpenOccurrence', () => {
  const open = { rotationSlotId: 'slot-1', isOneOffShift: false, staffId: null, isCancelled: false };
  it('is a rotation occurrence without staff, not cancelled', () =>
    expect(isOpenOccurrence(open)).toBe(true));
  it.each([
    ['with staff', { staffId: 'alice' }],
    ['cancelled', { isCancelled: true }],
    ['a one-off', { isOneOffShift: true }],
    ['without a slot', { rotationSlotId: null }],
  ])('is not %s', (_, change) => expect(isOpenOccurrence({ ...open, ...change })).toBe(false));
});

describe('overlappingShifts', () => {
  it('a night ending at 07:00 overlaps an early starting at 06:00 the next day, not one at 07:00', () => {
    const night = shift('2026-03-10', '22:00', '07:00');
    expect(overlappingShifts(shift('2026-03-11', '06:00', '14:00'), [night], AMS)).toEqual([night]);
    expect(overlappingShifts(shift('2026-03-11', '07:00', '15:00'), [night], AMS)).toEqual([]);
  });

  it('uses real hours: over the autumn change a night 22:00–06:00 ends an hour later than its times say (at 06:00 CET)', () => {
    // 2026-10-24 22:00 CEST is 20:00 UTC; the next 06:00 is CET (05:00 UTC), nine hours later.
    const night = shift('2026-10-24', '22:00', '06:00');
    expect(timedShiftInterval(night, AMS)).toEqual({
      start: Date.UTC(2026, 9, 24, 20),
      end: Date.UTC(2026, 9, 25, 5),
    });
    expect(overlappingShifts(shift('2026-10-25', '05:30', '13:00'), [night], AMS)).toEqual([night]);
  });

  it('shifts without times overlap nothing', () => {
    const allDay = shift('2026-03-11', null, null);
    expect(overlappingShifts(allDay, [shift('2026-03-11', '07:00', '15:00')], AMS)).toEqual([]);
    expect(overlappingShifts(shift('2026-03-11', '07:00', '15:00'), [allDay], AMS)).toEqual([]);
    expect(timedShiftInterval(shift('2026-03-11', '07:00', null), AMS)).toBeNull();
  });

  it('a shift always overlaps itself and never a shift two days later', () => {
    const time = fc
      .integer({ min: 0, max: 1439 })
      .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 28 }), time, time, time, time, (day, s1, e1, s2, e2) => {
        const date = `2026-03-${String(day).padStart(2, '0')}`;
        const a = shift(date, s1, e1);
        const later = {
          id: 'later',
          date: `2026-04-${String(day).padStart(2, '0')}`,
          shiftType: { startTime: s2, endTime: e2 },
        };
        return overlappingShifts(a, [a], AMS).length === 1 && overlappingShifts(a, [later], AMS).length === 0;
      }),
    );
  });
});

describe('shiftsByDate and claimConflicts', () => {
  const entry = (
    id: string,
    date: string,
    staffId: string | null,
    isCancelled = false,
    startTime = '22:00',
    endTime = '07:00',
  ) => ({
    id,
    date,
    staffId,
    isCancelled,
    shiftType: { startTime, endTime },
  });

  it("groups the member's shifts that are not cancelled by date", () => {
    const byDate = shiftsByDate(
      [
        entry('1', '2026-03-10', 'alice'),
        entry('2', '2026-03-10', 'bob'),
        entry('3', '2026-03-11', 'alice', true),
        entry('4', '2026-03-10', 'alice'),
      ],
      'alice',
    );
    expect([...byDate].map(([date, list]) => [date, list.map((e) => e.id)])).toEqual([
      ['2026-03-10', ['1', '4']],
    ]);
  });

  it("looks at the member's shifts of the day before and after only", () => {
    const mine = shiftsByDate(
      [
        entry('before', '2026-03-10', 'alice'),
        entry('same', '2026-03-11', 'alice', false, '05:00', '08:00'),
        entry('after', '2026-03-12', 'alice', false, '05:00', '13:00'),
      ],
      'alice',
    );
    const claimed = shift('2026-03-11', '06:00', '14:00');
    expect(claimConflicts(claimed, mine, AMS).map((e) => e.id)).toEqual(['before']);
    expect(claimConflicts(shift('2026-03-11', '22:00', '07:00'), mine, AMS).map((e) => e.id)).toEqual([
      'after',
    ]);
  });
});

describe('claimBlock', () => {
  const member = { id: 'alice', skills: ['night'] };
  const open = { id: 'open', date: '2026-03-11', shiftTypeId: 'night' };
  const work = (id: string, date: string, isCancelled = false, staffId = 'alice') => ({
    id,
    date,
    staffId,
    isCancelled,
  });

  it('is free when skilled, present and not working that day', () => {
    expect(
      claimBlock(
        member,
        open,
        [absence('a', 'alice', '2026-03-12', '2026-03-12')],
        [work('w', '2026-03-10'), work('x', '2026-03-11', true), work('y', '2026-03-11', false, 'bob')],
      ),
    ).toBeNull();
  });

  it('refuses a member not skilled for the type first', () => {
    expect(
      claimBlock({ id: 'alice', skills: [] }, open, [absence('a', 'alice', '2026-03-11', '2026-03-11')], []),
    ).toEqual({ reason: 'NOT_QUALIFIED' });
  });

  it('then an absence covering the day, then another shift that day', () => {
    const away = absence('a', 'alice', '2026-03-09', '2026-03-11');
    expect(claimBlock(member, open, [away], [work('w', '2026-03-11')])).toEqual({
      reason: 'ABSENT',
      absence: away,
    });
    expect(claimBlock(member, open, [], [work('w', '2026-03-11')])).toEqual({
      reason: 'WORKING',
      shift: work('w', '2026-03-11'),
    });
  });

  it('does not count the shift itself as work that day', () => {
    expect(claimBlock(member, open, [], [work('open', '2026-03-11')])).toBeNull();
  });
});
