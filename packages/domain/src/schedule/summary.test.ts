import { describe, expect, it } from 'vitest';
import { buildSchedule } from './engine';
import { daySummary, scheduleSummary } from './summary';
import { URGENT_WINDOW_CALENDAR, URGENT_WINDOW_DASHBOARD, isPast, isUrgent } from './urgency';
import { coveragePercent, dailyCoverage, dashboardStats } from './dashboard';
import type { ScheduleEntry, StoredEntry } from './types';
import { dayOfWeek } from '../dates';
import { ALICE, BOB, EARLY, NIGHT, absence, input, pattern, slot, stored } from './test-fixtures';

const open = { isUnfilled: true, isOptional: false, isCancelled: false };
const filled = { isUnfilled: false, isOptional: false, isCancelled: false };
const cancelled = { isUnfilled: false, isOptional: false, isCancelled: true };
const optionalOpen = { isUnfilled: true, isOptional: true, isCancelled: false };

describe('urgency', () => {
  it('uses the urgency windows of docs/product/schedule.md#urgent-and-open', () => {
    expect(URGENT_WINDOW_CALENDAR).toBe(7);
    expect(URGENT_WINDOW_DASHBOARD).toBe(3);
  });

  it.each([
    ['today', '2026-03-10', open, 7, true],
    ['today + 6 (last day of "the next 7 days")', '2026-03-16', open, 7, true],
    ['today + 7', '2026-03-17', open, 7, false],
    ['yesterday', '2026-03-09', open, 7, false],
    ['today + 2 on the dashboard', '2026-03-12', open, 3, true],
    ['today + 3 on the dashboard', '2026-03-13', open, 3, false],
    ['filled', '2026-03-10', filled, 7, false],
    ['optional', '2026-03-10', optionalOpen, 7, false],
    ['cancelled', '2026-03-10', { ...cancelled, isUnfilled: true }, 7, false],
  ])('%s', (_n, date, flags, window, expected) => {
    expect(isUrgent({ date, ...flags }, '2026-03-10', window)).toBe(expected);
  });

  it('knows past days', () => {
    expect(isPast('2026-03-09', '2026-03-10')).toBe(true);
    expect(isPast('2026-03-10', '2026-03-10')).toBe(false);
  });
});

describe('day and schedule summaries', () => {
  const d = '2026-03-10';
  it.each([
    ['empty', [], { filled: 0, total: 0, unfilled: 0, status: 'empty' }],
    ['only cancelled', [cancelled], { filled: 0, total: 0, unfilled: 0, status: 'empty' }],
    ['all filled', [filled, filled, cancelled], { filled: 2, total: 2, unfilled: 0, status: 'all' }],
    ['none filled', [open, optionalOpen], { filled: 0, total: 2, unfilled: 2, status: 'none' }],
    ['partial', [open, filled], { filled: 1, total: 2, unfilled: 1, status: 'partial' }],
  ])('%s', (_n, flags, expected) => {
    expect(daySummary(flags.map((f) => ({ date: d, ...f })))).toEqual(expected);
  });

  it('counts urgent entries within the window', () => {
    const entries = [
      { date: '2026-03-10', ...open },
      { date: '2026-03-16', ...open },
      { date: '2026-03-17', ...open },
      { date: '2026-03-11', ...optionalOpen },
      { date: '2026-03-11', ...filled },
      { date: '2026-03-11', ...cancelled },
    ];
    expect(scheduleSummary(entries, '2026-03-10', 7)).toEqual({
      filled: 1,
      total: 5,
      unfilled: 4,
      urgent: 2,
    });
    expect(scheduleSummary(entries, '2026-03-10', 3)).toEqual({
      filled: 1,
      total: 5,
      unfilled: 4,
      urgent: 1,
    });
  });
});

