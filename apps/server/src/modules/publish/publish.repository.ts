import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { publishedShifts, schedulePublications, staff, users, workspaces } from '../../db/schema';

/** The workspace's publish state, locked (FOR UPDATE) when `lock`: publishes of one workspace run one at a time. */
export async function findWorkspace(db: DbOrTx, workspaceId: string, lock = false) {
  const query = db
    .select({
      name: workspaces.name,
      slug: workspaces.slug,
      timeZone: workspaces.timeZone,
      mode: workspaces.publishMode,
      publishedFrom: workspaces.publishedFrom,
      publishedUntil: workspaces.publishedUntil,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updatePublishState(
  tx: DbOrTx,
  workspaceId: string,
  state: { mode: 'IMMEDIATE' | 'ON_PUBLISH'; publishedFrom: string | null; publishedUntil: string | null },
) {
  await tx
    .update(workspaces)
    .set({
      publishMode: state.mode,
      publishedFrom: state.publishedFrom,
      publishedUntil: state.publishedUntil,
    })
    .where(eq(workspaces.id, workspaceId));
}

export type SnapshotRow = Omit<typeof publishedShifts.$inferInsert, 'id'>;

/** Replaces the workspace's whole snapshot with `rows` (none: the snapshot is dropped). */
export async function replaceSnapshot(tx: DbOrTx, workspaceId: string, rows: SnapshotRow[]) {
  await tx.delete(publishedShifts).where(eq(publishedShifts.workspaceId, workspaceId));
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(publishedShifts).values(rows.slice(i, i + 1000));
}

export async function insertPublication(tx: DbOrTx, row: typeof schedulePublications.$inferInsert) {
  const [made] = await tx.insert(schedulePublications).values(row).returning();
  return made!;
}

/** The workspace's latest publish, with the name of who published. */
export async function lastPublication(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({ publication: schedulePublications, publishedBy: users.name })
    .from(schedulePublications)
    .leftJoin(users, eq(users.id, schedulePublications.publishedByUserId))
    .where(eq(schedulePublications.workspaceId, workspaceId))
    .orderBy(desc(schedulePublications.publishedAt))
    .limit(1);
  return row;
}

/** Staff members' mail addresses and languages (their linked account's). */
export function staffContacts(db: DbOrTx, workspaceId: string, staffIds: string[]) {
  if (staffIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email, language: users.language })
    .from(staff)
    .leftJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.workspaceId, workspaceId), inArray(staff.id, staffIds)));
}
