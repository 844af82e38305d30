/**
 * Origin of the API and translation files. Empty (the default) means the same origin as the web
 * app; set VITE_API_BASE at build time for split deployments, e.g. `https://api.example.com`.
 */
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

/** Prefix of the language storage key (`{product}_language`). */
export const PRODUCT_KEY = 'openrota';
