import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { staff, workspaces } from '../../db/schema';

export function findWorkspaceBySlug(db: DbOrTx, slug: string) {
  return db.query.workspaces.findFirst({
    columns: { id: true, name: true, publicStaffList: true },
    where: eq(workspaces.slug, slug),
  });
}

/** Active staff `{ name, shortName }` of the workspace, by name (case-insensitive, then exact, then id). */
export function listActiveStaffNames(db: DbOrTx, workspaceId: string) {
  return db
    .select({ name: staff.name, shortName: staff.shortName })
    .from(staff)
    .where(and(eq(staff.workspaceId, workspaceId), eq(staff.active, true)))
    .orderBy(sql`lower(${staff.name})`, asc(staff.name), asc(staff.id));
}
