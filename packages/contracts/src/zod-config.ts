import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` once a probe has found that it may, and it
 * decides when a schema is defined. The web app's Content-Security-Policy has no 'unsafe-eval'
 * (apps/server/src/plugins/security-headers.ts), so the browser reports that probe as a
 * violation. In a browser the parsers therefore run without it, set before any schema here is
 * defined (this module comes first in index.ts); the server keeps the faster compiled parsers.
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });
