import { describe, expect, it } from 'vitest';
import { shiftHours } from './shift-hours';

describe('shiftHours', () => {
  it.each([
    ['07:00', '15:00', 8],
    ['22:00', '06:00', 8],
    ['09:00', '13:30', 4.5],
    ['08:00', '08:00', 24],
  ])('%s–%s lasts %s h', (start, end, hours) => expect(shiftHours(start, end)).toBe(hours));

  it('is unknown without both times, or with a time that is not HH:mm', () => {
    expect(shiftHours('07:00', null)).toBeNull();
    expect(shiftHours(undefined, '15:00')).toBeNull();
    expect(shiftHours('7:00', '15:00')).toBeNull();
    expect(shiftHours('07:00', '25:00')).toBeNull();
  });

  it('on a given date in a zone counts real time: a night 22:00–07:00 over the spring and autumn changes', () => {
    expect(shiftHours('22:00', '07:00', { date: '2026-03-28', timeZone: 'Europe/Amsterdam' })).toBe(8);
    expect(shiftHours('22:00', '07:00', { date: '2026-10-24', timeZone: 'Europe/Amsterdam' })).toBe(10);
    expect(shiftHours('22:00', '07:00', { date: '2026-06-13', timeZone: 'Europe/Amsterdam' })).toBe(9);
  });
});
