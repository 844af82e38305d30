import type { Staff, StaffBody } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleKeys } from '@/lib/schedule-api/keys';
import { skillsChanged } from '../lib/staff-form';
import { createStaff } from './create-staff';
import { staffKeys } from '@/lib/master-data/staff';
import { markOnboarding } from './mark-onboarding';
import { setStaffSkills } from './set-staff-skills';
import { updateStaff } from './update-staff';

export type SaveStaffInput = {
  /** The member being edited; null adds one. */
  staff: Staff | null;
  body: StaffBody;
  /** Shift type ids the member should hold; sent only when they differ from those the server answered. */
  skills: string[];
  /** The workspace's first member: onboarding is re-evaluated after it. */
  isFirst: boolean;
};

/** The member was saved but their skills were not: a retry must edit `staff`, not add them again. */
export class SkillsNotSavedError extends Error {
  constructor(
    readonly staff: Staff,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : 'Skills not saved');
    this.name = 'SkillsNotSavedError';
  }
}

/**
 * The staff form's save: the member (POST or PUT), then their skills (PUT /staff/{id}/skills),
 * and only then the staff lists and the schedule are fetched again, so the list, the edit form
 * and the skills dialog show the skills just saved (issue 10: they were re-fetched before the
 * skills were sent, and a later save then replaced skills the form never showed).
 */
export async function saveStaff({ staff, body, skills, isFirst }: SaveStaffInput): Promise<Staff> {
  const saved = staff ? await updateStaff({ id: staff.id, body }) : await createStaff(body);
  if (!staff && isFirst) await markOnboarding();
  if (
    skillsChanged(
      saved.skills.map((s) => s.shiftTypeId),
      skills,
    )
  ) {
    try {
      return { ...saved, skills: await setStaffSkills(saved.id, skills) };
    } catch (error) {
      throw new SkillsNotSavedError(saved, error);
    }
  }
  return saved;
}

export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaff,
    // Even after a failed skills write the member may have been saved: refresh either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
      ]),
  });
}
