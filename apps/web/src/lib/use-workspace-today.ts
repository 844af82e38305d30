import { addDays, isValidTimeZone, todayInTimeZone } from '@openrota/domain';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

/**
 * Today (yyyy-MM-dd) in `timeZone` at `instantMs` (default: now); no zone yet means the default
 * Europe/Amsterdam (docs/product/time-zones.md#workspace-time-zone), an unknown one UTC.
 */
export function workspaceToday(timeZone: string | undefined, instantMs = Date.now()): string {
  return todayInTimeZone(instantMs, workspaceZone(timeZone));
}

/** The zone a workspace's days are counted in: its own, Europe/Amsterdam before it is known, UTC for an unknown one. */
export function workspaceZone(timeZone: string | undefined): string {
  const zone = timeZone ?? 'Europe/Amsterdam';
  return isValidTimeZone(zone) ? zone : 'UTC';
}

/** The current workspace's time zone (see `workspaceZone`). */
export function useWorkspaceTimeZone(): string {
  return workspaceZone(useWorkspaceStore((s) => s.currentWorkspace?.timeZone));
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
