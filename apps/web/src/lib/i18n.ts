import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { API_BASE } from './config';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

export const SUPPORTED_LANGUAGES = ['en', 'nl'] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: AppLanguage = 'en';
export const NAMESPACE = 'app';

/** Browser tags starting with nl choose Dutch; everything else English (docs/product/sign-in.md#language). */
export function toAppLanguage(tag: string | null | undefined): AppLanguage {
  return tag?.toLowerCase().startsWith('nl') ? 'nl' : 'en';
}

/** Keeps both language keys, the document language and the API's Accept-Language in step. */
export function rememberLanguage(lng: string): void {
  const language = toAppLanguage(lng);
  writeStorage(STORAGE_KEYS.language, language);
  writeStorage(STORAGE_KEYS.i18next, language);
  document.documentElement.lang = language;
}

/**
 * The language to start in (docs/product/sign-in.md#language): the one chosen on this device
 * (`openrota_language`), else the browser's first. Written out rather than with
 * i18next-browser-languagedetector, whose 1.9 KiB gzip sat in every page's first JavaScript for
 * these two lookups (bench/web-size.mjs).
 */
export function detectLanguage(): AppLanguage {
  return toAppLanguage(readStorage(STORAGE_KEYS.language) ?? navigator.languages?.[0] ?? navigator.language);
}

/**
 * Starts i18next: catalogs from `/locales/{lng}/app.json` (time-based cache buster), one
 * namespace, `preferred` (the user's language) else detection from `openrota_language` then the browser. The connector retries a
 * failed read 5 times from 350 ms, doubling, with at most 10 parallel reads; the http backend
 * marks 5xx answers as retryable and 4xx answers as final.
 */
export function initI18n(preferred?: string | null, instance: I18n = i18next): Promise<unknown> {
  instance.on('languageChanged', rememberLanguage);
  return instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      // The signed-in user's stored language wins over the detected one (docs/product/sign-in.md#language).
      lng: preferred ? toAppLanguage(preferred) : detectLanguage(),
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      backend: {
        loadPath: `${API_BASE}/locales/{{lng}}/app.json`,
        queryStringParams: { v: String(Date.now()) },
      },
      react: { useSuspense: true },
    });
}

export { i18next };
