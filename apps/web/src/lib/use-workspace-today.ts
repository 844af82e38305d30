import { addDays, isValidTimeZone, todayInTimeZone } from '@openrota/domain';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

/** Today (yyyy-MM-dd) in `timeZone` (an unknown zone falls back to UTC). */
export function workspaceToday(timeZone: string | undefined): string {
  return todayInTimeZone(Date.now(), timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC');
}

/**
 * Today in the current workspace's time zone (docs/product/time-zones.md#workspace-time-zone), for the defaults of
 * forms. Views of the schedule prefer the server's `today` from GET /schedules.
 */
export function useWorkspaceToday(): string {
  const timeZone = useWorkspaceStore((s) => s.currentWorkspace?.timeZone);
  return workspaceToday(timeZone ?? 'Europe/Amsterdam');
}

/** The Add Shift dialog's default date: one day ahead of the workspace's today. */
export function useDefaultShiftDate(): string {
  return addDays(useWorkspaceToday(), 1);
}
