import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  intervalsOverlap,
  isTimeOfDay,
  isValidTimeZone,
  parseTimeOfDay,
  shiftDurationMinutes,
  shiftInterval,
  timeZoneOffsetMinutes,
  todayInTimeZone,
  toDayNumber,
  zonedInstant,
} from './index';

describe('todayInTimeZone', () => {
  const instant = Date.UTC(2026, 10, 22, 23, 30); // 2026-11-22 23:30 UTC
  it.each([
    ['UTC', '2026-11-22'],
    ['Europe/Amsterdam', '2026-11-23'],
    ['America/Los_Angeles', '2026-11-22'],
    ['Asia/Kolkata', '2026-11-23'],
    ['Pacific/Kiritimati', '2026-11-23'],
    ['Pacific/Pago_Pago', '2026-11-22'],
  ])('%s → %s', (zone, date) => expect(todayInTimeZone(instant, zone)).toBe(date));

  it('gives the calendar date in the time zone, not the host', () => {
    const instant = Date.UTC(2026, 2, 1, 23, 30);
    expect(todayInTimeZone(instant, 'Europe/Amsterdam')).toBe('2026-03-02');
    expect(todayInTimeZone(instant, 'America/New_York')).toBe('2026-03-01');
    expect(todayInTimeZone(instant, 'UTC')).toBe('2026-03-01');
  });

  it('changes date exactly at local midnight', () => {
    // Amsterdam midnight of 2026-07-01 (CEST, UTC+2) is 2026-06-30 22:00 UTC.
    expect(todayInTimeZone(Date.UTC(2026, 5, 30, 21, 59, 59, 999), 'Europe/Amsterdam')).toBe('2026-06-30');
    expect(todayInTimeZone(Date.UTC(2026, 5, 30, 22, 0), 'Europe/Amsterdam')).toBe('2026-07-01');
  });
});