describe('dashboard', () => {
  // Every day: Night (Alice) and Early (open). Weekly pattern from 2026-02-02.
  const p = pattern({
    startDate: '2026-02-02',
    weekCount: 1,
    slots: [0, 1, 2, 3, 4, 5, 6].flatMap((dow) => [
      slot(`n${dow}`, 1, dow, NIGHT.id, ALICE.id),
      slot(`e${dow}`, 1, dow, EARLY.id, null),
    ]),
  });
  const today = '2026-03-10';
  const build = (storedEntries: StoredEntry[] = []) =>
    buildSchedule(
      input({ patterns: [p], storedEntries }),
      { startDate: '2026-02-20', endDate: '2026-04-15' },
      today,
    ).entries;

  it('computes coverage, change, unfilled, urgent, trend and totals over the dashboard windows (docs/product/back-office.md#dashboard)', () => {
    // Fill all Early shifts in the previous window (days −14 … −7 = 2026-02-24 … 03-03) by override.
    const claims = [];
    for (let i = 24; i <= 31; i++) {
      const date = i <= 28 ? `2026-02-${i}` : `2026-03-0${i - 28}`;
      const dow = dayOfWeek(date);
      claims.push(
        stored({
          id: `c${i}`,
          date,
          entryType: 'CLAIMED',
          shiftTypeId: EARLY.id,
          rotationSlotId: `e${dow}`,
          staffId: BOB.id,
        }),
      );
    }
    // Today's Early is cancelled: not needed.
    claims.push(
      stored({
        id: 'cx',
        date: today,
        entryType: 'OVERRIDE',
        shiftTypeId: EARLY.id,
        rotationSlotId: 'e1',
        isCancelled: true,
      }),
    );
    const entries = build(claims);
    const stats = dashboardStats({
      entries,
      absences: [
        absence('a1', ALICE.id, '2026-03-16', '2026-03-20'),
        absence('a2', BOB.id, '2026-03-17', '2026-03-18'),
        absence('a3', BOB.id, '2026-03-01', '2026-03-09'),
      ],
      today,
      staff: [{ active: true }, { active: true }, { active: false }],
    });
    // 30 days × 2 needed, minus today's cancelled Early = 59; filled: 30 nights.
    expect(stats.totals).toEqual({ filledShifts: 30, upcomingAbsences: 1, totalShifts: 59, totalStaff: 3 });
    expect(stats.coverageRate).toBe(51);
    expect(stats.previousCoverageRate).toBe(100);
    expect(stats.coverageChange).toBe(-49);
    expect(stats.unfilledShifts).toBe(29);
    expect(stats.urgentNeeds).toBe(2); // Earlies of 03-11 and 03-12 (today's is cancelled)
    expect(stats.activeStaff).toBe(2);
    expect(stats.upcoming.map((e) => `${e.date} ${e.shiftType.name}`)).toEqual([
      '2026-03-10 Night',
      '2026-03-11 Early',
      '2026-03-11 Night',
      '2026-03-12 Early',
      '2026-03-12 Night',
    ]);
    expect(stats.trend.map((t) => [t.date, t.coverage, t.filled, t.total])).toEqual([
      ['2026-03-04', 50, 1, 2],
      ['2026-03-05', 50, 1, 2],
      ['2026-03-06', 50, 1, 2],
      ['2026-03-07', 50, 1, 2],
      ['2026-03-08', 50, 1, 2],
      ['2026-03-09', 50, 1, 2],
      ['2026-03-10', 100, 1, 1],
    ]);
    expect(stats.allTodayFilled).toBe(true);
  });

  it('shows 100 % and nothing to celebrate when nothing needs covering', () => {
    const stats = dashboardStats({ entries: [], absences: [], today, staff: [] });
    expect(stats).toMatchObject({
      coverageRate: 100,
      previousCoverageRate: 100,
      coverageChange: 0,
      unfilledShifts: 0,
      urgentNeeds: 0,
      allTodayFilled: false,
    });
    expect(stats.trend).toHaveLength(7);
    expect(stats.trend.every((t) => t.coverage === 100 && t.total === 0)).toBe(true);
  });

  it('today with an open shift is not all filled', () => {
    expect(dashboardStats({ entries: build(), absences: [], today, staff: [] }).allTodayFilled).toBe(false);
  });

  it('rounds coverage and reports per-day figures', () => {
    expect(coveragePercent(2, 3)).toBe(67);
    expect(coveragePercent(1, 3)).toBe(33);
    const entries = [
      { date: '2026-03-01', ...filled },
      { date: '2026-03-01', ...open },
      { date: '2026-03-03', ...filled },
    ] as ScheduleEntry[];
    expect(dailyCoverage(entries, '2026-03-01', '2026-03-03').map((p) => p.coverage)).toEqual([50, 100, 100]);
  });
});
