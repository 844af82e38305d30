import { and, asc, eq, sql } from 'drizzle-orm';
import type { PublicStaffMember } from '@openrota/contracts';
import type { AppContext } from '../../context';
import { staff, workspaces } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Active staff `{ name, shortName }` by name, nothing else (no ids, emails or phones). A
 * workspace that does not share its list answers exactly like an unknown slug: 404.
 */
export async function publicStaffList(ctx: AppContext, slug: string): Promise<{ workspaceName: string; staff: PublicStaffMember[] }> {
  const ws = await ctx.db.query.workspaces.findFirst({ columns: { id: true, name: true, publicStaffList: true }, where: eq(workspaces.slug, slug.toLowerCase()) });
  if (!ws || !ws.publicStaffList) throw AppError.notFound('staffList');
  const members = await ctx.db
    .select({ name: staff.name, shortName: staff.shortName })
    .from(staff)
    .where(and(eq(staff.workspaceId, ws.id), eq(staff.active, true)))
    .orderBy(sql`lower(${staff.name})`, asc(staff.name), asc(staff.id));
  return { workspaceName: ws.name, staff: members };
}
