import type { UpdateWorkspaceSettingsBody, Workspace } from '@openrota/contracts';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { requireFeature } from '../licence/plan-limits';
import { toWorkspaceDto } from '../workspaces/workspace-dto';
import * as repo from './settings.repository';

export const SETTINGS_UPDATED_MESSAGE = 'Workspace settings updated successfully';

type WorkspaceRow = repo.WorkspaceRow;
const FIELDS = [
  'name',
  'timeZone',
  'staffLoginEnabled',
  'publicStaffList',
  'maxSelfPlanningDays',
  'absencesMinDelay',
  'availabilityLeadDays',
  'availabilityNeedsApproval',
] as const;

/**
 * Partial update of the workspace's settings (ADMIN; the route checks the role). The path's id
 * must be the workspace of X-Workspace-Id; any other id is "not found". The audit row names
 * the fields that changed, old and new values.
 */
export async function updateSettings(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  body: UpdateWorkspaceSettingsBody,
  meta: RequestMeta,
): Promise<Workspace> {
  if (id !== ws.workspaceId) throw AppError.notFound('workspace');
  return ctx.db.transaction(async (tx) => {
    const existing = await repo.findWorkspaceForUpdate(tx, ws.workspaceId);
    if (!existing) throw AppError.notFound('workspace');
    // Switching staff login on needs a plan with it (else staff would get "not enabled" at the
    // login link the page shares); switching it off is always allowed.
    if (body.staffLoginEnabled === true && !existing.staffLoginEnabled)
      await requireFeature(tx, ws.workspaceId, 'staffLogin');
    const changes: Partial<WorkspaceRow> = {};
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of FIELDS) {
      const value = body[field];
      if (value === undefined || value === existing[field]) continue;
      (changes as Record<string, unknown>)[field] = value;
      changed[field] = { from: existing[field], to: value };
    }
    const row = Object.keys(changes).length
      ? await repo.updateWorkspace(tx, ws.workspaceId, { ...changes, updatedAt: ctx.clock.now() })
      : existing;
    const names = Object.keys(changed);
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'SETTINGS',
        resourceId: row.id,
        resourceName: row.name,
        description: names.length
          ? `Workspace settings updated (${names.join(', ')})`
          : 'Workspace settings saved without changes',
        metadata: { changes: changed },
      },
      meta,
    );
    return toWorkspaceDto(row, ws.role);
  });
}
