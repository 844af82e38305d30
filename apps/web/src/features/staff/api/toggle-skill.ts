import type { Staff } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addStaffSkill } from './add-staff-skill';
import { getStaff, staffKeys } from '@/lib/master-data/staff';
import { removeStaffSkill } from './remove-staff-skill';

type Toggle = { staff: Staff; shiftType: { id: string; name: string; color: string }; canWork: boolean };

const PENDING = 'pending-';

/**
 * A skills-matrix cell: adds (POST) or removes (DELETE) one skill. The cell changes at once and
 * rolls back when the call fails; `onError` then tells the user. Toggles run one after another
 * (one mutation scope), and a removal looks up the skill's real id, so unticking a cell whose
 * "add" was still in flight removes the skill that add created instead of a placeholder.
 */
/** The skill's id as the server has it now (the cached one may still be a placeholder). */
async function currentSkillId(staffId: string, shiftTypeId: string) {
  const list = await getStaff();
  return list.find((m) => m.id === staffId)?.skills.find((s) => s.shiftTypeId === shiftTypeId)?.id;
}

export function useToggleSkill({ onError }: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'skills-matrix' },
    mutationFn: async ({ staff, shiftType, canWork }: Toggle) => {
      if (canWork) {
        const created = await addStaffSkill({ staffId: staff.id, shiftTypeId: shiftType.id });
        // Swap the placeholder for the real skill, so a later removal can name it.
        queryClient.setQueryData<Staff[]>(staffKeys.all, (list = []) =>
          list.map((m) =>
            m.id !== staff.id
              ? m
              : { ...m, skills: m.skills.map((s) => (s.id === `${PENDING}${shiftType.id}` ? created : s)) },
          ),
        );
        return;
      }
      const known = staff.skills.find((s) => s.shiftTypeId === shiftType.id);
      const skillId =
        known && !known.id.startsWith(PENDING) ? known.id : await currentSkillId(staff.id, shiftType.id);
      if (skillId) await removeStaffSkill({ staffId: staff.id, skillId });
    },
    onMutate: async ({ staff, shiftType, canWork }) => {
      await queryClient.cancelQueries({ queryKey: staffKeys.all });
      const previous = queryClient.getQueryData<Staff[]>(staffKeys.all);
      queryClient.setQueryData<Staff[]>(staffKeys.all, (list = []) =>
        list.map((member) => {
          if (member.id !== staff.id) return member;
          const skills = canWork
            ? [
                ...member.skills,
                {
                  id: `${PENDING}${shiftType.id}`,
                  shiftTypeId: shiftType.id,
                  shiftType: { name: shiftType.name, color: shiftType.color },
                },
              ]
            : member.skills.filter((s) => s.shiftTypeId !== shiftType.id);
          return { ...member, skills };
        }),
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(staffKeys.all, context.previous);
      onError?.(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
