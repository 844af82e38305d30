import { addDays, isValidTimeZone, todayInTimeZone } from '@openrota/domain';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

/**
 * Today (yyyy-MM-dd) in `timeZone` at `instantMs` (default: now); no zone yet means the default
 * Europe/Amsterdam (docs/product/time-zones.md#workspace-time-zone), an unknown one UTC.
 */
export function workspaceToday(timeZone: string | undefined, instantMs = Date.now()): string {
  const zone = timeZone ?? 'Europe/Amsterdam';
  return todayInTimeZone(instantMs, isValidTimeZone(zone) ? zone : 'UTC');
}

/**
 * Today in the current workspace's time zone (docs/product/time-zones.md#workspace-time-zone), for the defaults of
 * forms. Views of the schedule prefer the server's `today` from GET /schedules.
 */
export function useWorkspaceToday(): string {
  const timeZone = useWorkspaceStore((s) => s.currentWorkspace?.timeZone);
  return workspaceToday(timeZone);
}

/** The Add Shift dialog's default date: one day ahead of the workspace's today. */
export function useDefaultShiftDate(): string {
  return addDays(useWorkspaceToday(), 1);
}
