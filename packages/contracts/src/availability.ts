import { z } from 'zod';
import { AVAILABILITY_EXCEPTION_KINDS, AVAILABILITY_KINDS, isAvailabilityRange } from '@openrota/domain';
import { DateStringSchema, TimeStringSchema, text } from './common';
import { successEnvelope } from './envelope';

/**
 * Availability and preferences (packages/domain/src/availability.ts): a staff member's recurring
 * week, dated exceptions, and the changes of staff waiting for a manager.
 */

export const AVAILABILITY_NOTE_MAX_LENGTH = 200;
/** At most this many rules in one week (several ranges a day). */
export const AVAILABILITY_MAX_RULES = 70;
export const AVAILABILITY_LEAD_DAYS_MAX = 365;

export const AvailabilityKindSchema = z.enum(AVAILABILITY_KINDS, {
  message: `kind must be one of ${AVAILABILITY_KINDS.join(', ')}`,
});
export const AvailabilityExceptionKindSchema = z.enum(AVAILABILITY_EXCEPTION_KINDS, {
  message: `kind must be one of ${AVAILABILITY_EXCEPTION_KINDS.join(', ')}`,
});

const note = text({ message: 'The note must be text' })
  .trim()
  .max(AVAILABILITY_NOTE_MAX_LENGTH, `The note must be at most ${AVAILABILITY_NOTE_MAX_LENGTH} characters`)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const times = {
  /** Both null (or left out): the whole day. An end not after the start ends the next day. */
  startTime: TimeStringSchema.nullable().default(null),
  endTime: TimeStringSchema.nullable().default(null),
};
const rangeCheck = {
  check: (v: { startTime: string | null; endTime: string | null }) =>
    isAvailabilityRange(v.startTime, v.endTime),
  params: {
    message: 'Give both a start and an end time (different), or neither for the whole day',
    path: ['endTime'],
  },
};

export const AvailabilityRuleSchema = z
  .object({
    dayOfWeek: z
      .number({ message: 'dayOfWeek is required' })
      .int('dayOfWeek must be 0 (Monday) to 6 (Sunday)')
      .min(0, 'dayOfWeek must be 0 (Monday) to 6 (Sunday)')
      .max(6, 'dayOfWeek must be 0 (Monday) to 6 (Sunday)'),
    ...times,
    kind: AvailabilityKindSchema,
    note,
  })
  .refine(rangeCheck.check, rangeCheck.params);
export type AvailabilityRuleDto = z.output<typeof AvailabilityRuleSchema>;

/** PUT …/availability/week: the whole week replaced, from `effectiveFrom` (managers; staff: after the lead time). */
export const AvailabilityWeekBodySchema = z.object({
  rules: z
    .array(AvailabilityRuleSchema)
    .max(AVAILABILITY_MAX_RULES, `At most ${AVAILABILITY_MAX_RULES} rules`),
  /** Managers only (staff changes start after the workspace's lead time); default today. */
  effectiveFrom: DateStringSchema.optional(),
});
export type AvailabilityWeekBody = z.input<typeof AvailabilityWeekBodySchema>;

/** PUT …/availability/exceptions/{date}: that date's exception, replacing any other of the date. */
export const AvailabilityExceptionBodySchema = z
  .object({ ...times, kind: AvailabilityExceptionKindSchema, note })
  .refine(rangeCheck.check, rangeCheck.params);
export type AvailabilityExceptionBody = z.input<typeof AvailabilityExceptionBodySchema>;

export const StaffIdParamsSchema = z.object({ id: z.uuid({ message: 'Invalid id' }) });
export const StaffExceptionParamsSchema = z.object({
  id: z.uuid({ message: 'Invalid id' }),
  date: DateStringSchema,
});
export const OwnExceptionParamsSchema = z.object({ date: DateStringSchema });

export const AvailabilityWeekSchema = z.object({
  effectiveFrom: DateStringSchema,
  rules: z.array(
    z.object({
      dayOfWeek: z.number(),
      startTime: text().nullable(),
      endTime: text().nullable(),
      kind: AvailabilityKindSchema,
      note: text().nullable(),
    }),
  ),
});

export const AvailabilityExceptionSchema = z.object({
  id: z.uuid(),
  date: DateStringSchema,
  startTime: text().nullable(),
  endTime: text().nullable(),
  kind: AvailabilityExceptionKindSchema,
  note: text().nullable(),
});
export type AvailabilityExceptionDto = z.infer<typeof AvailabilityExceptionSchema>;

