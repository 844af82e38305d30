import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatLongDate,
  intlLocaleOf,
  parseCalendarDate,
  useDateFormat,
  useDateLocale,
  useFormatDate,
  useIntlDate,
} from '.';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('intlLocaleOf', () => {
  it('maps the interface language to its Intl tag, English by default', () => {
    expect(intlLocaleOf('nl')).toBe('nl-NL');
    expect(intlLocaleOf('nl-BE')).toBe('nl-NL');
    expect(intlLocaleOf('en')).toBe('en-GB');
    expect(intlLocaleOf(undefined)).toBe('en-GB');
  });
});

describe('formatLongDate', () => {
  it('writes the day as it is in the time zone', () => {
    // 23:30 UTC on 24 November is already 25 November in Amsterdam.
    const instant = new Date('2026-11-24T23:30:00Z');
    expect(formatLongDate(instant, 'en-GB', 'Europe/Amsterdam')).toBe('Wednesday, 25 November 2026');
    expect(formatLongDate(instant, 'en-GB', 'UTC')).toBe('Tuesday, 24 November 2026');
    expect(formatLongDate(instant, 'en-GB', 'Not/AZone')).toMatch(/November 2026/);
  });
});

describe('parseCalendarDate / formatCalendarDate', () => {
  it('reads only yyyy-MM-dd, as UTC midnight', () => {
    expect(parseCalendarDate('2026-03-29')?.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(parseCalendarDate('29-03-2026')).toBeNull();
    expect(parseCalendarDate('2026-03-29T10:00:00Z')).toBeNull();
  });

  it('writes the calendar day it names, and anything else as it is', () => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
    expect(formatCalendarDate('2026-03-29', 'en-GB', options)).toBe('29 Mar 2026');
    expect(formatCalendarDate('2026-03-29', 'nl-NL', options)).toBe('29 mrt 2026');
    expect(formatCalendarDate('not a date', 'en-GB', options)).toBe('not a date');
  });
});

describe('the hooks follow the interface language', () => {
  it('useFormatDate: date-fns patterns, "d MMM yyyy" by default', async () => {
    const { result, rerender } = renderHook(() => useFormatDate());
    expect(result.current('2026-03-09')).toBe('9 Mar 2026');
    expect(result.current('2026-03-09', 'EEEE d MMMM')).toBe('Monday 9 March');
    expect(result.current('nonsense', 'EEEE')).toBe('nonsense');
    await i18next.changeLanguage('nl');
    rerender();
    expect(result.current('2026-03-09', 'EEEE d MMMM')).toBe('maandag 9 maart');
  });

  it('useDateLocale: Monday-first weeks in English and Dutch', async () => {
    const { result, rerender } = renderHook(() => useDateLocale());
    expect(result.current.code).toBe('en-GB');
    expect(result.current.options?.weekStartsOn).toBe(1);
    await i18next.changeLanguage('nl');
    rerender();
    expect(result.current.code).toBe('nl');
  });

  it('useDateFormat: calendar dates stay on their day, instants are read in the zone', () => {
    const { result } = renderHook(() => useDateFormat());
    expect(result.current.date('2026-11-25')).toBe('25 November 2026');
    expect(result.current.dateTime('2026-11-25T12:50:00Z', 'Europe/Amsterdam')).toBe(
      '25 November 2026, 13:50',
    );
    expect(result.current.date('soon')).toBe('soon');
  });

  it('useIntlDate: Intl options in the interface language', async () => {
    const { result, rerender } = renderHook(() => useIntlDate());
    const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
    expect(result.current('2026-11-24', options)).toBe('Tuesday 24 November');
    await i18next.changeLanguage('nl');
    rerender();
    expect(result.current('2026-11-24', options)).toBe('dinsdag 24 november');
  });
});
