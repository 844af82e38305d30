import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { workspaces } from '../../db/schema';

const licenceColumns = {
  id: workspaces.id,
  name: workspaces.name,
  slug: workspaces.slug,
  timeZone: workspaces.timeZone,
  plan: workspaces.plan,
  renewalDate: workspaces.renewalDate,
  trialStartedAt: workspaces.trialStartedAt,
};
export type LicenceRow = { id: string; name: string; slug: string; timeZone: string; plan: string; renewalDate: string | null; trialStartedAt: Date | null };

/** The workspace's licence columns; `forUpdate` locks the row for a change in the same transaction. */
export async function findLicence(db: DbOrTx, workspaceId: string, forUpdate = false): Promise<LicenceRow | undefined> {
  const query = db.select(licenceColumns).from(workspaces).where(eq(workspaces.id, workspaceId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findLicenceBySlug(db: DbOrTx, slug: string): Promise<LicenceRow | undefined> {
  const [row] = await db.select(licenceColumns).from(workspaces).where(eq(workspaces.slug, slug)).for('update');
  return row;
}

export async function updateLicence(db: DbOrTx, workspaceId: string, values: { plan: string; renewalDate: string | null; trialStartedAt?: Date; updatedAt: Date }): Promise<void> {
  await db.update(workspaces).set(values).where(eq(workspaces.id, workspaceId));
}
