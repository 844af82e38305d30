import type { ErrorDetail, ViolationDto } from '@openrota/contracts';

/** The client-side error messages of docs/product/api-conventions.md#client-error-messages. */
export const CLIENT_ERRORS = {
  noWorkspace: 'No workspace selected',
  requestFailed: 'Request failed',
  deleteFailed: 'Failed to delete resource',
  unexpected: 'An unexpected error occurred',
} as const;

/** An API failure: the server's human message plus its machine code, status and field details. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly details?: ErrorDetail[],
    /** True when the message came from the server's envelope (not a client fallback). */
    readonly fromServer = false,
    /** A wrong staff sign-in code: the entries the code still takes (envelope `attemptsRemaining`). */
    readonly attemptsRemaining?: number,
    /** A 409 `RULE_VIOLATION`: the working-time rules the write would break (docs/product/working-time.md#where-the-checker-acts). */
    readonly violations?: ViolationDto[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type HttpLikeError = { isHttpError: true; response?: { status?: number; data?: unknown } };

/** Structural check (of http-client.ts's HttpError), so pages can read API errors without loading the client. */
export function isHttpError(error: unknown): error is HttpLikeError {
  return (
    typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true
  );
}

type Envelope = {
  success?: boolean;
  error?: unknown;
  message?: unknown;
  code?: unknown;
  details?: unknown;
  attemptsRemaining?: unknown;
  violations?: unknown;
};

function envelopeOf(error: unknown): Envelope | undefined {
  if (error instanceof ApiError) return undefined;
  const data: unknown = isHttpError(error) ? error.response?.data : undefined;
  return data && typeof data === 'object' ? (data as Envelope) : undefined;
}

/** The server's `error` message from a failure envelope `{success:false,error,code,details?}`. */
export function getServerError(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.fromServer ? error.message : undefined;
  const message = envelopeOf(error)?.error;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Turns anything thrown by a call into an ApiError whose message is safe to show. */
export function toApiError(error: unknown, fallback: string = CLIENT_ERRORS.requestFailed): ApiError {
  if (error instanceof ApiError) return error;
  if (!isHttpError(error)) return new ApiError(CLIENT_ERRORS.unexpected);
  const envelope = envelopeOf(error);
  const serverMessage = getServerError(error);
  return new ApiError(
    serverMessage ?? fallback,
    error.response?.status,
    typeof envelope?.code === 'string' ? envelope.code : undefined,
    Array.isArray(envelope?.details) ? (envelope.details as ErrorDetail[]) : undefined,
    serverMessage !== undefined,
    typeof envelope?.attemptsRemaining === 'number' ? envelope.attemptsRemaining : undefined,
    Array.isArray(envelope?.violations) ? (envelope.violations as ViolationDto[]) : undefined,
  );
}

/**
 * The body of the call `send` makes (a request of the admin or the staff client). A failure (HTTP
 * error or a body with `success: false`) throws an ApiError carrying the server message, else
 * `fallback`.
 */
export async function responseBody<T>(
  send: () => Promise<{ data: unknown }>,
  fallback: string = CLIENT_ERRORS.requestFailed,
): Promise<T> {
  let body: unknown;
  try {
    body = (await send()).data;
  } catch (error) {
    throw toApiError(error, fallback);
  }
  if (body && typeof body === 'object' && (body as { success?: unknown }).success === false) {
    const message = (body as { error?: unknown }).error;
    throw typeof message === 'string' && message
      ? new ApiError(message, undefined, undefined, undefined, true)
      : new ApiError(fallback);
  }
  return body as T;
}

/** The server's per-field reasons of a failure (`details`), empty when it sent none. */
export function getErrorDetails(error: unknown): ErrorDetail[] {
  const details = error instanceof ApiError ? error.details : envelopeOf(error)?.details;
  return Array.isArray(details) ? (details as ErrorDetail[]) : [];
}
