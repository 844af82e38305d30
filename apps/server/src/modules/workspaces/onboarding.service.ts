import type { OnboardingStatus } from '@openrota/contracts';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { onboardingCounts, markOnboardingCompleted } from './onboarding.repository';
import { findWorkspace } from './workspaces.repository';

type Counts = OnboardingStatus['counts'];
const allDone = (c: Counts) =>
  c.staff >= 1 && c.shiftTypes >= 1 && c.staffWithSkills >= 1 && c.rotationPatterns >= 1;

/** The path's workspace must be the one of X-Workspace-Id; any other id is "not found". */
function assertSameWorkspace(ws: WorkspaceContext, id: string) {
  if (id !== ws.workspaceId) throw AppError.notFound('workspace');
}

export async function getOnboarding(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
): Promise<OnboardingStatus> {
  assertSameWorkspace(ws, id);
  const row = await findWorkspace(ctx.db, ws.workspaceId);
  if (!row) throw AppError.notFound('workspace');
  return {
    onboardingCompleted: row.onboardingCompleted,
    counts: await onboardingCounts(ctx.db, ws.workspaceId),
  };
}

/**
 * Marks onboarding complete without checking the checklist (a seeded workspace, e.g. the demo's)
 * and without an audit row of its own: the caller records what it did, in the same transaction.
 */
export async function completeOnboarding(tx: DbOrTx, workspaceId: string, now: Date): Promise<void> {
  await markOnboardingCompleted(tx, workspaceId, now);
}

/**
 * "Re-evaluate": marks onboarding complete only when all four conditions hold, and never
 * clears it again (deleting the last staff member later does not bring the checklist back).
 */
export async function evaluateOnboarding(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
): Promise<OnboardingStatus> {
  assertSameWorkspace(ws, id);
  return ctx.db.transaction(async (tx) => {
    const row = await findWorkspace(tx, ws.workspaceId);
    if (!row) throw AppError.notFound('workspace');
    const counts = await onboardingCounts(tx, ws.workspaceId);
    if (row.onboardingCompleted || !allDone(counts))
      return { onboardingCompleted: row.onboardingCompleted, counts };
    const flipped = await markOnboardingCompleted(tx, ws.workspaceId, ctx.clock.now());
    if (flipped) {
      await recordAudit(
        tx,
        {
          workspaceId: ws.workspaceId,
          userId: ws.userId,
          action: 'UPDATE',
          resource: 'WORKSPACE',
          resourceId: flipped.id,
          resourceName: flipped.name,
          description: `Onboarding of workspace "${flipped.name}" completed`,
        },
        meta,
      );
    }
    return { onboardingCompleted: true, counts };
  });
}
