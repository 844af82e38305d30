import { describe, expect, it } from 'vitest';
import { shiftHours } from './shift-hours';

describe('shiftHours', () => {
  it.each([
    ['07:00', '15:00', 8],
    ['22:00', '06:00', 8],
    ['09:00', '13:30', 4.5],
    ['08:00', '08:00', 24],
  ])('%s–%s lasts %s h', (start, end, hours) => expect(shiftHours(start, end)).toBe(hours));

  it('is unknown without both times', () => {
    expect(shiftHours('07:00', null)).toBeNull();
    expect(shiftHours(undefined, '15:00')).toBeNull();
  });
});
