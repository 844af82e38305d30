import type { StaffSendCodeBody } from '@openrota/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** docs/product/staff-login.md#workspace-identifier: a UUID is sent as workspaceId, anything else as workspaceSlug. */
export function workspaceRef(value: string): Pick<StaffSendCodeBody, 'workspaceId' | 'workspaceSlug'> {
  const trimmed = value.trim();
  return UUID.test(trimmed) ? { workspaceId: trimmed } : { workspaceSlug: trimmed };
}
