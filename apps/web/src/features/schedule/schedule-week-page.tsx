/** Placeholder while issue 4 builds this page. */
export function ScheduleWeekPage() {
  return null;
}
