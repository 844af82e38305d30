import { and, count, eq } from 'drizzle-orm';
import { ErrorCode } from '@openrota/contracts';
import { hasFeature, planOf, type PlanFeature, type PlanLimitKey } from '@openrota/domain';
import type { DbOrTx } from '../../db/database';
import { rotationPatterns, shiftTypes, staff, workspaceMembers, workspaces } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';

export type { PlanFeature, PlanLimitKey } from '@openrota/domain';

/**
 * How many of `key` the workspace has now. Staff counts every staff row (inactive ones too: a
 * deactivated staff member can be reactivated without a create, so deactivating must not free a
 * place); admins counts ADMIN members (decision 11).
 */
export async function countUsage(db: DbOrTx, workspaceId: string, key: PlanLimitKey): Promise<number> {
  const rows = await (() => {
    switch (key) {
      case 'staff':
        return db.select({ n: count() }).from(staff).where(eq(staff.workspaceId, workspaceId));
      case 'admins':
        return db.select({ n: count() }).from(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'ADMIN')));
      case 'rotationPatterns':
        return db.select({ n: count() }).from(rotationPatterns).where(eq(rotationPatterns.workspaceId, workspaceId));
      case 'shiftTypes':
        return db.select({ n: count() }).from(shiftTypes).where(eq(shiftTypes.workspaceId, workspaceId));
    }
  })();
  return Number(rows[0]?.n ?? 0);
}

/**
 * Refuses (403 PLAN_LIMIT, message naming the limit) when `adding` more of `key` would exceed
 * the workspace's plan. Call it inside the creating transaction: it locks the workspace row
 * (FOR NO KEY UPDATE, which does not block inserts referencing the workspace) so two
 * concurrent creates cannot both take the last place.
 */
export async function assertWithinPlanLimit(db: DbOrTx, workspaceId: string, key: PlanLimitKey, adding = 1): Promise<void> {
  if (adding <= 0) return;
  const [row] = await db.select({ plan: workspaces.plan }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('no key update');
  if (!row) throw AppError.notFound('workspace');
  const plan = planOf(row.plan);
  const max = plan.limits[key];
  if (max === null) return;
  const current = await countUsage(db, workspaceId, key);
  if (current + adding > max) {
    const message = msg(`licence.planLimit.${key}`, { plan: plan.displayName, max });
    throw new AppError(ErrorCode.PLAN_LIMIT, 403, message, [{ field: key, message }]);
  }
}

export async function workspaceHasFeature(db: DbOrTx, workspaceId: string, feature: PlanFeature): Promise<boolean> {
  const row = await db.query.workspaces.findFirst({ columns: { plan: true }, where: eq(workspaces.id, workspaceId) });
  return row ? hasFeature(row.plan, feature) : false;
}

/** 403 FORBIDDEN naming the feature and the plan when the workspace's plan lacks `feature`. */
export async function requireFeature(db: DbOrTx, workspaceId: string, feature: PlanFeature): Promise<void> {
  const row = await db.query.workspaces.findFirst({ columns: { plan: true }, where: eq(workspaces.id, workspaceId) });
  if (!row) throw AppError.notFound('workspace');
  if (hasFeature(row.plan, feature)) return;
  const values = { feature: msg(`licence.features.${feature}`), plan: planOf(row.plan).displayName };
  throw new AppError(ErrorCode.FORBIDDEN, 403, msg('licence.featureNotInPlan', values), [{ field: feature, message: msg('licence.featureNotInPlanShort', values) }]);
}
