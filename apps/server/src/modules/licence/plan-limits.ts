import { ErrorCode } from '@openrota/contracts';
import { hasFeature, planOf, type PlanFeature, type PlanLimitKey } from '@openrota/domain';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { countUsage, findWorkspacePlan, lockWorkspacePlan } from './licence.repository';

export type { PlanFeature, PlanLimitKey } from '@openrota/domain';

/**
 * Refuses (403 PLAN_LIMIT, message naming the limit) when `adding` more of `key` would exceed
 * the workspace's plan. Call it inside the creating transaction: it locks the workspace row
 * (FOR NO KEY UPDATE, which does not block inserts referencing the workspace) so two
 * concurrent creates cannot both take the last place.
 */
export async function assertWithinPlanLimit(
  db: DbOrTx,
  workspaceId: string,
  key: PlanLimitKey,
  adding = 1,
): Promise<void> {
  if (adding <= 0) return;
  const code = await lockWorkspacePlan(db, workspaceId);
  if (code === undefined) throw AppError.notFound('workspace');
  const plan = planOf(code);
  const max = plan.limits[key];
  if (max === null) return;
  const current = await countUsage(db, workspaceId, key);
  if (current + adding > max) {
    const message = msg(`licence.planLimit.${key}`, { plan: plan.displayName, max });
    throw new AppError(ErrorCode.PLAN_LIMIT, 403, message, [{ field: key, message }]);
  }
}

/**
 * How many more of `key` the workspace's plan allows: null when it has no limit. With `lock`
 * (inside the creating transaction) the workspace row is locked as in `assertWithinPlanLimit`,
 * so a caller that creates several at once can refuse with the number that fits.
 */
export async function planRoom(
  db: DbOrTx,
  workspaceId: string,
  key: PlanLimitKey,
  lock: boolean,
): Promise<{ plan: string; max: number; fits: number } | null> {
  const code = lock ? await lockWorkspacePlan(db, workspaceId) : await findWorkspacePlan(db, workspaceId);
  if (code === undefined) throw AppError.notFound('workspace');
  const plan = planOf(code);
  const max = plan.limits[key];
  if (max === null) return null;
  const current = await countUsage(db, workspaceId, key);
  return { plan: plan.displayName, max, fits: Math.max(0, max - current) };
}

export async function workspaceHasFeature(
  db: DbOrTx,
  workspaceId: string,
  feature: PlanFeature,
): Promise<boolean> {
  const plan = await findWorkspacePlan(db, workspaceId);
  return plan !== undefined && hasFeature(plan, feature);
}

/** 403 FORBIDDEN naming the feature and the plan when the workspace's plan lacks `feature`. */
export async function requireFeature(db: DbOrTx, workspaceId: string, feature: PlanFeature): Promise<void> {
  const plan = await findWorkspacePlan(db, workspaceId);
  if (plan === undefined) throw AppError.notFound('workspace');
  if (hasFeature(plan, feature)) return;
  const values = { feature: msg(`licence.features.${feature}`), plan: planOf(plan).displayName };
  throw new AppError(ErrorCode.FORBIDDEN, 403, msg('licence.featureNotInPlan', values), [
    { field: feature, message: msg('licence.featureNotInPlanShort', values) },
  ]);
}
