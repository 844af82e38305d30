import { apiRequest } from '@/lib/api-request';

/** PUT /api/staff/{id}/skills: replaces the member's skills with these shift type ids. */
export async function setStaffSkills(staffId: string, shiftTypeIds: string[]): Promise<void> {
  await apiRequest({ method: 'PUT', url: `/api/staff/${staffId}/skills`, data: shiftTypeIds });
}
