import type { Staff, StaffBody } from '@openrota/contracts';
import { apiRequest } from '@/lib/api-request';

/** PUT /api/staff/{id}: changes a staff member's details. */
export async function updateStaff({ id, body }: { id: string; body: Partial<StaffBody> }): Promise<Staff> {
  return (await apiRequest<{ data: Staff }>({ method: 'PUT', url: `/api/staff/${id}`, data: body })).data;
}
