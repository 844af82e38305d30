import { isTimeOfDay, shiftDurationMinutes } from '@openrota/domain';

/** A day without a daylight-saving change: a shift type's length as its times say. */
const ORDINARY_DAY = { date: '2026-01-05', timeZone: 'UTC' };

/**
 * The length of a shift in hours from its start and end (HH:mm), its real time from the
 * domain's `shiftInterval`; an end at or before the start runs past midnight (22:00–06:00 is
 * 8 h). Without `on`, on an ordinary day (a shift type's length); with a date and the
 * workspace's zone, an hour less or more over a daylight-saving change. Null when either time
 * is missing or not HH:mm.
 */
export function shiftHours(
  startTime: string | null | undefined,
  endTime: string | null | undefined,
  on: { date: string; timeZone: string } = ORDINARY_DAY,
): number | null {
  if (!startTime || !endTime || !isTimeOfDay(startTime) || !isTimeOfDay(endTime)) return null;
  const minutes = shiftDurationMinutes(on.date, startTime, endTime, on.timeZone);
  return Math.round((minutes / 60) * 100) / 100;
}
