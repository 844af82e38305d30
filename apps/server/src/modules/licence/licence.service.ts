import { ErrorCode, type LicenseInfo } from '@openrota/contracts';
import {
  isLicenceExpired,
  PLAN_LIMIT_KEYS,
  planOf,
  todayInTimeZone,
  trialEndDate,
  type PlanCode,
} from '@openrota/domain';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import {
  countUsage,
  findLicence,
  findLicenceBySlug,
  updateLicence,
  type LicenceRow,
} from './licence.repository';

/** 402 LICENSE_EXPIRED once the trial or renewal date lies before today in the workspace's time zone. */
export function assertLicenceActive(
  ctx: AppContext,
  ws: { plan: string; renewalDate: string | null; timeZone: string },
) {
  // Without a renewal date nothing expires: most requests skip the time-zone arithmetic.
  if (ws.renewalDate === null) return;
  const today = todayInTimeZone(ctx.clock.now().getTime(), ws.timeZone);
  if (isLicenceExpired(ws.plan, ws.renewalDate, today)) {
    throw new AppError(
      ErrorCode.LICENSE_EXPIRED,
      402,
      msg('generic.licenceExpired', { date: ws.renewalDate ?? '' }),
    );
  }
}

/** The path's workspace must be the one of X-Workspace-Id; any other id is "not found". */
function assertSameWorkspace(ws: WorkspaceContext, id: string) {
  if (id !== ws.workspaceId) throw AppError.notFound('workspace');
}

/**
 * Whether the plan is the one free trial: START with the renewal date the trial set (the last
 * of 14 days from the day it started). A START licence the operator set with another date is a
 * paid one, even after a trial.
 */
function isTrialLicence(row: LicenceRow): boolean {
  if (row.plan !== 'START' || !row.trialStartedAt || !row.renewalDate) return false;
  return row.renewalDate === trialEndDate(todayInTimeZone(row.trialStartedAt.getTime(), row.timeZone));
}

export async function buildLicenseInfo(db: DbOrTx, row: LicenceRow, now: Date): Promise<LicenseInfo> {
  const plan = planOf(row.plan);
  const today = todayInTimeZone(now.getTime(), row.timeZone);
  const isTrial = isTrialLicence(row);
  const usage = await Promise.all(
    PLAN_LIMIT_KEYS.map(async (key) => {
      const max = plan.limits[key];
      return [key, { current: await countUsage(db, row.id, key), max, unlimited: max === null }] as const;
    }),
  );
  return {
    displayName: plan.displayName,
    license: plan.code,
    renewalDate: row.renewalDate,
    trialExpired: isLicenceExpired(plan.code, row.renewalDate, today),
    isTrial,
    trialEndsOn: isTrial ? row.renewalDate : null,
    trialAvailable: plan.code === 'FREE' && row.trialStartedAt === null,
    limits: Object.fromEntries(usage) as LicenseInfo['limits'],
    features: { ...plan.features },
  };
}

export async function getLicenseInfo(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
): Promise<LicenseInfo> {
  assertSameWorkspace(ws, id);
  const row = await findLicence(ctx.db, ws.workspaceId);
  if (!row) throw AppError.notFound('workspace');
  return buildLicenseInfo(ctx.db, row, ctx.clock.now());
}

/**
 * The one START trial of a FREE workspace: START until the 14th day (counted in the
 * workspace's time zone, today included). A second trial, or a trial on a paid plan, is a 409.
 */
export async function startTrial(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
): Promise<LicenseInfo> {
  assertSameWorkspace(ws, id);
  return ctx.db.transaction(async (tx) => {
    const row = await findLicence(tx, ws.workspaceId, true);
    if (!row) throw AppError.notFound('workspace');
    if (row.trialStartedAt) throw AppError.conflict(msg('licence.trialUsed'), 'plan');
    if (row.plan !== 'FREE') throw AppError.conflict(msg('licence.trialOnlyFree'), 'plan');
    const now = ctx.clock.now();
    const renewalDate = trialEndDate(todayInTimeZone(now.getTime(), row.timeZone));
    await updateLicence(tx, row.id, { plan: 'START', renewalDate, trialStartedAt: now, updatedAt: now });
    await recordAudit(
      tx,
      {
        workspaceId: row.id,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'WORKSPACE',
        resourceId: row.id,
        resourceName: row.name,
        description: `Free trial of the Start plan started; it ends on ${renewalDate}`,
        metadata: { plan: 'START', previousPlan: row.plan, renewalDate, trial: true },
      },
      meta,
    );
    return buildLicenseInfo(tx, { ...row, plan: 'START', renewalDate, trialStartedAt: now }, now);
  });
}

/**
 * The operator command: sets a workspace's plan and renewal date (null = no end; FREE always
 * clears it), with an audit row that names no user.
 */
export async function setLicence(
  ctx: AppContext,
  slug: string,
  plan: PlanCode,
  until: string | null,
): Promise<{ workspace: { id: string; name: string; slug: string }; info: LicenseInfo }> {
  return ctx.db.transaction(async (tx) => {
    const row = await findLicenceBySlug(tx, slug);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 404, msg('notFound.workspaceSlug', { slug }));
    const renewalDate = plan === 'FREE' ? null : until;
    const now = ctx.clock.now();
    await updateLicence(tx, row.id, { plan, renewalDate, updatedAt: now });
    const displayName = planOf(plan).displayName;
    await recordAudit(tx, {
      workspaceId: row.id,
      action: 'UPDATE',
      resource: 'WORKSPACE',
      resourceId: row.id,
      resourceName: row.name,
      description: `Licence set to ${displayName}${renewalDate ? ` until ${renewalDate}` : ''} by the operator`,
      metadata: {
        plan,
        previousPlan: row.plan,
        renewalDate,
        previousRenewalDate: row.renewalDate,
        operator: true,
      },
    });
    return {
      workspace: { id: row.id, name: row.name, slug: row.slug },
      info: await buildLicenseInfo(tx, { ...row, plan, renewalDate }, now),
    };
  });
}
