const toMinutes = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * The length of a shift in hours from its start and end (HH:mm); an end at or before the start
 * runs past midnight (22:00–06:00 is 8 h). Null when either time is missing.
 */
export function shiftHours(startTime: string | null | undefined, endTime: string | null | undefined): number | null {
  const start = startTime ? toMinutes(startTime) : null;
  const end = endTime ? toMinutes(endTime) : null;
  if (start === null || end === null) return null;
  const minutes = end > start ? end - start : end + 24 * 60 - start;
  return Math.round((minutes / 60) * 100) / 100;
}
