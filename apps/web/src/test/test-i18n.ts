import { catalogs } from '@openrota/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** A fresh i18next instance with the real catalogs in namespace `app`, ready synchronously. */
export function createTestI18n(lng: 'en' | 'nl' = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['app'],
    defaultNS: 'app',
    resources: { en: { app: catalogs.en }, nl: { app: catalogs.nl } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}
