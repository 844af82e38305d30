import type { PublicStaffMember } from '@openrota/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import * as repo from './public-staff.repository';

/**
 * Active staff `{ name, shortName }` by name, nothing else (no ids, emails or phones). A
 * workspace that does not share its list answers exactly like an unknown slug: 404.
 */
export async function publicStaffList(
  ctx: AppContext,
  slug: string,
): Promise<{ workspaceName: string; staff: PublicStaffMember[] }> {
  const ws = await repo.findWorkspaceBySlug(ctx.db, slug.toLowerCase());
  if (!ws || !ws.publicStaffList) throw AppError.notFound('staffList');
  const members = await repo.listActiveStaffNames(ctx.db, ws.id);
  return { workspaceName: ws.name, staff: members };
}
