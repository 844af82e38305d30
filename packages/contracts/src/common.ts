import { z } from 'zod';
import { MAX_DATE, MIN_DATE, isCalendarDate, isDateInRange } from '@openrota/domain';

export const LANGUAGES = ['en', 'nl'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

export const ROLES = ['ADMIN', 'MANAGER', 'STAFF'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const UuidSchema = z.uuid();
export const IdParamsSchema = z.object({ id: z.uuid({ message: 'Invalid id' }) });

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const EmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email({ message: 'Invalid email address' }));

export const PasswordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/** A calendar date written yyyy-MM-dd (checked to exist: 2026-02-30 is refused). */
export const DateStringSchema = z
  .string({ message: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be written as YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, { message: 'Date does not exist', abort: true })
  .refine(isDateInRange, `Date must be between ${MIN_DATE} and ${MAX_DATE}`);

/** Wall-clock time HH:mm (00:00–23:59). */
export const TimeStringSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be written as HH:mm');

/** Optional free text: trimmed; empty becomes null. */
export function optionalText(max: number, label: string) {
  return z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters long`)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A required name: trimmed and non-empty. */
export function requiredName(label: string, max = NAME_MAX_LENGTH) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters long`);
}

export const SuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });
