import type { ScheduleQuery } from '@openrota/contracts';

/**
 * Query keys of the schedule and absence calls, shared by the calendar, the one-off pages, the
 * absences page, the debug page and the dashboard. Every schedule mutation invalidates
 * `scheduleKeys.all` and `absenceKeys.all`'s conflicts so every view refreshes.
 */
export const scheduleKeys = {
  all: ['schedules'] as const,
  range: (q: ScheduleQuery) => ['schedules', 'range', q] as const,
  conflicts: (startDate: string, endDate: string) => ['schedules', 'conflicts', startDate, endDate] as const,
  debug: (startDate: string, endDate: string) => ['schedules', 'debug', startDate, endDate] as const,
  violations: (q: { startDate: string; endDate: string; staffId?: string }) =>
    ['schedules', 'violations', q] as const,
  candidates: (q: { date: string; shiftTypeId: string; entryId?: string }) =>
    ['schedules', 'candidates', q] as const,
};

export const absenceKeys = {
  all: ['absences'] as const,
  page: (q: Record<string, unknown>) => ['absences', 'page', q] as const,
  range: (startDate: string, endDate: string) => ['absences', 'range', startDate, endDate] as const,
  one: (id: string) => ['absences', 'one', id] as const,
};
