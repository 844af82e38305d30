import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorDetail, type ErrorEnvelope } from '@openrota/contracts';
import { AppError } from '../lib/app-error';
import { appErrorFromDatabase } from '../lib/db-errors';

type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

function send(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns one zod issue into a `{ field, message }` a person can act on. */
function describeIssue(issue: ValidationIssue): ErrorDetail {
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  const params = issue.params ?? {};
  let message = issue.message ?? 'Invalid value';
  if (issue.keyword === 'invalid_type') {
    const expected = String(params.expected ?? 'value');
    if (/received undefined/.test(message) || message.startsWith('Invalid input')) {
      message = /received undefined/.test(message) ? `${field} is required` : `${field} must be a ${expected}`;
    }
  } else if (issue.keyword === 'invalid_value' && Array.isArray(params.values)) {
    if (message.startsWith('Invalid option')) message = `${field} must be one of: ${params.values.join(', ')}`;
  } else if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
    message = `Unknown field(s): ${params.keys.join(', ')}`;
  } else if (issue.keyword === 'too_big' && message.startsWith('Too big')) {
    message = `${field} must be at most ${String(params.maximum)}${params.origin === 'string' ? ' characters long' : ''}`;
  } else if (issue.keyword === 'too_small' && message.startsWith('Too small')) {
    message = `${field} must be at least ${String(params.minimum)}${params.origin === 'string' ? ' characters long' : ''}`;
  }
  return { field, message };
}

/**
 * One error handler for the whole API: AppError → its status and envelope; schema validation
 * → 400 with field details; Fastify's own client errors (bad JSON, body too large, wrong content
 * type) → their 4xx; anything else → 500 with a generic text, logged with the request id.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError, request, reply) => {
    // A database error no service mapped: 503 while unreachable, 409 for a race (lib/db-errors.ts).
    const fromDatabase = raw instanceof AppError ? undefined : appErrorFromDatabase(raw);
    if (fromDatabase) request.log.warn({ err: raw }, `database error answered with ${fromDatabase.statusCode}`);
    const error: FastifyError = fromDatabase ?? raw;
    if (error instanceof AppError) {
      const body: ErrorEnvelope = { success: false, error: error.message, code: error.code };
      if (error.details?.length) body.details = error.details;
      if (typeof error.extra?.attemptsRemaining === 'number') body.attemptsRemaining = error.extra.attemptsRemaining;
      const retry = error.extra?.retryAfterSeconds;
      if (typeof retry === 'number') {
        body.retryAfterSeconds = retry;
        void reply.header('Retry-After', String(retry));
      }
      return send(reply, error.statusCode, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => describeIssue(v as unknown as ValidationIssue));
      return send(reply, 400, {
        success: false,
        error: details[0]?.message ?? 'Invalid request',
        code: ErrorCode.VALIDATION_ERROR,
        details,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return send(reply, 500, { success: false, error: 'An unexpected error occurred', code: ErrorCode.INTERNAL_ERROR });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
      return send(reply, 400, { success: false, error: 'The request body is not valid JSON', code: ErrorCode.INVALID_JSON });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, 400, { success: false, error: 'The request body is empty but its content type is JSON', code: ErrorCode.INVALID_JSON });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return send(reply, 413, { success: false, error: 'The request body is too large', code: ErrorCode.PAYLOAD_TOO_LARGE });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return send(reply, 415, { success: false, error: 'Unsupported content type: send application/json', code: ErrorCode.UNSUPPORTED_MEDIA_TYPE });
    }
    if (status === 429) {
      return send(reply, 429, { success: false, error: 'Too many requests. Please try again later.', code: ErrorCode.RATE_LIMITED });
    }
    if (status >= 400 && status < 500) {
      return send(reply, status, { success: false, error: error.message || 'Bad request', code: ErrorCode.VALIDATION_ERROR });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { success: false, error: 'An unexpected error occurred', code: ErrorCode.INTERNAL_ERROR });
  });

  app.setNotFoundHandler((request, reply) => {
    const spaFallback = app.hasDecorator('spaFallback') ? (app as unknown as { spaFallback: SpaFallback }).spaFallback : undefined;
    if (spaFallback?.(request, reply)) return reply;
    return send(reply, 404, { success: false, error: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: ErrorCode.NOT_FOUND });
  });
}
