import { and, count, eq } from 'drizzle-orm';
import type { PlanLimitKey } from '@openrota/domain';
import type { DbOrTx } from '../../db/database';
import { rotationPatterns, shiftTypes, staff, workspaceMembers, workspaces } from '../../db/schema';

const licenceColumns = {
  id: workspaces.id,
  name: workspaces.name,
  slug: workspaces.slug,
  timeZone: workspaces.timeZone,
  plan: workspaces.plan,
  renewalDate: workspaces.renewalDate,
  trialStartedAt: workspaces.trialStartedAt,
};
export type LicenceRow = {
  id: string;
  name: string;
  slug: string;
  timeZone: string;
  plan: string;
  renewalDate: string | null;
  trialStartedAt: Date | null;
};

/** The workspace's licence columns; `forUpdate` locks the row for a change in the same transaction. */
export async function findLicence(
  db: DbOrTx,
  workspaceId: string,
  forUpdate = false,
): Promise<LicenceRow | undefined> {
  const query = db.select(licenceColumns).from(workspaces).where(eq(workspaces.id, workspaceId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findLicenceBySlug(db: DbOrTx, slug: string): Promise<LicenceRow | undefined> {
  const [row] = await db
    .select(licenceColumns)
    .from(workspaces)
    .where(eq(workspaces.slug, slug))
    .for('update');
  return row;
}

export async function updateLicence(
  db: DbOrTx,
  workspaceId: string,
  values: { plan: string; renewalDate: string | null; trialStartedAt?: Date; updatedAt: Date },
): Promise<void> {
  await db.update(workspaces).set(values).where(eq(workspaces.id, workspaceId));
}

/**
 * How many of `key` the workspace has now. Staff counts every staff row (inactive ones too: a
 * deactivated staff member can be reactivated without a create, so deactivating must not free a
 * place); admins counts ADMIN members (docs/roles.md).
 */
export async function countUsage(db: DbOrTx, workspaceId: string, key: PlanLimitKey): Promise<number> {
  const rows = await (() => {
    switch (key) {
      case 'staff':
        return db.select({ n: count() }).from(staff).where(eq(staff.workspaceId, workspaceId));
      case 'admins':
        return db
          .select({ n: count() })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'ADMIN')));
      case 'rotationPatterns':
        return db
          .select({ n: count() })
          .from(rotationPatterns)
          .where(eq(rotationPatterns.workspaceId, workspaceId));
      case 'shiftTypes':
        return db.select({ n: count() }).from(shiftTypes).where(eq(shiftTypes.workspaceId, workspaceId));
    }
  })();
  return Number(rows[0]?.n ?? 0);
}

/** The workspace's plan, its row locked FOR NO KEY UPDATE (which does not block inserts referencing the workspace). */
export async function lockWorkspacePlan(db: DbOrTx, workspaceId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ plan: workspaces.plan })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('no key update');
  return row?.plan;
}

export async function findWorkspacePlan(db: DbOrTx, workspaceId: string): Promise<string | undefined> {
  const row = await db.query.workspaces.findFirst({
    columns: { plan: true },
    where: eq(workspaces.id, workspaceId),
  });
  return row?.plan;
}
