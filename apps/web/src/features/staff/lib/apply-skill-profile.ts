import type { Staff } from '@openrota/contracts';
import { addStaffSkill } from '../api/add-staff-skill';
import { removeStaffSkill } from '../api/remove-staff-skill';

export type ApplyProfileResult = { added: number; skipped: number; failed: number; staff: number };

/**
 * Gives each chosen member the chosen skills. In replace mode all their current skills are
 * removed first; otherwise skills they already hold are skipped (docs/product/back-office.md#staff).
 * Single failed additions are counted (and logged), not thrown.
 */
export async function applySkillProfile(
  staff: readonly Staff[],
  shiftTypeIds: readonly string[],
  replace: boolean,
): Promise<ApplyProfileResult> {
  const result: ApplyProfileResult = { added: 0, skipped: 0, failed: 0, staff: staff.length };
  for (const member of staff) {
    if (replace) {
      for (const skill of member.skills) await removeStaffSkill({ staffId: member.id, skillId: skill.id });
    }
    const held = replace ? [] : member.skills.map((s) => s.shiftTypeId);
    for (const shiftTypeId of shiftTypeIds) {
      if (held.includes(shiftTypeId)) {
        result.skipped += 1;
        continue;
      }
      try {
        await addStaffSkill({ staffId: member.id, shiftTypeId });
        result.added += 1;
      } catch (error) {
        console.error('Could not add skill', { staffId: member.id, shiftTypeId }, error);
        result.failed += 1;
      }
    }
  }
  return result;
}
