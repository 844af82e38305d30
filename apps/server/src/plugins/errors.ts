import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorEnvelope, type Language } from '@openrota/contracts';
import { FALLBACK_LANGUAGE, languageFromAcceptLanguage, renderError } from '@openrota/i18n';
import { AppError, msg, type ErrorMessage, type LocalizedDetail } from '../lib/app-error';
import { appErrorFromDatabase } from '../lib/db-errors';
import { ruleFindingsOf, violationDtos, type RuleFindings } from '../lib/rule-violations';
import { describeIssue, type ValidationIssue } from '../lib/validation-issue';

type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Path parameters longer than this answer 414 (Fastify's `maxParamLength`). */
export const MAX_PARAM_LENGTH = 100;

/**
 * The language of the request's answers: the signed-in user's, else the signed-in staff
 * member's (their linked account's), else the browser's `Accept-Language`, else en.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return (
    request.auth?.language ??
    request.staffSession?.language ??
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    FALLBACK_LANGUAGE
  );
}

interface Failure {
  status: number;
  code: string;
  message: ErrorMessage | string;
  details?: ReadonlyArray<LocalizedDetail | { field: string; message: string }>;
  retryAfterSeconds?: number;
  /** A wrong staff sign-in code: the tries the code has left. */
  attemptsRemaining?: number;
  /** A write refused by the working-time checker: its violations (sent as `violations`). */
  ruleFindings?: RuleFindings;
}

function send(request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  const language = requestLanguage(request);
  const violations = failure.ruleFindings ? violationDtos(failure.ruleFindings, language) : undefined;
  const headline =
    violations && violations.length > 0
      ? violations.length === 1 && violations[0]!.ruleId === 'unavailable'
        ? msg('ruleChecks.unavailable', { name: violations[0]!.staffName, sentence: violations[0]!.message })
        : msg(violations.length === 1 ? 'ruleChecks.hardViolation' : 'ruleChecks.hardViolations', {
            count: violations.length,
            sentence: violations[0]!.message,
          })
      : failure.message;
  const body: ErrorEnvelope & { violations?: typeof violations } = {
    success: false,
    error: renderError(language, headline),
    code: failure.code,
  };
  if (violations) body.violations = violations;
  if (failure.details?.length)
    body.details = failure.details.map((d) => ({
      field: d.field,
      message: renderError(language, d.message),
    }));
  if (failure.attemptsRemaining !== undefined) body.attemptsRemaining = failure.attemptsRemaining;
  if (failure.retryAfterSeconds !== undefined) {
    body.retryAfterSeconds = failure.retryAfterSeconds;
    void reply.header('Retry-After', String(failure.retryAfterSeconds));
  }
  return reply.status(failure.status).type('application/json; charset=utf-8').send(body);
}

/** What a request failed with, as the envelope's parts (all texts still keys). */
function failureOf(error: FastifyError): Failure | undefined {
  if (error instanceof AppError) {
    const retry = error.extra?.retryAfterSeconds;
    const attempts = error.extra?.attemptsRemaining;
    const ruleFindings = ruleFindingsOf(error);
    return {
      ...(ruleFindings ? { ruleFindings } : {}),
      status: error.statusCode,
      code: error.code,
      message: error.text,
      ...(error.details ? { details: error.details } : {}),
      ...(typeof retry === 'number' ? { retryAfterSeconds: retry } : {}),
      ...(typeof attempts === 'number' ? { attemptsRemaining: attempts } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => {
      const { instancePath, keyword, message, params } = v as unknown as {
        instancePath: string;
        keyword: string;
        message?: string;
        params?: Record<string, unknown>;
      };
      const issue: ValidationIssue = {
        ...params,
        code: keyword,
        path: instancePath.split('/').filter(Boolean),
        ...(message ? { message } : {}),
      };
      return describeIssue(issue);
    });
    return {
      status: 400,
      code: ErrorCode.VALIDATION_ERROR,
      message: details[0]?.message ?? msg('generic.invalidRequest'),
      details,
    };
  }
  if (isResponseSerializationError(error)) return undefined;
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
    return { status: 400, code: ErrorCode.INVALID_JSON, message: msg('generic.invalidJson') };
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, code: ErrorCode.INVALID_JSON, message: msg('generic.emptyJson') };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413)
    return { status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE, message: msg('generic.tooLarge') };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return {
      status: 415,
      code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      message: msg('generic.unsupportedMediaType'),
    };
  }
  if (status === 429)
    return { status: 429, code: ErrorCode.RATE_LIMITED, message: msg('generic.tooManyRequests') };
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return {
      status: 414,
      code: ErrorCode.VALIDATION_ERROR,
      message: msg('generic.paramTooLong', { max: MAX_PARAM_LENGTH }),
    };
  }
  // Fastify's other client errors (a bad URL encoding, a wrong content length …): their own
  // texts echo the request and are English, so they get the generic text.
  if (status >= 400 && status < 500)
    return { status, code: ErrorCode.VALIDATION_ERROR, message: msg('generic.badRequest') };
  return undefined;
}

/**
 * One error handler for the whole API: AppError → its status and envelope; schema validation
 * → 400 with field details; Fastify's own client errors (bad JSON, body too large, wrong content
 * type, over-long path parameter) → their 4xx; anything else → 500 with a generic text, logged
 * with the request id. Every text is rendered in the request's language (`requestLanguage`).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError, request, reply) => {
    // A database error no service mapped: 503 while unreachable, 409 for a race (lib/db-errors.ts).
    const fromDatabase = raw instanceof AppError ? undefined : appErrorFromDatabase(raw);
    if (fromDatabase)
      request.log.warn({ err: raw }, `database error answered with ${fromDatabase.statusCode}`);
    const error: FastifyError = fromDatabase ?? raw;
    const failure = failureOf(error);
    if (failure) return send(request, reply, failure);
    if (isResponseSerializationError(error))
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
    else request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, {
      status: 500,
      code: ErrorCode.INTERNAL_ERROR,
      message: msg('generic.internal'),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const spaFallback = app.hasDecorator('spaFallback')
      ? (app as unknown as { spaFallback: SpaFallback }).spaFallback
      : undefined;
    if (spaFallback?.(request, reply)) return reply;
    return send(request, reply, {
      status: 404,
      code: ErrorCode.NOT_FOUND,
      message: msg('generic.routeNotFound', {
        method: request.method,
        path: request.url.split('?')[0] ?? '',
      }),
    });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (an over-long path parameter,
 * a bad URL encoding) answer through the same envelope instead of Fastify's own body, which
 * echoes the path.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(
    request,
    reply,
    failureOf(error) ?? { status: 400, code: ErrorCode.VALIDATION_ERROR, message: msg('generic.badRequest') },
  );
}
