import { addDays } from '@openrota/domain';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

/** yyyy-MM-dd of `instantMs` as it is in `timeZone` (an unknown zone falls back to UTC). */
export function dateInTimeZone(instantMs: number, timeZone: string): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instantMs);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** Today (yyyy-MM-dd) in the current workspace's time zone (spec README decision 7). */
export function useWorkspaceToday(): string {
  const timeZone = useWorkspaceStore((s) => s.currentWorkspace?.timeZone) ?? 'Europe/Amsterdam';
  return dateInTimeZone(Date.now(), timeZone);
}

/** The Add Shift dialog's default date: one day ahead of the workspace's today. */
export function useDefaultShiftDate(): string {
  return addDays(useWorkspaceToday(), 1);
}
