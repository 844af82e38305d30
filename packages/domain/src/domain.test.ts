import { describe, expect, it } from 'vitest';
import {
  MAX_DATE,
  MIN_DATE,
  addDays,
  assignmentRefusal,
  dayOfWeek,
  deriveShortName,
  endOfWeek,
  isCalendarDate,
  isDateInRange,
  nextMonday,
  rotationWeek,
  startOfWeek,
  toDayNumber,
  fromDayNumber,
} from './index';

describe('calendar dates', () => {
  it.each([
    ['2025-12-29', 0],
    ['2026-01-04', 6],
    ['2028-02-29', 1],
    ['1969-12-31', 2],
  ])('%s is weekday %i (Monday = 0)', (date, dow) => expect(dayOfWeek(date)).toBe(dow));

  it('snaps to the Monday before and the Sunday after', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(endOfWeek('2026-11-17')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
    expect(endOfWeek('2026-11-22')).toBe('2026-11-22');
    expect(nextMonday('2026-11-16')).toBe('2026-11-23');
    expect(nextMonday('2026-11-22')).toBe('2026-11-23');
  });

  it('round-trips day numbers across leap days and year ends', () => {
    for (const date of ['1970-01-01', '2024-02-29', '2026-12-31', '2027-01-01', '2028-02-29']) {
      expect(fromDayNumber(toDayNumber(date))).toBe(date);
    }
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
    // Years 0–99 are real years, not 1900–1999 (Date.UTC's reading).
    expect(isCalendarDate('0001-01-01')).toBe(true);
    expect(isCalendarDate('0099-02-29')).toBe(false);
  });

  it('keeps dates within MIN_DATE … MAX_DATE', () => {
    expect([MIN_DATE, MAX_DATE]).toEqual(['1900-01-01', '2999-12-31']);
    expect(isDateInRange('0001-01-01')).toBe(false);
    expect(isDateInRange('1900-01-01')).toBe(true);
    expect(isDateInRange('2999-12-31')).toBe(true);
    expect(isDateInRange('3000-01-01')).toBe(false);
  });
});

describe('rotationWeek', () => {
  it('counts weeks from the pattern start, modulo the week count', () => {
    expect(rotationWeek('2026-01-05', 2, '2026-01-05')).toBe(1);
    expect(rotationWeek('2026-01-05', 2, '2026-01-11')).toBe(1);
    expect(rotationWeek('2026-01-05', 2, '2026-01-12')).toBe(2);
    expect(rotationWeek('2026-01-05', 2, '2026-01-19')).toBe(1);
    expect(rotationWeek('2026-01-05', 3, '2026-01-04')).toBe(3);
  });

  it('keeps a 3-week cycle starting on a Wednesday across a year boundary', () => {
    expect(rotationWeek('2026-12-16', 3, '2026-12-16')).toBe(1);
    expect(rotationWeek('2026-12-16', 3, '2026-12-30')).toBe(3);
    expect(rotationWeek('2026-12-16', 3, '2027-01-06')).toBe(1);
  });
});

describe('deriveShortName', () => {
  it.each([
    ['Anna de Vries', 'AV'],
    ['bram', 'Bra'],
    ['  Chloé   Martin ', 'CM'],
    ['', ''],
  ])('%s → %s', (name, short) => expect(deriveShortName(name)).toBe(short));
});

describe('assignmentRefusal (the rotation assignment rule)', () => {
  const may = { active: true, hasSkill: true, slotFilled: false, worksThatDay: false };
  it.each([
    [may, null],
    [{ ...may, active: false, hasSkill: false }, 'inactive'],
    [{ ...may, hasSkill: false, slotFilled: true }, 'noSkill'],
    [{ ...may, slotFilled: true, worksThatDay: true }, 'slotFilled'],
    [{ ...may, worksThatDay: true }, 'busyThatDay'],
  ] as const)('%o → %s', (facts, refusal) => {
    expect(assignmentRefusal(facts)).toBe(refusal);
  });
});
