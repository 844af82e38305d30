import { ErrorCode, type ErrorDetail } from '@openrota/contracts';

/** The one error type services throw; the error handler turns it into the failure envelope. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetail[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, field?: string) {
    return new AppError(ErrorCode.VALIDATION_ERROR, 400, message, field ? [{ field, message }] : undefined);
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError(ErrorCode.UNAUTHORIZED, 401, message);
  }
  static forbidden(message = 'You do not have permission to do this') {
    return new AppError(ErrorCode.FORBIDDEN, 403, message);
  }
  static notFound(what = 'Resource') {
    return new AppError(ErrorCode.NOT_FOUND, 404, `${what} not found`);
  }
  static conflict(message: string, field?: string) {
    return new AppError(ErrorCode.CONFLICT, 409, message, field ? [{ field, message }] : undefined);
  }
  static tooManyRequests(retryAfterSeconds: number, message = 'Too many requests. Please try again later.') {
    return new AppError(ErrorCode.RATE_LIMITED, 429, message, undefined, { retryAfterSeconds });
  }
}
