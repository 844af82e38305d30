import { describe, expect, it } from 'vitest';
import { isValidTimeZone, shiftDurationMinutes, timeZoneOffsetMinutes, todayInTimeZone, toDayNumber, zonedInstant } from './index';

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
    expect(new Date(zonedInstant(day, 150, 'Europe/Amsterdam')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant(day, 150, 'Europe/Amsterdam')).toBeGreaterThan(zonedInstant(day, 90, 'Europe/Amsterdam'));
  });
  it('America/New_York 02:30 on 2026-03-08 is 07:30 UTC', () => {
    expect(new Date(zonedInstant(toDayNumber('2026-03-08'), 150, 'America/New_York')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
  it('in a fall-back overlap the first occurrence: Amsterdam 02:30 on 2026-10-25 is 00:30 UTC (CEST), New York 01:30 on 2026-11-01 05:30 UTC (EDT)', () => {
    expect(new Date(zonedInstant(toDayNumber('2026-10-25'), 150, 'Europe/Amsterdam')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(new Date(zonedInstant(toDayNumber('2026-11-01'), 90, 'America/New_York')).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});
