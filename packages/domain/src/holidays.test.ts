import { describe, expect, it } from 'vitest';
import { dutchPublicHolidays, easterSunday } from './holidays';

describe('dutchPublicHolidays', () => {
  it('lists the eleven holidays of 2026 in date order, Easter on 5 April', () => {
    expect(dutchPublicHolidays(2026).map((h) => [h.date, h.nameNl])).toEqual([
      ['2026-01-01', 'Nieuwjaarsdag'],
      ['2026-04-03', 'Goede Vrijdag'],
      ['2026-04-05', 'Eerste Paasdag'],
      ['2026-04-06', 'Tweede Paasdag'],
      ['2026-04-27', 'Koningsdag'],
      ['2026-05-05', 'Bevrijdingsdag'],
      ['2026-05-14', 'Hemelvaartsdag'],
      ['2026-05-24', 'Eerste Pinksterdag'],
      ['2026-05-25', 'Tweede Pinksterdag'],
      ['2026-12-25', 'Eerste Kerstdag'],
      ['2026-12-26', 'Tweede Kerstdag'],
    ]);
  });

  it('moves King’s Day to 26 April when the 27th is a Sunday (2025), not otherwise (2024)', () => {
    const kingsDay = (year: number) => dutchPublicHolidays(year).find((h) => h.nameNl === 'Koningsdag')?.date;
    expect(kingsDay(2025)).toBe('2025-04-26');
    expect(kingsDay(2024)).toBe('2024-04-27');
    expect(kingsDay(2031)).toBe('2031-04-26');
  });

  it('finds Easter by the Gregorian computus, at both ends of its range', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(1900)).toBe('1900-04-15');
  });

  it('gives one day with both names when Ascension falls on Liberation Day (2016)', () => {
    const list = dutchPublicHolidays(2016);
    expect(list).toHaveLength(10);
    expect(list.find((h) => h.date === '2016-05-05')).toEqual({
      date: '2016-05-05',
      name: 'Liberation Day / Ascension Day',
      nameNl: 'Bevrijdingsdag / Hemelvaartsdag',
    });
    expect(new Set(list.map((h) => h.date)).size).toBe(list.length);
  });
});
