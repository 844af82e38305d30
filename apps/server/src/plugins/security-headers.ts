import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const BASE_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};
const STRICT = { ...BASE_HEADERS, 'content-security-policy': CSP };
// The API docs page boots Swagger UI with an inline script; everything else gets the strict policy.
const DOCS = { ...BASE_HEADERS, 'content-security-policy': CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") };

/**
 * Security headers on every answer, set when the request arrives so that error and 404
 * answers carry them too. Fastify never sends X-Powered-By. A callback hook, not an async
 * one: this runs on every request, and the promise would cost throughput for nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/docs') ? DOCS : STRICT);
    done();
  });
}
