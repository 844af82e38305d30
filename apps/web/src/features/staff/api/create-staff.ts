import type { Staff, StaffBody } from '@openrota/contracts';
import { apiRequest } from '@/lib/api-request';

/** POST /api/staff: adds a staff member. */
export async function createStaff(body: StaffBody): Promise<Staff> {
  return (await apiRequest<{ data: Staff }>({ method: 'POST', url: '/api/staff', data: body })).data;
}
