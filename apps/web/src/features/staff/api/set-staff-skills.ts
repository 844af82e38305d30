import type { StaffSkill } from '@openrota/contracts';
import { apiRequest } from '@/lib/api-request';

/** PUT /api/staff/{id}/skills: replaces the member's skills with these shift type ids; answers the skills held. */
export async function setStaffSkills(staffId: string, shiftTypeIds: string[]): Promise<StaffSkill[]> {
  return (await apiRequest<{ data: StaffSkill[] }>({ method: 'PUT', url: `/api/staff/${staffId}/skills`, data: shiftTypeIds })).data;
}
