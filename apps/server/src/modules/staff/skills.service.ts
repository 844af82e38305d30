import type { StaffSkill } from '@openrota/contracts';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { toSkillDto } from './staff-dto';
import * as repo from './staff.repository';

async function requireStaff(tx: DbOrTx, workspaceId: string, staffId: string) {
  const member = await repo.findStaff(tx, workspaceId, staffId);
  if (!member) throw AppError.notFound('staffMember');
  return member;
}

/** The audit row of a change to the member's skills (an update of the member). */
function auditSkills(
  tx: DbOrTx,
  ws: WorkspaceContext,
  member: { id: string; name: string },
  description: string,
  meta: RequestMeta,
  metadata?: Record<string, unknown>,
) {
  return recordAudit(
    tx,
    {
      workspaceId: ws.workspaceId,
      userId: ws.userId,
      staffId: member.id,
      action: 'UPDATE',
      resource: 'STAFF',
      resourceId: member.id,
      resourceName: member.name,
      description,
      metadata: metadata ?? null,
    },
    meta,
  );
}

async function skillsOf(tx: DbOrTx, workspaceId: string, staffId: string): Promise<StaffSkill[]> {
  return (await repo.listSkills(tx, workspaceId, [staffId])).map(toSkillDto);
}

/** Replaces the staff member's skills with exactly these shift types (all of this workspace). */
export function setSkills(
  ctx: AppContext,
  ws: WorkspaceContext,
  staffId: string,
  shiftTypeIds: string[],
  meta: RequestMeta,
): Promise<StaffSkill[]> {
  return ctx.db.transaction(async (tx) => {
    const member = await requireStaff(tx, ws.workspaceId, staffId);
    const ids = [...new Set(shiftTypeIds)];
    const types = await repo.findShiftTypes(tx, ws.workspaceId, ids);
    // Another workspace's shift type is answered like one that does not exist.
    if (types.length !== ids.length) throw AppError.notFound('shiftType');
    await repo.deleteSkillsExcept(tx, ws.workspaceId, staffId, ids);
    if (ids.length)
      await repo.insertSkills(
        tx,
        ids.map((shiftTypeId) => ({
          workspaceId: ws.workspaceId,
          staffId,
          shiftTypeId,
          createdAt: ctx.clock.now(),
        })),
      );
    const names = types.map((t) => `"${t.name}"`).join(', ');
    const description = types.length
      ? `Skills of "${member.name}" set to ${names}`
      : `All skills of "${member.name}" removed`;
    await auditSkills(tx, ws, member, description, meta, { shiftTypeIds: ids });
    return skillsOf(tx, ws.workspaceId, staffId);
  });
}

export function addSkill(
  ctx: AppContext,
  ws: WorkspaceContext,
  staffId: string,
  shiftTypeId: string,
  meta: RequestMeta,
): Promise<StaffSkill> {
  return ctx.db.transaction(async (tx) => {
    const member = await requireStaff(tx, ws.workspaceId, staffId);
    const [type] = await repo.findShiftTypes(tx, ws.workspaceId, [shiftTypeId]);
    if (!type) throw AppError.notFound('shiftType');
    const [created] = await repo.insertSkills(tx, [
      { workspaceId: ws.workspaceId, staffId, shiftTypeId, createdAt: ctx.clock.now() },
    ]);
    if (!created)
      throw AppError.conflict(
        msg('staff.alreadyHasSkill', { name: member.name, skill: type.name }),
        'shiftTypeId',
      );
    await auditSkills(tx, ws, member, `Skill "${type.name}" added to "${member.name}"`, meta);
    const skill = (await skillsOf(tx, ws.workspaceId, staffId)).find((s) => s.id === created.id)!;
    return skill;
  });
}

export async function removeSkill(
  ctx: AppContext,
  ws: WorkspaceContext,
  staffId: string,
  skillId: string,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const member = await requireStaff(tx, ws.workspaceId, staffId);
    const skill = await repo.findSkill(tx, ws.workspaceId, staffId, skillId);
    if (!skill) throw AppError.notFound('skill');
    await repo.deleteSkill(tx, ws.workspaceId, staffId, skillId);
    await auditSkills(tx, ws, member, `Skill "${skill.shiftTypeName}" removed from "${member.name}"`, meta);
  });
}
