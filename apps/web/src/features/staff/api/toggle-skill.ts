import type { Staff } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addStaffSkill } from './add-staff-skill';
import { STAFF_KEY } from './get-staff';
import { removeStaffSkill } from './remove-staff-skill';

type Toggle = { staff: Staff; shiftType: { id: string; name: string; color: string }; canWork: boolean };

/**
 * A skills-matrix cell: adds (POST) or removes (DELETE) one skill. The cell changes at once and
 * rolls back when the call fails; `onError` then tells the user.
 */
export function useToggleSkill({ onError }: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ staff, shiftType, canWork }: Toggle) => {
      if (canWork) return void (await addStaffSkill({ staffId: staff.id, shiftTypeId: shiftType.id }));
      const skill = staff.skills.find((s) => s.shiftTypeId === shiftType.id);
      if (skill) await removeStaffSkill({ staffId: staff.id, skillId: skill.id });
    },
    onMutate: async ({ staff, shiftType, canWork }) => {
      await queryClient.cancelQueries({ queryKey: STAFF_KEY });
      const previous = queryClient.getQueryData<Staff[]>(STAFF_KEY);
      queryClient.setQueryData<Staff[]>(STAFF_KEY, (list = []) =>
        list.map((member) => {
          if (member.id !== staff.id) return member;
          const skills = canWork
            ? [...member.skills, { id: `pending-${shiftType.id}`, shiftTypeId: shiftType.id, shiftType: { name: shiftType.name, color: shiftType.color } }]
            : member.skills.filter((s) => s.shiftTypeId !== shiftType.id);
          return { ...member, skills };
        }),
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(STAFF_KEY, context.previous);
      onError?.(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
