import { z } from 'zod';
import { text } from './common';
import { MAX_DATE, MIN_DATE, isCalendarDate, isDateInRange } from '@openrota/domain';
import { StaffRefSchema } from './schedule';
import { successEnvelope } from './envelope';

export const ABSENCE_TYPES = ['VACATION', 'SICK', 'PERSONAL', 'TRAINING', 'OTHER'] as const;
export const AbsenceTypeSchema = z.enum(ABSENCE_TYPES);
export type AbsenceType = z.infer<typeof AbsenceTypeSchema>;

export const ABSENCE_PAGE_SIZE = 10;
export const ABSENCE_RANGE_LIMIT = 100;
export const ABSENCE_MAX_LIMIT = 500;

/**
 * An absence date: the client sends yyyy-MM-dd or a date-time at noon
 * ("2026-03-05T12:00:00.000Z"); the calendar date written in it is stored, whatever the time.
 */
export const AbsenceDateSchema = (label: string) =>
  text({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((v, ctx) => {
      const date = v.slice(0, 10);
      const rest = v.slice(10);
      if (
        !isCalendarDate(date) ||
        (rest !== '' && !/^T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/.test(rest))
      ) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD)` });
        return z.NEVER;
      }
      if (!isDateInRange(date)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be between ${MIN_DATE} and ${MAX_DATE}` });
        return z.NEVER;
      }
      return date;
    });

export const AbsenceSchema = z.object({
  id: z.uuid(),
  staffId: z.uuid(),
  staff: StaffRefSchema,
  startDate: text(),
  endDate: text(),
  reason: text().nullable(),
  type: AbsenceTypeSchema,
  createdAt: text(),
  updatedAt: text(),
});
export type Absence = z.infer<typeof AbsenceSchema>;
/** Someone else's absence as a STAFF-role member sees it (docs/roles.md): without its reason. */
export const ColleagueAbsenceSchema = AbsenceSchema.omit({ reason: true });
/** An absence in a list: in full for planners and for a STAFF member's own; else without reason. */
export const AbsenceListItemSchema = z.union([AbsenceSchema, ColleagueAbsenceSchema]);
export type AbsenceListItem = z.infer<typeof AbsenceListItemSchema>;
/** A list entry as a full absence: a reason the caller may not see is null (shown as "none"). */
export const absenceWithHiddenReason = (absence: AbsenceListItem): Absence =>
  'reason' in absence ? absence : { ...absence, reason: null };

export const END_DATE_AFTER_START_MESSAGE = 'End date must not be before start date';

export const AbsenceBodySchema = z
  .object({
    staffId: z.uuid({ message: 'Staff member is required' }),
    startDate: AbsenceDateSchema('Start date'),
    endDate: AbsenceDateSchema('End date'),
    reason: text({ message: 'Reason must be text' })
      .trim()
      .max(500, 'Reason must be at most 500 characters long')
      .nullish()
      .transform((v) => (v ? v : null)),
    type: AbsenceTypeSchema.default('OTHER'),
  })
  .refine((b) => b.endDate >= b.startDate, { path: ['endDate'], message: END_DATE_AFTER_START_MESSAGE });
export type AbsenceBody = z.input<typeof AbsenceBodySchema>;

/** PUT /absences/{id}: any field; the merged absence must still end on or after its start. */
export const UpdateAbsenceBodySchema = z.object({
  staffId: z.uuid({ message: 'Staff member is required' }).optional(),
  startDate: AbsenceDateSchema('Start date').optional(),
  endDate: AbsenceDateSchema('End date').optional(),
  reason: text({ message: 'Reason must be text' })
    .trim()
    .max(500, 'Reason must be at most 500 characters long')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  type: AbsenceTypeSchema.optional(),
});

const optionalDate = (label: string) => AbsenceDateSchema(label).optional();

/** GET /absences?page&limit&startDate&endDate&staffId — absences overlapping the range. */
export const AbsenceListQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .default(1),
  limit: z.coerce
    .number({ message: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(ABSENCE_MAX_LIMIT, `Limit must be at most ${ABSENCE_MAX_LIMIT}`)
    .default(ABSENCE_PAGE_SIZE),
  startDate: optionalDate('Start date'),
  endDate: optionalDate('End date'),
  staffId: z.uuid({ message: 'Invalid staff id' }).optional(),
});
export const AbsenceRangeQuerySchema = z.object({
  startDate: AbsenceDateSchema('Start date'),
  endDate: AbsenceDateSchema('End date'),
});

export const AbsenceResponseSchema = successEnvelope(AbsenceSchema);
/** GET /absences/{id}: without its reason for a STAFF member reading someone else's. */
export const AbsenceItemResponseSchema = successEnvelope(AbsenceListItemSchema);
export const AbsencePageSchema = z.object({
  items: z.array(AbsenceListItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const AbsenceListResponseSchema = successEnvelope(AbsencePageSchema);
export const AbsenceRangeResponseSchema = successEnvelope(
  z.object({ items: z.array(AbsenceListItemSchema) }),
);
