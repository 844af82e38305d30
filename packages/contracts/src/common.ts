import { z } from 'zod';
import { MAX_DATE, MIN_DATE, isCalendarDate, isDateInRange } from '@openrota/domain';

export const LANGUAGES = ['en', 'nl'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

export const ROLES = ['ADMIN', 'MANAGER', 'STAFF'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/**
 * Every string the API accepts or answers is built on `text()` (lint forbids `z.string()`
 * elsewhere), so no route can forget this check: text must be well-formed UTF-16 without the
 * NUL character. PostgreSQL's text cannot hold NUL, and its jsonb (the audit metadata) refuses
 * a lone surrogate; both are refused here with 400 and the field instead of a 500 at the database.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;
export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character (\\u0000)';
export const LONE_SURROGATE_MESSAGE =
  'Text must be well-formed: it holds an unpaired surrogate (\\ud800-\\udfff)';

export function text(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((v) => !v.includes('\u0000'), { message: NUL_CHARACTER_MESSAGE, abort: true })
    .refine((v) => !LONE_SURROGATE.test(v), { message: LONE_SURROGATE_MESSAGE, abort: true });
}

export const UuidSchema = z.uuid();
export const IdParamsSchema = z.object({ id: z.uuid({ message: 'Invalid id' }) });

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const EmailSchema = text({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email({ message: 'Invalid email address' }));

export const PasswordSchema = text({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/** A calendar date written yyyy-MM-dd (checked to exist: 2026-02-30 is refused). */
export const DateStringSchema = text({ message: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be written as YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, { message: 'Date does not exist', abort: true })
  .refine(isDateInRange, `Date must be between ${MIN_DATE} and ${MAX_DATE}`);

/** Wall-clock time HH:mm (00:00–23:59). */
export const TimeStringSchema = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be written as HH:mm');

/** Optional free text: trimmed; empty becomes null. */
export function optionalText(max: number, label: string) {
  return text({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters long`)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A required name: trimmed and non-empty. */
export function requiredName(label: string, max = NAME_MAX_LENGTH) {
  return text({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters long`);
}

export const SuccessMessageSchema = z.object({ success: z.literal(true), message: text() });
