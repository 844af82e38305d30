import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@openrota/contracts';
import { catalogs } from '@openrota/i18n';
import { AppError, msg } from '../lib/app-error';

/** Finds apps/web/dist from src/ or dist/ of the server. */
export function defaultWebDistDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const rel of ['../../web/dist', '../../../web/dist', '../web/dist']) {
    const candidate = path.resolve(here, rel);
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
  }
  return path.resolve(here, '../../web/dist');
}

/** A browser opening a page (an address typed or a link followed), not a script asking for data. */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  if (dest) return dest === 'document';
  return (request.headers.accept ?? '').startsWith('text/html');
}

/**
 * Serves the translation catalogs and, when built, the web app from the same origin as the
 * API. `/` is the app whatever the Accept header (curl and uptime checkers send `*\/*`, HEAD
 * included). Returns the SPA fallback for the not-found handler: other client-side routes get
 * index.html when a browser asks for HTML; `/api/*` and missing files stay 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  app.get<{ Params: { lng: string } }>(
    '/locales/:lng/app.json',
    { config: { access: 'public' } },
    async (request, reply) => {
      const catalog = (catalogs as Record<string, unknown>)[request.params.lng];
      if (!catalog) throw new AppError(ErrorCode.NOT_FOUND, 404, msg('generic.unknownLanguage'));
      void reply.header('Cache-Control', 'no-cache');
      return catalog;
    },
  );

  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      else res.header('Cache-Control', 'no-cache');
    },
  });
  const sendApp = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) => sendApp(reply));
  return (request: FastifyRequest, reply: FastifyReply) => {
    const accept = request.headers.accept ?? '';
    if (request.method !== 'GET' || request.url.startsWith('/api/') || !accept.includes('text/html'))
      return false;
    void sendApp(reply);
    return true;
  };
}
