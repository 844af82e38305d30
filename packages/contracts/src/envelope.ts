import { z } from 'zod';
import { text } from './common';

/** Machine-readable error codes carried in every failure envelope (`code`). */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_JSON: 'INVALID_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNAUTHORIZED: 'UNAUTHORIZED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  LICENSE_EXPIRED: 'LICENSE_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  PLAN_LIMIT: 'PLAN_LIMIT',
  NOT_FOUND: 'NOT_FOUND',
  WORKSPACE_REQUIRED: 'WORKSPACE_REQUIRED',
  CONFLICT: 'CONFLICT',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** The database is out of reach for now: 503 with Retry-After. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** A write would break a hard working-time rule: 409 with `violations` (rule-checks.ts). */
  RULE_VIOLATION: 'RULE_VIOLATION',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorDetailSchema = z.object({
  field: text(),
  message: text(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: text(),
  code: text(),
  details: z.array(ErrorDetailSchema).optional(),
  retryAfterSeconds: z.number().int().optional(),
  /** A wrong staff sign-in code: how many more entries the code accepts (docs/product/staff-login.md#staff-codes). */
  attemptsRemaining: z.number().int().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** `{ success: true, data, message? }` around a payload schema. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: text().optional() });
}

export const MessageEnvelopeSchema = z.object({ success: z.literal(true), message: text() });
