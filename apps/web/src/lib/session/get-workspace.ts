import type { Workspace, WorkspaceResponse } from '@openrota/contracts';
import { apiRequest } from '../api-request';

/** GET /api/workspaces/{id}: the workspace's details as seen by the current member. */
export async function getWorkspace(id: string): Promise<Workspace> {
  const body = await apiRequest<WorkspaceResponse>({
    method: 'GET',
    url: `/api/workspaces/${id}`,
    headers: { 'X-Workspace-Id': id },
  });
  return body.data;
}
