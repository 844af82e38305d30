/**
 * Dashboard figures (docs/product/back-office.md#dashboard), pure over engine output.
 *
 * Windows (all inclusive, relative to the workspace's today, day 0):
 * - schedule window: days 0 … 29 (30 days ahead, today included) → coverageRate,
 *   unfilledShifts, totals.filledShifts and totals.totalShifts;
 * - previous coverage: days −14 … −7 (both ends included, docs/product/back-office.md#dashboard);
 * - urgent needs: days 0 … 2 (URGENT_WINDOW_DASHBOARD = 3; unfilled, not optional, not cancelled);
 * - upcoming: at most 5 entries (filled or not, not cancelled) on days 0 … 6, in schedule order;
 * - trend: one point per day for days −6 … 0 (the last 7 days, today last);
 * - upcoming absences: absences overlapping days 0 … 6.
 *
 * Coverage is the rounded percentage of filled entries among the entries that need someone
 * (cancelled entries are not needed and do not count). A window with nothing to cover has
 * coverage 100: nothing is missing, so the dashboard does not alarm with 0 %.
 */
import { addDays, rangesOverlap } from '../dates';
import { URGENT_WINDOW_DASHBOARD, isUrgent } from './urgency';
import type { EngineAbsence, ScheduleEntry } from './types';

export const DASHBOARD_SCHEDULE_DAYS = 30;
export const DASHBOARD_ABSENCE_DAYS = 7;
export const DASHBOARD_UPCOMING_DAYS = 7;
export const DASHBOARD_UPCOMING_LIMIT = 5;
export const DASHBOARD_TREND_DAYS = 7;
export const DASHBOARD_PREVIOUS_FROM = -14;
export const DASHBOARD_PREVIOUS_TO = -7;

export interface DashboardInput {
  /** Engine entries covering at least today − 14 … today + 29. */
  entries: readonly ScheduleEntry[];
  absences: readonly EngineAbsence[];
  today: string;
  staff: readonly { active: boolean }[];
}

export interface CoveragePoint {
  date: string;
  /** Rounded % (100 when nothing was needed that day). */
  coverage: number;
  filled: number;
  total: number;
}

export interface DashboardStats {
  coverageRate: number;
  previousCoverageRate: number;
  /** coverageRate − previousCoverageRate, in percentage points. */
  coverageChange: number;
  activeStaff: number;
  unfilledShifts: number;
  urgentNeeds: number;
  upcoming: ScheduleEntry[];
  trend: CoveragePoint[];
  totals: { filledShifts: number; upcomingAbsences: number; totalShifts: number; totalStaff: number };
  /** Today has at least one needed entry and none of them is unfilled. */
  allTodayFilled: boolean;
}

/** Rounded % of `filled` in `total`; 100 when total is 0. */
export function coveragePercent(filled: number, total: number): number {
  return total === 0 ? 100 : Math.round((filled / total) * 100);
}

interface Tally {
  filled: number;
  total: number;
}

function tally(entries: readonly ScheduleEntry[], from: string, to: string): Tally {
  let filled = 0;
  let total = 0;
  for (const e of entries) {
    if (e.isCancelled || e.date < from || e.date > to) continue;
    total++;
    if (!e.isUnfilled) filled++;
  }
  return { filled, total };
}

/** Per-day coverage of needed (non-cancelled) entries for each date in from … to. */
export function dailyCoverage(entries: readonly ScheduleEntry[], from: string, to: string): CoveragePoint[] {
  const byDate = new Map<string, Tally>();
  for (let d = from; d <= to; d = addDays(d, 1)) byDate.set(d, { filled: 0, total: 0 });
  for (const e of entries) {
    const t = byDate.get(e.date);
    if (!t || e.isCancelled) continue;
    t.total++;
    if (!e.isUnfilled) t.filled++;
  }
  return [...byDate].map(([date, t]) => ({
    date,
    coverage: coveragePercent(t.filled, t.total),
    filled: t.filled,
    total: t.total,
  }));
}

export function dashboardStats({ entries, absences, today, staff }: DashboardInput): DashboardStats {
  const windowEnd = addDays(today, DASHBOARD_SCHEDULE_DAYS - 1);
  const current = tally(entries, today, windowEnd);
  const previous = tally(
    entries,
    addDays(today, DASHBOARD_PREVIOUS_FROM),
    addDays(today, DASHBOARD_PREVIOUS_TO),
  );
  const coverageRate = coveragePercent(current.filled, current.total);
  const previousCoverageRate = coveragePercent(previous.filled, previous.total);

  let urgentNeeds = 0;
  for (const e of entries) if (isUrgent(e, today, URGENT_WINDOW_DASHBOARD)) urgentNeeds++;

  const upcomingEnd = addDays(today, DASHBOARD_UPCOMING_DAYS - 1);
  const upcoming = entries
    .filter((e) => !e.isCancelled && e.date >= today && e.date <= upcomingEnd)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(0, DASHBOARD_UPCOMING_LIMIT);

  const absenceEnd = addDays(today, DASHBOARD_ABSENCE_DAYS - 1);
  const upcomingAbsences = absences.filter((a) =>
    rangesOverlap(a, { startDate: today, endDate: absenceEnd }),
  ).length;

  const todayTally = tally(entries, today, today);
  return {
    coverageRate,
    previousCoverageRate,
    coverageChange: coverageRate - previousCoverageRate,
    activeStaff: staff.filter((s) => s.active).length,
    unfilledShifts: current.total - current.filled,
    urgentNeeds,
    upcoming,
    trend: dailyCoverage(entries, addDays(today, -(DASHBOARD_TREND_DAYS - 1)), today),
    totals: {
      filledShifts: current.filled,
      upcomingAbsences,
      totalShifts: current.total,
      totalStaff: staff.length,
    },
    allTodayFilled: todayTally.total > 0 && todayTally.filled === todayTally.total,
  };
}
