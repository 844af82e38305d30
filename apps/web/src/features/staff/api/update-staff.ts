import type { Staff, UpdateStaffBodySchema } from '@openrota/contracts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';

/** PUT /api/staff/{id}: changes a staff member's details. */
export async function updateStaff({
  id,
  body,
}: {
  id: string;
  body: z.input<typeof UpdateStaffBodySchema>;
}): Promise<Staff> {
  return (await apiRequest<{ data: Staff }>({ method: 'PUT', url: `/api/staff/${id}`, data: body })).data;
}
