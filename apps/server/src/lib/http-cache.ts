import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * HTTP revalidation of schedule reads (docs/adr/0008-schedule-version-and-cache.md): the ETag
 * names the workspace's schedule version, the workspace's today and everything else the answer
 * depends on (the request's parameters, the caller where the answer is theirs, the language),
 * never the content encoding (a weak ETag: the brotli, gzip and plain bodies are the same
 * answer). Answers carry `Cache-Control: private, no-cache`: a browser keeps them and asks again
 * each time with `If-None-Match`, and a matching tag is answered 304 without computing anything.
 */
export function scheduleEtag(
  head: { version: number; today: string },
  ...parts: ReadonlyArray<string | undefined>
): string {
  return etagOfBuild(BUILD, head, parts);
}

/**
 * The tag as `build` would make it. The running code is part of every tag: versions live in the
 * database and outlast a deploy, and a new release may compute or shape the same version's
 * answer differently, so a browser's tag from the old release must get the new answer (200),
 * not a 304 that keeps the old body. Instances of one build make the same tags.
 */
export function etagOfBuild(
  build: string,
  head: { version: number; today: string },
  parts: ReadonlyArray<string | undefined>,
): string {
  const hash = createHash('sha256')
    .update([build, head.today, ...parts.map((p) => p ?? '')].join('\u0000'))
    .digest('base64url')
    .slice(0, 22);
  return `W/"${head.version}-${hash}"`;
}

/**
 * The running code's own hash: of the bundle (dist/main.js, which holds the server, the engine,
 * the contracts and the catalogues) in production, of this file when run from source.
 */
const BUILD = ((): string => {
  try {
    return createHash('sha256')
      .update(readFileSync(fileURLToPath(import.meta.url)))
      .digest('base64url');
  } catch {
    return 'source';
  }
})();

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Sets the revalidation headers of a schedule answer with `etag`. */
export function revalidated(reply: FastifyReply, etag: string): FastifyReply {
  return reply.header('etag', etag).header('cache-control', 'private, no-cache');
}

/**
 * When the request's If-None-Match names `etag`: sends 304 Not Modified (with the tag) and
 * answers true; the route then returns the reply without a body.
 */
export function sendNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return false;
  void revalidated(reply, etag).code(304).send();
  return true;
}

/** How a kept response body is sent: as is, or compressed for a client that accepts it. */
export type BodyEncoding = 'identity' | 'br' | 'gzip';

/** br, else gzip, when the client accepts it (q > 0), else identity. */
export function negotiateEncoding(header: string | string[] | undefined): BodyEncoding {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && (q === undefined || Number(q.slice(2)) > 0))
      accepted.add(token === 'x-gzip' ? 'gzip' : token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Sends a kept body (already serialised, and compressed as `encoding` says) with the schedule
 * answer's revalidation headers; the compression plugin leaves a body with a content-encoding alone.
 */
export function sendBody(
  reply: FastifyReply,
  etag: string,
  encoding: BodyEncoding,
  body: Buffer,
): FastifyReply {
  const raw = revalidated(reply, etag).header('vary', 'accept-encoding');
  raw.type('application/json; charset=utf-8');
  if (encoding !== 'identity') raw.header('content-encoding', encoding);
  return raw.send(body);
}
