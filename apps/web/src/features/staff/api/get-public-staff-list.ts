import type { PublicStaffListResponse } from '@openrota/contracts';
import { apiRequest } from '@/lib/api-request';

export type PublicStaffList = PublicStaffListResponse['data'];

/** GET /api/public/{workspaceSlug}/staff (public): the workspace's name and its active staff; 404 while not shared. */
export async function getPublicStaffList(slug: string): Promise<PublicStaffList> {
  const body = await apiRequest<PublicStaffListResponse>({
    method: 'GET',
    url: `/api/public/${encodeURIComponent(slug)}/staff`,
    headers: { Accept: 'application/json' },
  });
  return body.data;
}
