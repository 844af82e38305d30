import { catalogs } from '@openrota/i18n';
import i18next, { type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** i18next settings for tests: the real catalogs in namespace `app`, no HTTP, ready synchronously. */
export function testI18nOptions(lng: 'en' | 'nl' = 'en'): InitOptions {
  return {
    lng,
    fallbackLng: 'en',
    supportedLngs: ['en', 'nl'],
    ns: ['app'],
    defaultNS: 'app',
    resources: { en: { app: catalogs.en }, nl: { app: catalogs.nl } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  };
}

/** A fresh i18next instance, for tests that must not touch the app's global one. */
export function createTestI18n(lng: 'en' | 'nl' = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(testI18nOptions(lng));
  return instance;
}
