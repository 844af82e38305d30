import type { ExchangeTokenResponse } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-request';
import { applyUserLanguage } from '@/lib/language';
import { selectWorkspace } from '@/lib/session/select-workspace';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useAction } from '@/lib/use-action';

/** GET /api/auth/exchange-token?externalToken=…: turns a one-time external token into a session. */
export async function exchangeToken(externalToken: string): Promise<ExchangeTokenResponse['data']> {
  const body = await apiRequest<ExchangeTokenResponse>({
    method: 'GET',
    url: '/api/auth/exchange-token',
    params: { externalToken },
  });
  return body.data;
}

/**
 * Exchanges the token and signs in; when the token names one of the user's workspaces, that
 * workspace is selected too. Any failure shows the invalid-credentials message.
 */
export function useExchangeToken() {
  const { t } = useTranslation();
  return useAction(exchangeToken, {
    onSuccess: ({ token, user, workspaces, workspaceId }) => {
      useAuthStore.getState().setSession({ token, user, workspaces, workspaceId });
      applyUserLanguage(user);
      const workspace = workspaces.find((w) => w.id === workspaceId);
      if (workspace) void selectWorkspace(workspace, { navigateTo: '/dashboard' });
    },
    onError: () => useAuthStore.getState().setError(t('auth.login.invalidCredentials')),
  });
}
