import type { FastifyInstance } from 'fastify';

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * The app's policy: scripts only from the app's own files (no inline script, no eval). Two
 * features need `blob:`: the dashboard's confetti draws in a worker made from a blob
 * (canvas-confetti), and printing loads the PDF into a hidden frame from a blob URL
 * (apps/web/src/features/schedule/api/pdf.ts). Only those two directives allow it.
 */
export const APP_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  'frame-src': 'blob:',
  'object-src': "'none'",
  'base-uri': "'none'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
});

/**
 * The API docs page (/api/docs, Swagger UI): its scripts are files under /api/docs (no inline
 * script); it fetches the OpenAPI document and, with "Try it out", the API itself. Nothing else:
 * no workers, no frames, no forms.
 */
export const DOCS_CSP = policy({
  'default-src': "'none'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'frame-ancestors': "'none'",
  'form-action': "'none'",
});

const BASE_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};
const STRICT = { ...BASE_HEADERS, 'content-security-policy': APP_CSP };
const DOCS = { ...BASE_HEADERS, 'content-security-policy': DOCS_CSP };

/**
 * Security headers on every answer, set when the request arrives so that error and 404
 * answers carry them too. Fastify never sends X-Powered-By. A callback hook, not an async
 * one: this runs on every request, and the promise would cost throughput for nothing.
 *
 * An API route that needs a signed-in caller (`config.access` other than `public`) answers
 * with `Cache-Control: no-store`: what it sends is one person's data, which no browser or
 * proxy cache may keep. A route may still set its own header (downloads do the same).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/docs') ? DOCS : STRICT);
    const access = request.routeOptions.config?.access;
    if (access && access !== 'public') reply.header('cache-control', 'no-store');
    done();
  });
}
