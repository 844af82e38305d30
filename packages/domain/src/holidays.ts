/**
 * The Dutch national public holidays, the default holiday calendar of a workspace
 * (docs/product/working-time.md#public-holidays). Pure: the year is an argument.
 */
import { addDays, dayOfWeek } from './dates';

export interface PublicHoliday {
  /** yyyy-MM-dd. */
  date: string;
  /** The English name. */
  name: string;
  /** The Dutch name. */
  nameNl: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a Gregorian year, by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/**
 * The Dutch public holidays of `year`, in date order: New Year, Good Friday, Easter (two days),
 * King's Day (27 April, 26 April when the 27th is a Sunday), Liberation Day, Ascension, Whitsun
 * (two days) and Christmas (two days).
 */
export function dutchPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const kingsDay = ymd(year, 4, 27);
  const kingsDayDate = dayOfWeek(kingsDay) === 6 ? ymd(year, 4, 26) : kingsDay;
  const list: PublicHoliday[] = [
    { date: ymd(year, 1, 1), name: "New Year's Day", nameNl: 'Nieuwjaarsdag' },
    { date: addDays(easter, -2), name: 'Good Friday', nameNl: 'Goede Vrijdag' },
    { date: easter, name: 'Easter Sunday', nameNl: 'Eerste Paasdag' },
    { date: addDays(easter, 1), name: 'Easter Monday', nameNl: 'Tweede Paasdag' },
    { date: kingsDayDate, name: "King's Day", nameNl: 'Koningsdag' },
    { date: ymd(year, 5, 5), name: 'Liberation Day', nameNl: 'Bevrijdingsdag' },
    { date: addDays(easter, 39), name: 'Ascension Day', nameNl: 'Hemelvaartsdag' },
    { date: addDays(easter, 49), name: 'Whit Sunday', nameNl: 'Eerste Pinksterdag' },
    { date: addDays(easter, 50), name: 'Whit Monday', nameNl: 'Tweede Pinksterdag' },
    { date: ymd(year, 12, 25), name: 'Christmas Day', nameNl: 'Eerste Kerstdag' },
    { date: ymd(year, 12, 26), name: 'Boxing Day', nameNl: 'Tweede Kerstdag' },
  ];
  list.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  // Ascension falls on Liberation Day when Easter is 27 March (2016): one day, both names.
  const merged: PublicHoliday[] = [];
  for (const holiday of list) {
    const last = merged[merged.length - 1];
    if (last?.date === holiday.date)
      merged[merged.length - 1] = {
        date: last.date,
        name: `${last.name} / ${holiday.name}`,
        nameNl: `${last.nameNl} / ${holiday.nameNl}`,
      };
    else merged.push(holiday);
  }
  return merged;
}