describe('time zone offsets and shift durations', () => {
  it('reads offsets', () => {
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 0, 15), 'Europe/Amsterdam')).toBe(60);
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 6, 15), 'Europe/Amsterdam')).toBe(120);
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 6, 15), 'Asia/Kolkata')).toBe(330);
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 6, 15), 'America/Los_Angeles')).toBe(-420);
  });

  it.each([
    ['2026-03-28', '22:00', '06:00', 'Europe/Amsterdam', 420],
    ['2026-10-24', '22:00', '06:00', 'Europe/Amsterdam', 540],
    ['2026-03-27', '22:00', '06:00', 'Europe/Amsterdam', 480],
    ['2026-03-29', '07:00', '15:00', 'Europe/Amsterdam', 480],
    ['2026-03-07', '22:00', '06:00', 'America/Los_Angeles', 420],
    ['2026-03-28', '22:00', '06:00', 'UTC', 480],
    ['2026-03-28', '08:00', '08:00', 'UTC', 1440],
    ['2026-03-28', '22:00', '06:00', 'Asia/Kolkata', 480],
  ])('%s %s–%s in %s = %i min', (date, start, end, zone, minutes) => {
    expect(shiftDurationMinutes(date, start, end, zone)).toBe(minutes);
  });

  it('recognises IANA zones', () => {
    expect(isValidTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('zonedInstant in a spring-forward gap', () => {
  // The doc: in a gap the earlier (pre-transition) offset applies, east and west of UTC alike.
  it('Europe/Amsterdam 02:30 on 2026-03-29 is 01:30 UTC (02:30 CET = 03:30 CEST), not before 02:00', () => {
    const day = toDayNumber('2026-03-29');
    expect(new Date(zonedInstant(day, 150, 'Europe/Amsterdam')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(zonedInstant(day, 150, 'Europe/Amsterdam')).toBeGreaterThan(
      zonedInstant(day, 90, 'Europe/Amsterdam'),
    );
  });
  it('America/New_York 02:30 on 2026-03-08 is 07:30 UTC', () => {
    expect(new Date(zonedInstant(toDayNumber('2026-03-08'), 150, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
  it('in a fall-back overlap the first occurrence: Amsterdam 02:30 on 2026-10-25 is 00:30 UTC (CEST), New York 01:30 on 2026-11-01 05:30 UTC (EDT)', () => {
    expect(new Date(zonedInstant(toDayNumber('2026-10-25'), 150, 'Europe/Amsterdam')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(new Date(zonedInstant(toDayNumber('2026-11-01'), 90, 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('HH:mm times', () => {
  it.each([
    ['00:00', 0],
    ['07:30', 450],
    ['22:00', 1320],
    ['23:59', 1439],
  ])('%s is %i minutes after midnight', (time, minutes) => {
    expect(isTimeOfDay(time)).toBe(true);
    expect(parseTimeOfDay(time)).toBe(minutes);
  });

  it.each(['24:00', '7:30', '07:60', '07:30:00', '0730', '', ' 07:30', 'ab:cd'])('refuses %j', (time) => {
    expect(isTimeOfDay(time)).toBe(false);
    expect(() => parseTimeOfDay(time)).toThrow(RangeError);
  });

  it('reads back every minute of the day it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(parseTimeOfDay(time)).toBe(minutes);
      }),
    );
  });
});

describe('shiftInterval', () => {
  const hours = (i: { start: number; end: number }) => (i.end - i.start) / 3_600_000;

  it('a night 22:00–07:00 over the spring-forward night lasts 8 h, over the autumn change 10 h', () => {
    expect(hours(shiftInterval('2026-03-28', '22:00', '07:00', 'Europe/Amsterdam'))).toBe(8);
    expect(hours(shiftInterval('2026-10-24', '22:00', '07:00', 'Europe/Amsterdam'))).toBe(10);
    expect(hours(shiftInterval('2026-03-21', '22:00', '07:00', 'Europe/Amsterdam'))).toBe(9);
  });

  it('a day shift on a normal day lasts 8 h, at its real instants', () => {
    const day = shiftInterval('2026-06-15', '07:00', '15:00', 'Europe/Amsterdam');
    expect(hours(day)).toBe(8);
    expect(new Date(day.start).toISOString()).toBe('2026-06-15T05:00:00.000Z');
    expect(new Date(day.end).toISOString()).toBe('2026-06-15T13:00:00.000Z');
  });

  it('ends on the next day when the end is not after the start', () => {
    const night = shiftInterval('2026-01-10', '22:00', '06:00', 'UTC');
    expect(new Date(night.start).toISOString()).toBe('2026-01-10T22:00:00.000Z');
    expect(new Date(night.end).toISOString()).toBe('2026-01-11T06:00:00.000Z');
    expect(hours(shiftInterval('2026-01-10', '08:00', '08:00', 'UTC'))).toBe(24);
  });

  it('answers again the same, whatever a caller did to an earlier answer', () => {
    const first = shiftInterval('2026-03-28', '22:00', '07:00', 'Europe/Amsterdam');
    const copy = { ...first };
    first.end = 0;
    expect(shiftInterval('2026-03-28', '22:00', '07:00', 'Europe/Amsterdam')).toEqual(copy);
    expect(zonedInstant(toDayNumber('2026-03-29'), 150, 'Europe/Amsterdam')).toBe(
      zonedInstant(toDayNumber('2026-03-29'), 150, 'Europe/Amsterdam'),
    );
  });

  it('refuses times that are not HH:mm', () => {
    expect(() => shiftInterval('2026-01-10', '7:00', '15:00', 'UTC')).toThrow(RangeError);
  });

  it('in a zone without daylight saving lasts as long as its wall-clock times say, from start to end', () => {
    const time = fc
      .integer({ min: 0, max: 1439 })
      .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        time,
        time,
        fc.constantFrom('UTC', 'Asia/Kolkata'),
        (offset, start, end, zone) => {
          const i = shiftInterval(addDays('2024-01-01', offset), start, end, zone);
          const wall = parseTimeOfDay(end) - parseTimeOfDay(start);
          expect((i.end - i.start) / 60_000).toBe(wall > 0 ? wall : wall + 1440);
        },
      ),
    );
  });

  it('in Europe/Amsterdam never differs from the wall-clock length by more than an hour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        (offset, s, e) => {
          const t = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const i = shiftInterval(addDays('2024-01-01', offset), t(s), t(e), 'Europe/Amsterdam');
          const wall = e > s ? e - s : e + 1440 - s;
          expect(i.end).toBeGreaterThan(i.start);
          expect(Math.abs((i.end - i.start) / 60_000 - wall)).toBeLessThanOrEqual(60);
        },
      ),
    );
  });
});

describe('intervalsOverlap', () => {
  it.each([
    [[0, 10], [5, 15], true],
    [[0, 10], [10, 20], false],
    [[0, 10], [2, 3], true],
    [[5, 6], [0, 10], true],
    [[0, 10], [11, 20], false],
  ] as const)('%j and %j: %s', ([as, ae], [bs, be], expected) => {
    expect(intervalsOverlap({ start: as, end: ae }, { start: bs, end: be })).toBe(expected);
  });

  it('is symmetric', () => {
    const interval = fc
      .tuple(fc.integer(), fc.integer({ min: 1, max: 1000 }))
      .map(([start, length]) => ({ start, end: start + length }));
    fc.assert(fc.property(interval, interval, (a, b) => intervalsOverlap(a, b) === intervalsOverlap(b, a)));
  });
});
