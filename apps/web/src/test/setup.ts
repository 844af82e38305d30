import { catalogs } from '@openrota/i18n';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';

// The app's global i18next instance, with the real catalogs and no HTTP loading.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'nl'],
  ns: ['app'],
  defaultNS: 'app',
  resources: { en: { app: catalogs.en }, nl: { app: catalogs.nl } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

// Pages are lazy modules: the first render of each waits for its import.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
