/** Placeholder while issue 4 builds this page. */
export function ScheduleRedirect() {
  return null;
}
