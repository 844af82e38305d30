import type { EmailSettings } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { emailSettingsKey, type EmailSettingsData } from './get-email-settings';

/** PUT /api/email/settings with the settings; answers the saved settings and a message. */
export async function updateEmailSettings(
  settings: EmailSettings,
): Promise<EmailSettingsData & { message?: string }> {
  const body = await apiRequest<{ data: EmailSettingsData; message?: string }>({
    method: 'PUT',
    url: '/api/email/settings',
    data: settings,
  });
  return { ...body.data, message: body.message };
}

export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  const workspaceId = useWorkspaceStore((s) => s.currentWorkspace?.id);
  return useMutation({
    mutationFn: updateEmailSettings,
    onSuccess: ({ emailSettings, emailNotificationsAvailable }) =>
      queryClient.setQueryData<EmailSettingsData>(emailSettingsKey(workspaceId), {
        emailSettings,
        emailNotificationsAvailable,
      }),
  });
}
