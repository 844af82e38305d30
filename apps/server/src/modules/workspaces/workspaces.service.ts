import type { CreateWorkspaceBody, Workspace } from '@openrota/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit, type RequestMeta } from '../audit/audit.service';
import * as repo from './workspaces.repository';
import { slugify } from './slug';
import { toWorkspaceDto } from './workspace-dto';

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

async function uniqueSlug(tx: DbOrTx, name: string): Promise<string> {
  const base = slugify(name);
  if (!(await repo.slugExists(tx, base))) return base;
  for (let n = 2; n < 100; n++) {
    const candidate = `${base}-${n}`;
    if (!(await repo.slugExists(tx, candidate))) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Creates a workspace with the defaults of spec 001 section 5; the creator becomes ADMIN. */
export async function createWorkspace(ctx: AppContext, userId: string, body: CreateWorkspaceBody, meta: RequestMeta): Promise<Workspace> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const slug = await uniqueSlug(tx, body.name);
        const row = await repo.insertWorkspace(tx, { name: body.name, slug, createdAt: ctx.clock.now(), updatedAt: ctx.clock.now() });
        await repo.insertMember(tx, { workspaceId: row.id, userId, role: 'ADMIN' });
        await recordAudit(tx, { workspaceId: row.id, userId, action: 'CREATE', resource: 'WORKSPACE', resourceId: row.id, resourceName: row.name, description: `Workspace "${row.name}" created` }, meta);
        return toWorkspaceDto(row, 'ADMIN');
      });
    } catch (err) {
      // Two creations racing for the same slug: the unique index stops one; try again.
      if ((err as { code?: string }).code === '23505' && attempt < 3) continue;
      throw err;
    }
  }
}
