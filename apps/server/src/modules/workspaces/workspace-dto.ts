import type { Role, Workspace } from '@openrota/contracts';
import type { workspaces } from '../../db/schema';

type WorkspaceRow = typeof workspaces.$inferSelect;

/** The workspace as its member sees it (docs/product/workspaces.md#workspace). */
export function toWorkspaceDto(row: WorkspaceRow, role: string): Workspace {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    role: role as Role,
    onboardingCompleted: row.onboardingCompleted,
    featureFlags: { staffLoginEnabled: row.staffLoginEnabled, publicStaffList: row.publicStaffList },
    absencesMinDelay: row.absencesMinDelay,
    maxSelfPlanningDays: row.maxSelfPlanningDays,
    timeZone: row.timeZone,
    availabilityLeadDays: row.availabilityLeadDays,
    availabilityNeedsApproval: row.availabilityNeedsApproval,
  };
}
