import type { SetSkillsBodySchema, StaffSkill } from '@openrota/contracts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';

/** PUT /api/staff/{id}/skills: replaces the member's skills with these shift type ids; answers the skills held. */
export async function setStaffSkills(staffId: string, shiftTypeIds: string[]): Promise<StaffSkill[]> {
  const body: z.input<typeof SetSkillsBodySchema> = shiftTypeIds;
  return (
    await apiRequest<{ data: StaffSkill[] }>({
      method: 'PUT',
      url: `/api/staff/${staffId}/skills`,
      data: body,
    })
  ).data;
}
