import type { Role } from '@openrota/contracts';
import { useWorkspaceStore } from '../stores/workspace-store';

/**
 * The roles that may change the schedule, staff, shift types and absences (docs/roles.md: STAFF
 * reads the schedule and their own data only). The server checks the same list on every write.
 */
export const WRITER_ROLES: readonly Role[] = ['ADMIN', 'MANAGER'];

/** Whether `role` may use the write controls (no workspace selected yet: no). */
export function canWrite(role: Role | null | undefined): boolean {
  return role != null && WRITER_ROLES.includes(role);
}

/** Whether the member of the current workspace may use the write controls. */
export function useCanWrite(): boolean {
  return canWrite(useWorkspaceStore((s) => s.currentWorkspace?.role));
}
