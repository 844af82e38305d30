import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { workspaces } from '../../db/schema';

export type WorkspaceRow = typeof workspaces.$inferSelect;

/** The workspace row, locked for a change in the same transaction. */
export async function findWorkspaceForUpdate(
  tx: DbOrTx,
  workspaceId: string,
): Promise<WorkspaceRow | undefined> {
  const [row] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  return row;
}

export async function updateWorkspace(
  tx: DbOrTx,
  workspaceId: string,
  changes: Partial<WorkspaceRow>,
): Promise<WorkspaceRow> {
  const [row] = await tx.update(workspaces).set(changes).where(eq(workspaces.id, workspaceId)).returning();
  return row!;
}
