import type { EmailSettings } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

export interface EmailSettingsData {
  emailSettings: EmailSettings;
  /** False on a plan without email notifications: settings are kept, no reminder is sent. */
  emailNotificationsAvailable: boolean;
}

export const emailSettingsKey = (workspaceId: string | undefined) => ['email-settings', workspaceId] as const;

/** GET /api/email/settings: reads data.emailSettings (docs/product/email.md#email-settings). */
export async function getEmailSettings(): Promise<EmailSettingsData> {
  const body = await apiRequest<{ data: EmailSettingsData }>({ method: 'GET', url: '/api/email/settings' });
  return {
    emailSettings: body.data.emailSettings,
    emailNotificationsAvailable: body.data.emailNotificationsAvailable !== false,
  };
}

export function getEmailSettingsQueryOptions(workspaceId: string | undefined) {
  return queryOptions({ queryKey: emailSettingsKey(workspaceId), queryFn: getEmailSettings });
}

export function useEmailSettings() {
  const workspaceId = useWorkspaceStore((s) => s.currentWorkspace?.id);
  return useQuery(getEmailSettingsQueryOptions(workspaceId));
}
