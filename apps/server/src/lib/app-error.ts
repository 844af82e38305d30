import { ErrorCode, type ErrorDetail } from '@openrota/contracts';
import { msg, renderError, type ErrorKey, type ErrorMessage } from '@openrota/i18n';

export { msg, type ErrorMessage } from '@openrota/i18n';

/** A field's message, rendered in the request's language like the headline. */
export interface LocalizedDetail {
  field: string;
  message: ErrorMessage;
}

/** What a subject of `AppError.notFound` may be: a key under `apiErrors.notFound`. */
type SubjectOf<K> = K extends `notFound.${infer S}` ? S : never;
export type NotFoundSubject = SubjectOf<ErrorKey>;

/**
 * The one error type services throw; the error handler turns it into the failure envelope and
 * renders `text` and every detail in the request's language (plugins/errors.ts). Messages are
 * catalogue keys: `AppError.conflict(msg('shiftTypes.duplicateName', { name }), 'name')`. The
 * plain-string forms are kept so that older call sites still compile; their text is sent as it
 * is, and app-error.test.ts fails on any of them in apps/server/src.
 */
export class AppError extends Error {
  readonly text: ErrorMessage | string;
  readonly details?: ReadonlyArray<LocalizedDetail | ErrorDetail>;

  constructor(
    code: string,
    statusCode: number,
    message: ErrorMessage,
    details?: readonly LocalizedDetail[],
    extra?: Record<string, unknown>,
  );
  /** @deprecated A plain message is not translated: pass `msg(key)`. */
  constructor(
    code: string,
    statusCode: number,
    message: string,
    details?: readonly ErrorDetail[],
    extra?: Record<string, unknown>,
  );
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: ErrorMessage | string,
    details?: ReadonlyArray<LocalizedDetail | ErrorDetail>,
    readonly extra?: Record<string, unknown>,
  ) {
    // Error.message stays English: logs and the CLI read it.
    super(renderError('en', message));
    this.name = 'AppError';
    this.text = message;
    if (details) this.details = details;
  }

  static badRequest(message: ErrorMessage, field?: string): AppError;
  /** @deprecated A plain message is not translated: pass `msg(key)`. */
  static badRequest(message: string, field?: string): AppError;
  static badRequest(message: ErrorMessage | string, field?: string) {
    return withField(ErrorCode.VALIDATION_ERROR, 400, message, field);
  }
  static unauthorized(message?: ErrorMessage): AppError;
  /** @deprecated A plain message is not translated: pass `msg(key)`. */
  static unauthorized(message: string): AppError;
  static unauthorized(message: ErrorMessage | string = msg('generic.unauthorized')) {
    return withField(ErrorCode.UNAUTHORIZED, 401, message);
  }
  static forbidden(message?: ErrorMessage): AppError;
  /** @deprecated A plain message is not translated: pass `msg(key)`. */
  static forbidden(message: string): AppError;
  static forbidden(message: ErrorMessage | string = msg('generic.forbidden')) {
    return withField(ErrorCode.FORBIDDEN, 403, message);
  }
  static notFound(what?: NotFoundSubject): AppError;
  /** @deprecated A plain subject is not translated: pass a key of `apiErrors.notFound`. */
  static notFound(what: string): AppError;
  static notFound(what: string = 'resource') {
    const key = `notFound.${what}` as ErrorKey;
    const known = /^[a-z][A-Za-z]*$/.test(what) && renderError('en', msg(key)) !== `apiErrors.${key}`;
    return withField(ErrorCode.NOT_FOUND, 404, known ? msg(key) : `${what} not found`);
  }
  static conflict(message: ErrorMessage, field?: string): AppError;
  /** @deprecated A plain message is not translated: pass `msg(key)`. */
  static conflict(message: string, field?: string): AppError;
  static conflict(message: ErrorMessage | string, field?: string) {
    return withField(ErrorCode.CONFLICT, 409, message, field);
  }
  static tooManyRequests(retryAfterSeconds: number, message?: ErrorMessage): AppError;
  /** @deprecated A plain message is not translated: pass `msg(key)`. */
  static tooManyRequests(retryAfterSeconds: number, message: string): AppError;
  static tooManyRequests(
    retryAfterSeconds: number,
    message: ErrorMessage | string = msg('generic.tooManyRequests'),
  ) {
    return withField(ErrorCode.RATE_LIMITED, 429, message, undefined, { retryAfterSeconds });
  }
}

function withField(
  code: string,
  status: number,
  message: ErrorMessage | string,
  field?: string,
  extra?: Record<string, unknown>,
): AppError {
  if (typeof message === 'string') {
    const text: string = message;
    return new AppError(code, status, text, field ? [{ field, message: text }] : undefined, extra);
  }
  const keyed: ErrorMessage = message;
  return new AppError(code, status, keyed, field ? [{ field, message: keyed }] : undefined, extra);
}

/** A weekday (0 = Monday … 6 = Sunday) as a message, e.g. inside another message's values. */
export function dayName(day: number): ErrorMessage {
  return msg(`days.${day}` as ErrorKey);
}
