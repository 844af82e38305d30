import { addDays, formatWeekParam, monthOf, monthStart } from '@openrota/domain';

/** Month → week: the week of today when today is in the shown month, else of the 1st (docs/product/schedule.md#calendar). */
export function weekForMonth(month: string, today: string): string {
  return formatWeekParam(monthOf(today) === month ? today : monthStart(month));
}

/** Week → month: today's month when today is in the shown week, else the month of the week's Monday. */
export function monthForWeek(weekStart: string, today: string): string {
  return today >= weekStart && today <= addDays(weekStart, 6) ? monthOf(today) : monthOf(weekStart);
}

export const monthPath = (month: string, search = '') => `/schedule/month/${month}${search}`;
export const weekPath = (week: string, search = '') => `/schedule/week/${week}${search}`;
