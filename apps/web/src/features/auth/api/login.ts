import type { LoginBody, SessionPayload, SessionResponse } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { getServerError } from '@/lib/api-error';
import { apiRequest } from '@/lib/api-request';
import { applyUserLanguage } from '@/lib/language';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useAction } from '@/lib/use-action';

/** POST /api/auth/login. */
export function login(body: LoginBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>({ method: 'POST', url: '/api/auth/login', data: body });
}

/** The session fields, read from `data` or, for older servers, from the top level. */
export function sessionOf(response: SessionResponse): SessionPayload {
  const { token, user, workspaces } = response.data ?? response;
  return { token, user, workspaces };
}

/** Signs in: stores token, user and workspaces; a failure records the server message else 'Failed to login'. */
export function useLogin() {
  const { t } = useTranslation();
  return useAction(login, {
    onSuccess: (response) => {
      const session = sessionOf(response);
      useAuthStore.getState().setSession(session);
      applyUserLanguage(session.user);
    },
    onError: (error) => useAuthStore.getState().setError(getServerError(error) ?? t('auth.login.failed')),
  });
}
