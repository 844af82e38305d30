import type { Staff, StaffDirectoryEntry, StaffSkill } from '@openrota/contracts';
import type { DbOrTx } from '../../db/database';
import * as repo from './staff.repository';

type SkillRow = Awaited<ReturnType<typeof repo.listSkills>>[number];

export function toSkillDto(row: SkillRow): StaffSkill {
  return { id: row.id, shiftTypeId: row.shiftTypeId, shiftType: { name: row.name, color: row.color } };
}

/** Staff of the workspace (or one of them) with their skills and linked account, sorted by name. */
export async function loadStaffDtos(db: DbOrTx, workspaceId: string, staffId?: string): Promise<Staff[]> {
  const rows = await repo.listStaff(db, workspaceId, staffId);
  if (rows.length === 0) return [];
  const skills = await repo.listSkills(db, workspaceId, staffId ? [staffId] : undefined);
  const byStaff = new Map<string, StaffSkill[]>();
  for (const skill of skills) {
    const list = byStaff.get(skill.staffId) ?? [];
    list.push(toSkillDto(skill));
    byStaff.set(skill.staffId, list);
  }
  return rows.map(({ staff: s, userEmail }) => ({
    id: s.id,
    name: s.name,
    shortName: s.shortName,
    email: s.email,
    phone: s.phone,
    active: s.active,
    inactiveFrom: s.inactiveFrom,
    userId: s.userId,
    user: s.userId && userEmail ? { email: userEmail } : null,
    skills: byStaff.get(s.id) ?? [],
  }));
}

/** A colleague as a STAFF-role member sees them: no contact details, no linked account. */
export function toDirectoryEntry(s: Staff): StaffDirectoryEntry {
  return {
    id: s.id,
    name: s.name,
    shortName: s.shortName,
    active: s.active,
    inactiveFrom: s.inactiveFrom,
    skills: s.skills,
  };
}
