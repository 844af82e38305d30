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

/** Security headers on every answer; no X-Powered-By (Fastify never sends one). */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // The API docs page loads Swagger UI's inline bootstrap; everything else gets the strict policy.
    if (!request.url.startsWith('/api/docs')) reply.header('Content-Security-Policy', CSP);
    else reply.header('Content-Security-Policy', CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"));
    reply.removeHeader('X-Powered-By');
    return payload;
  });
}