export const AvailabilityRequestKindSchema = z.enum(['WEEK', 'EXCEPTION', 'REMOVE_EXCEPTION']);

/** A staff member's change waiting for a manager. */
export const AvailabilityRequestSchema = z.object({
  id: z.uuid(),
  staffId: z.uuid(),
  staffName: text(),
  kind: AvailabilityRequestKindSchema,
  /** WEEK: the week's rules and effectiveFrom; EXCEPTION: date and the exception; REMOVE_EXCEPTION: date. */
  payload: z.record(text(), z.unknown()),
  status: z.enum(['PENDING', 'APPROVED', 'REFUSED']),
  reason: text().nullable(),
  createdAt: text(),
});
export type AvailabilityRequest = z.infer<typeof AvailabilityRequestSchema>;

/** A person's availability: the week versions (those still holding or to come), exceptions from today, pending changes. */
export const AvailabilitySchema = z.object({
  staffId: z.uuid(),
  /** The version holding today first, then those that start later. */
  weeks: z.array(AvailabilityWeekSchema),
  exceptions: z.array(AvailabilityExceptionSchema),
  pending: z.array(AvailabilityRequestSchema),
  /** The workspace's settings: staff change only days from `earliestStaffDate` (today + leadDays). */
  leadDays: z.number(),
  needsApproval: z.boolean(),
  today: DateStringSchema,
  earliestStaffDate: DateStringSchema,
});
export type Availability = z.infer<typeof AvailabilitySchema>;
export const AvailabilityResponseSchema = successEnvelope(AvailabilitySchema).extend({
  message: text().optional(),
});

export const AvailabilityRequestsResponseSchema = successEnvelope(z.array(AvailabilityRequestSchema));
export const AvailabilityRequestResponseSchema = successEnvelope(AvailabilityRequestSchema);

export const REFUSE_REASON_MAX_LENGTH = 500;
export const RefuseAvailabilityRequestBodySchema = z.object({
  reason: text({ message: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(REFUSE_REASON_MAX_LENGTH, `The reason must be at most ${REFUSE_REASON_MAX_LENGTH} characters`),
});
export type RefuseAvailabilityRequestBody = z.input<typeof RefuseAvailabilityRequestBodySchema>;

/** A soft preference as a marker beside a name where a person is picked. */
export const PreferenceSchema = z.enum(['PREFERRED', 'RATHER_NOT']).nullable();
export type Preference = z.infer<typeof PreferenceSchema>;

/** The longest range one read of the calendar's availability layer may cover (a month view's six weeks and more). */
export const AVAILABILITY_LAYER_MAX_DAYS = 62;

/** GET /api/availability?startDate&endDate: the calendar's availability layer for managers. */
export const AvailabilityLayerQuerySchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
});
export type AvailabilityLayerQuery = z.infer<typeof AvailabilityLayerQuerySchema>;

/** One rule holding on a date (from the week version of that date, or the date's exception). */
export const AvailabilityLayerRuleSchema = z.object({
  kind: AvailabilityKindSchema,
  source: z.enum(['WEEKLY', 'EXCEPTION']),
  /** Both null: the whole day. */
  startTime: TimeStringSchema.nullable(),
  endTime: TimeStringSchema.nullable(),
  note: text().nullable(),
});

/** A day on which a member said something: the strongest kind decides the level (UNAVAILABLE: HARD). */
export const AvailabilityLayerDaySchema = z.object({
  date: DateStringSchema,
  level: z.enum(['HARD', 'SOFT']),
  kind: AvailabilityKindSchema,
  rules: z.array(AvailabilityLayerRuleSchema),
});
export type AvailabilityLayerDay = z.infer<typeof AvailabilityLayerDaySchema>;

export const AvailabilityLayerSchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  /** Every active member (by name); `days` lists only the dates on which they said something. */
  staff: z.array(
    z.object({
      staffId: z.uuid(),
      staffName: text(),
      days: z.array(AvailabilityLayerDaySchema),
    }),
  ),
});
export type AvailabilityLayer = z.infer<typeof AvailabilityLayerSchema>;
export const AvailabilityLayerResponseSchema = successEnvelope(AvailabilityLayerSchema);
