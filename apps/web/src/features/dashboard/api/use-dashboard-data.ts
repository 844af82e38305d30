import {
  DASHBOARD_ABSENCE_DAYS,
  DASHBOARD_SCHEDULE_DAYS,
  addDays,
  dashboardStats,
  findConflicts,
  type DashboardStats,
} from '@openrota/domain';
import { useMemo } from 'react';
import { useAbsenceRange } from '@/lib/schedule-api/absences';
import { useStaff } from '@/lib/master-data/staff';
import { useSchedule } from '@/lib/schedule-api/schedule';
import { workspaceToday } from '@/lib/use-workspace-today';

/** Days before today the dashboard reads: the previous week's coverage is days −14 … −7. */
const HISTORY_DAYS = 14;

export type DashboardData = {
  /** The workspace's today as the server computed it. */
  today: string;
  stats: DashboardStats;
  /** Shifts in today … today + 6 whose staff member is absent. */
  conflicts: number;
};

/**
 * The dashboard's three reads (docs/product/back-office.md#dashboard): GET /api/schedules for today − 14 …
 * today + 30, GET /api/absences/range for the next 7 days and the staff list; the figures come
 * from `dashboardStats`. The ranges start from today in the workspace's zone as this browser
 * sees it; the figures use the server's `today`.
 */
export function useDashboardData(now: Date, timeZone: string | undefined) {
  const today = workspaceToday(timeZone, now.getTime());
  const schedule = useSchedule({
    startDate: addDays(today, -HISTORY_DAYS),
    endDate: addDays(today, DASHBOARD_SCHEDULE_DAYS),
  });
  const absences = useAbsenceRange(today, addDays(today, DASHBOARD_ABSENCE_DAYS - 1));
  const staff = useStaff();

  const data = useMemo<DashboardData | undefined>(() => {
    if (!schedule.data || !absences.data || !staff.data) return undefined;
    const serverToday = schedule.data.today;
    const weekEnd = addDays(serverToday, DASHBOARD_ABSENCE_DAYS - 1);
    const nextWeek = schedule.data.entries.filter((e) => e.date >= serverToday && e.date <= weekEnd);
    return {
      today: serverToday,
      stats: dashboardStats({
        entries: schedule.data.entries,
        absences: absences.data,
        today: serverToday,
        staff: staff.data,
      }),
      conflicts: findConflicts(nextWeek, absences.data).length,
    };
  }, [schedule.data, absences.data, staff.data]);

  const failed = [schedule, absences, staff].find((query) => query.isError);
  return {
    data,
    provisionalToday: today,
    isLoading: !data && !failed,
    error: failed?.error ?? null,
    retry: () => Promise.all([schedule, absences, staff].filter((q) => q.isError).map((q) => q.refetch())),
  };
}
