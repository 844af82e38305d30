import type { AddSkillBodySchema, StaffSkill } from '@openrota/contracts';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { staffKeys } from '@/lib/master-data/staff';

/** POST /api/staff/{id}/skills {shiftTypeId}: gives the member one skill; answers the skill. */
export async function addStaffSkill({
  staffId,
  shiftTypeId,
}: { staffId: string } & z.input<typeof AddSkillBodySchema>): Promise<StaffSkill> {
  return (
    await apiRequest<{ data: StaffSkill }>({
      method: 'POST',
      url: `/api/staff/${staffId}/skills`,
      data: { shiftTypeId },
    })
  ).data;
}

export function useAddStaffSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaffSkill,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
