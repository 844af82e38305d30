import type { User } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { i18next, toAppLanguage, type AppLanguage } from './i18n';
import { useAuthStore } from './stores/auth-store';

/** Applies the signed-in user's stored language, which wins over the local choice. */
export function applyUserLanguage(user: Pick<User, 'language'> | null | undefined): void {
  if (!user?.language) return;
  const language = toAppLanguage(user.language);
  if (toAppLanguage(i18next.language) !== language) void i18next.changeLanguage(language);
}

/**
 * Switches the interface language and stores it. A signed-in user's language is also saved on
 * the server (PUT /api/users/{id}); that failing is only logged.
 */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  const { user, setUser } = useAuthStore.getState();
  if (user) {
    // Loaded on demand so the landing page does not carry the HTTP client.
    void import('./session/update-user-language')
      .then(({ updateUserLanguage }) => updateUserLanguage(user.id, language))
      .then((updated) => setUser(updated))
      .catch((error: unknown) => console.error('Could not save the language preference', error));
  }
  await i18next.changeLanguage(language);
}

export function useLanguage(): {
  language: AppLanguage;
  changeLanguage: (language: AppLanguage) => Promise<void>;
} {
  const { i18n } = useTranslation();
  return { language: toAppLanguage(i18n.resolvedLanguage ?? i18n.language), changeLanguage };
}
