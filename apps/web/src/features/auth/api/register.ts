import type { RegisterBody, SessionResponse } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { getServerError } from '@/lib/api-error';
import { apiRequest } from '@/lib/api-request';
import { i18next, toAppLanguage } from '@/lib/i18n';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useAction } from '@/lib/use-action';
import { sessionOf } from './login';

/** POST /api/auth/register; the account keeps the language the visitor signed up in. */
export function register(body: RegisterBody): Promise<SessionResponse> {
  const data: RegisterBody = { ...body, language: body.language ?? toAppLanguage(i18next.language) };
  return apiRequest<SessionResponse>({ method: 'POST', url: '/api/auth/register', data });
}

/** Creates the account and signs in in the current language; a failure records the server message else 'Failed to register'. */
export function useRegister() {
  const { t } = useTranslation();
  return useAction(register, {
    onSuccess: (response) => {
      const session = sessionOf(response);
      useAuthStore.getState().setSession(session);
    },
    onError: (error) => useAuthStore.getState().setError(getServerError(error) ?? t('auth.register.failed')),
  });
}
