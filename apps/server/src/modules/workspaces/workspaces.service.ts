import type { CreateWorkspaceBody, Workspace } from '@openrota/contracts';
import type { AppContext, RequestMeta } from '../../context';
import type { DbOrTx } from '../../db/database';
import type { workspaces } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import * as repo from './workspaces.repository';
import { slugify } from './slug';
import { toWorkspaceDto } from './workspace-dto';
import { assertWithinCreationLimit } from './creation-limit';
import { workspaceCreated } from './workspace-created-hook';

/** The workspace's time zone, for every module that needs the workspace's today (one definition: the repository's). */
export { timeZoneOf } from './workspaces.repository';

/** Whether the user is a member of the workspace (any role). */
export async function isMember(db: DbOrTx, workspaceId: string, userId: string): Promise<boolean> {
  return (await repo.findMembership(db, workspaceId, userId)) !== undefined;
}

export async function listWorkspacesForUser(db: DbOrTx, userId: string): Promise<Workspace[]> {
  const rows = await repo.listWorkspacesOfUser(db, userId);
  return rows.map((r) => toWorkspaceDto(r.workspace, r.role));
}

/** A workspace by id, for one of its members; anyone else gets 404. */
export async function getWorkspace(ctx: AppContext, userId: string, workspaceId: string): Promise<Workspace> {
  const membership = await repo.findMembership(ctx.db, workspaceId, userId);
  const row = membership && (await repo.findWorkspace(ctx.db, workspaceId));
  if (!membership || !row) throw AppError.notFound('workspace');
  return toWorkspaceDto(row, membership.role);
}

/** base, base-2 … base-99, then random suffixes: the slugs tried in turn for one name. */
function* slugCandidates(base: string) {
  yield base;
  for (let n = 2; n < 100; n++) yield `${base}-${n}`;
  for (;;) yield `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * Inserts a workspace row under the first free slug of its name, inside the caller's
 * transaction. Two creations of one name at once (a double click on Create, a restore) each get
 * a slug of their own: a slug another transaction takes meanwhile is skipped, never a 500.
 */
export async function insertWorkspaceWithFreeSlug(
  tx: DbOrTx,
  values: Omit<typeof workspaces.$inferInsert, 'slug'>,
) {
  const base = slugify(values.name);
  const taken = await repo.slugsLike(tx, base);
  for (const slug of slugCandidates(base)) {
    if (taken.has(slug)) continue;
    const row = await repo.insertWorkspaceIfSlugFree(tx, { ...values, slug });
    if (row) return row;
  }
  throw new Error('unreachable: the slug candidates never end');
}

/** Creates a workspace with the defaults of docs/product/workspaces.md#workspace-settings; the creator becomes ADMIN. */
export async function createWorkspace(
  ctx: AppContext,
  userId: string,
  body: CreateWorkspaceBody,
  meta: RequestMeta,
): Promise<Workspace> {
  await assertWithinCreationLimit(ctx, userId);
  return ctx.db.transaction(async (tx) => {
    const row = await insertWorkspaceWithFreeSlug(tx, {
      name: body.name,
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    });
    await repo.insertMember(tx, { workspaceId: row.id, userId, role: 'ADMIN' });
    await workspaceCreated(ctx, tx, { workspaceId: row.id, userId });
    await recordAudit(
      tx,
      {
        workspaceId: row.id,
        userId,
        action: 'CREATE',
        resource: 'WORKSPACE',
        resourceId: row.id,
        resourceName: row.name,
        description: `Workspace "${row.name}" created`,
      },
      meta,
    );
    return toWorkspaceDto(row, 'ADMIN');
  });
}
