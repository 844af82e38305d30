// The translation catalogues (en, nl) and the API error catalogue built on them.
export * from './catalogs';
export * from './api-errors';
export * from './working-time';
