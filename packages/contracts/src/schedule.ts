import { z } from 'zod';
import type {
  Conflict as DomainConflict,
  DebugScheduleEntry as DomainDebugScheduleEntry,
  ScheduleEntry as DomainScheduleEntry,
} from '@openrota/domain';
import { DateStringSchema, text } from './common';
import { successEnvelope } from './envelope';
import { acknowledgeViolationsField, ViolationSchema } from './rule-checks';

/** A schedule entry (docs/product/schedule.md#schedule-entry); mirrors the engine's output (packages/domain/src/schedule/types.ts). */
export const ENTRY_TYPES = ['ROTATION', 'ONE_OFF', 'OVERRIDE', 'CLAIMED'] as const;
export const EntryTypeSchema = z.enum(ENTRY_TYPES);
export type EntryType = z.infer<typeof EntryTypeSchema>;

export const ShiftTypeRefSchema = z.object({
  id: z.uuid(),
  name: text(),
  shortName: text().nullable(),
  color: text(),
  startTime: text().nullable(),
  endTime: text().nullable(),
});
export const StaffRefSchema = z.object({ id: z.uuid(), name: text(), shortName: text().nullable() });

export const CalculationDetailsSchema = z.object({
  patternStartDate: text().nullable(),
  daysSincePatternStart: z.number().int().nullable(),
  weeksSincePatternStart: z.number().int().nullable(),
  weekCount: z.number().int().nullable(),
  rotationWeek: z.number().int().nullable(),
  dayOfWeek: z.number().int(),
  rotationStaffId: text().nullable(),
  storedEntryId: text().nullable(),
  steps: z.array(text()),
});

export const DebugSourceSchema = z.enum(['rotation', 'override', 'manual']);

export const ScheduleEntrySchema = z.object({
  id: text(),
  date: text(),
  shiftTypeId: z.uuid(),
  shiftType: ShiftTypeRefSchema,
  staffId: z.uuid().nullable(),
  staff: StaffRefSchema.nullable(),
  description: text().nullable(),
  entryType: EntryTypeSchema,
  rotationSlotId: z.uuid().nullable(),
  originalStaffId: z.uuid().nullable(),
  isUnfilled: z.boolean(),
  isOptional: z.boolean(),
  isOneOffShift: z.boolean(),
  isCancelled: z.boolean(),
  /** The member shown was deactivated after this date (from that day their shifts are open). */
  isStaffInactive: z.boolean(),
  hasAbsence: z.boolean(),
  absenceWarning: text().nullable(),
  scheduleEntryId: z.uuid().nullable(),
  rotationPatternId: z.uuid().nullable(),
  rotationPatternName: text().nullable(),
  rotationWeekCount: z.number().int().nullable(),
  rotationWeek: z.number().int().nullable(),
  /** Where the shift comes from; its calculation details are on GET /schedules/debug only (DebugScheduleEntrySchema). */
  debugInfo: z.object({ source: DebugSourceSchema }),
});
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;

/** GET /schedules/debug: the entry with how it was calculated (docs/product/schedule.md#schedule-debug). */
export const DebugScheduleEntrySchema = ScheduleEntrySchema.extend({
  debugInfo: z.object({ source: DebugSourceSchema, calculationDetails: CalculationDetailsSchema }),
});
export type DebugScheduleEntry = z.infer<typeof DebugScheduleEntrySchema>;

/** GET /schedules: `today` is the workspace's today (its time zone), so clients need not guess. */
export const ScheduleSchema = z.object({
  startDate: text(),
  endDate: text(),
  today: text(),
  timeZone: text(),
  entries: z.array(ScheduleEntrySchema),
  /**
   * The working-time violations of the range's shifts (docs/product/working-time.md#where-the-checker-acts),
   * in the reader's language, so that the calendar can mark the shifts involved. Staff read none.
   */
  violations: z.array(ViolationSchema),
});
export type Schedule = z.infer<typeof ScheduleSchema>;
export const ScheduleResponseSchema = successEnvelope(ScheduleSchema);

/** The longest range one schedule read may cover (a year and a bit, for the one-off list's −1..+1 year). */
export const MAX_SCHEDULE_RANGE_DAYS = 732;

export const ScheduleQuerySchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  staffId: z.uuid({ message: 'Invalid staff id' }).optional(),
  shiftTypeId: z.uuid({ message: 'Invalid shift type id' }).optional(),
  entryType: EntryTypeSchema.optional(),
  /** GET /schedules: 'false' leaves `violations` empty (a list that shows none need not compute them). */
  violations: z.enum(['true', 'false']).optional(),
});
export type ScheduleQuery = z.infer<typeof ScheduleQuerySchema>;

/** GET /schedules/entries: the stored layer only (one-offs, overrides, claims). */
export const StoredEntriesResponseSchema = successEnvelope(
  z.object({ entries: z.array(ScheduleEntrySchema) }),
);
export const ScheduleEntryResponseSchema = successEnvelope(ScheduleEntrySchema).extend({
  /** The warnings (and acknowledged hard violations) the write caused (docs/product/working-time.md#where-the-checker-acts). */
  warnings: z.array(ViolationSchema).optional(),
});

const description = text({ message: 'Description must be text' })
  .trim()
  .max(500, 'Description must be at most 500 characters long')
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /schedules/one-off */
export const OneOffBodySchema = z.object({
  date: text({ message: 'Date is required' }).min(1, 'Date is required').pipe(DateStringSchema),
  shiftTypeId: z.uuid({ message: 'Shift type is required' }),
  staffId: z
    .uuid({ message: 'Invalid staff id' })
    .nullish()
    .transform((v) => v ?? null),
  description,
  ...acknowledgeViolationsField,
});
export type OneOffBody = z.input<typeof OneOffBodySchema>;

/**
 * POST /schedules/override. staffId null cancels or unassigns (docs/product/schedule.md#cancel-vs-unassign):
 * `cancelled: true`, or a description starting "Shift cancelled:", cancels; otherwise the
 * shift stays open (unassigned).
 */
export const OverrideBodySchema = z.object({
  date: DateStringSchema,
  shiftTypeId: z.uuid({ message: 'Shift type is required' }),
  rotationSlotId: z.uuid({ message: 'Rotation slot is required' }),
  originalStaffId: z
    .uuid({ message: 'Invalid staff id' })
    .nullish()
    .transform((v) => v ?? null),
  staffId: z.uuid({ message: 'Invalid staff id' }).nullable(),
  description,
  cancelled: z.boolean().optional(),
  ...acknowledgeViolationsField,
});
export type OverrideBody = z.input<typeof OverrideBodySchema>;

/** POST /schedules/entries: the generic create (a one-off, or an override of a slot). */
export const CreateEntryBodySchema = z.object({
  date: DateStringSchema,
  shiftTypeId: z.uuid({ message: 'Shift type is required' }),
  entryType: z
    .enum(['ONE_OFF', 'OVERRIDE'], { message: 'Entry type must be ONE_OFF or OVERRIDE' })
    .default('ONE_OFF'),
  staffId: z
    .uuid({ message: 'Invalid staff id' })
    .nullish()
    .transform((v) => v ?? null),
  rotationSlotId: z
    .uuid({ message: 'Invalid rotation slot id' })
    .nullish()
    .transform((v) => v ?? null),
  originalStaffId: z
    .uuid({ message: 'Invalid staff id' })
    .nullish()
    .transform((v) => v ?? null),
  description,
  cancelled: z.boolean().optional(),
  ...acknowledgeViolationsField,
});

/** PUT /schedules/entries/{id}: body staffId (or null) and description. */
export const UpdateEntryBodySchema = z.object({
  staffId: z.uuid({ message: 'Invalid staff id' }).nullable().optional(),
  /** Absent keeps the stored description; null or empty clears it. */
  description: text({ message: 'Description must be text' })
    .trim()
    .max(500, 'Description must be at most 500 characters long')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  cancelled: z.boolean().optional(),
  ...acknowledgeViolationsField,
});

export const EntryIdParamsSchema = z.object({ id: z.uuid({ message: 'Invalid id' }) });

/**
 * DELETE /schedules/entries/{id}: no body, or the acknowledgement of the working-time rules the
 * rotation's person, back on the shift, would break.
 */
export const DeleteEntryBodySchema = z.object({ ...acknowledgeViolationsField }).nullish();

/** The descriptions of cancel and unassign (docs/product/schedule.md#shift-actions): "Shift cancelled: {reason}" / "Staff unassigned: {reason}". */
export const CANCELLED_PREFIX = 'Shift cancelled:';
export const UNASSIGNED_PREFIX = 'Staff unassigned:';

export const ConflictSchema = z.object({
  date: text(),
  shiftType: ShiftTypeRefSchema,
  staff: StaffRefSchema,
  entryId: text(),
  entryType: EntryTypeSchema,
  rotationSlotId: z.uuid().nullable(),
  scheduleEntryId: z.uuid().nullable(),
  absenceId: z.uuid(),
  absenceType: text(),
});
export type Conflict = z.infer<typeof ConflictSchema>;
export const ConflictsQuerySchema = z.object({ startDate: DateStringSchema, endDate: DateStringSchema });
export const ConflictsResponseSchema = successEnvelope(z.array(ConflictSchema));

export const ProcessingStepSchema = z.object({ step: text(), description: text(), count: z.number().int() });
export const DebugSlotSchema = z.object({
  id: z.uuid(),
  weekNumber: z.number().int(),
  dayOfWeek: z.number().int(),
  shiftTypeId: z.uuid(),
  shiftTypeName: text(),
  isOptional: z.boolean(),
  staffId: z.uuid().nullable(),
  staffName: text().nullable(),
});
export const DebugResponseSchema = successEnvelope(
  z.object({
    totalEntries: z.number().int(),
    entries: z.array(DebugScheduleEntrySchema),
    debugData: z.object({
      startDate: text(),
      endDate: text(),
      today: text(),
      timeZone: text(),
      rotationPatterns: z.array(
        z.object({
          id: z.uuid(),
          name: text(),
          weekCount: z.number().int(),
          startDate: text(),
          endDate: text().nullable(),
          active: z.boolean(),
          rotationSlots: z.array(DebugSlotSchema),
        }),
      ),
      manualEntries: z.array(DebugScheduleEntrySchema),
      orphanedEntries: z.array(
        z.object({ id: z.uuid(), date: text(), entryType: text(), description: text().nullable() }),
      ),
      absences: z.array(
        z.object({
          id: z.uuid(),
          staffId: z.uuid(),
          staffName: text(),
          startDate: text(),
          endDate: text(),
          type: text(),
          reason: text().nullable(),
        }),
      ),
      processingSteps: z.array(ProcessingStepSchema),
    }),
  }),
);
export type DebugData = z.infer<typeof DebugResponseSchema>['data'];

/** yyyy-MM */
export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const INVALID_MONTH_MESSAGE = 'Invalid month format. Please use YYYY-MM format.';
export const END_BEFORE_START_MESSAGE = 'End month must be after start month';
export const RANGE_TOO_LONG_MESSAGE = 'Month range cannot exceed 12 months';
export const PDF_MAX_MONTHS = 12;
export const PDF_PAUSE_MS = 500;

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'Must be true or false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));
const month = text().regex(MONTH_RE, INVALID_MONTH_MESSAGE);

/**
 * GET /schedules/pdf-calendar. `month` renders one month; `startMonth` + `endMonth` (at most 12)
 * render one page per month in one file.
 */
export const PdfQuerySchema = z
  .object({
    month: month.optional(),
    startMonth: month.optional(),
    endMonth: month.optional(),
    showAbsences: flag,
    showConflicts: flag,
    oneMonthPerPage: flag,
    username: text().max(100).optional(),
    showFullStaffNames: flag,
    showFullShiftNames: flag,
    language: z.enum(['en', 'nl'], { message: 'Language must be en or nl' }).default('en'),
    staffId: z.uuid({ message: 'Invalid staff id' }).optional(),
    shiftTypeId: z.uuid({ message: 'Invalid shift type id' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.month && !q.startMonth)
      ctx.addIssue({ code: 'custom', path: ['month'], message: INVALID_MONTH_MESSAGE });
    if (q.startMonth && q.endMonth) {
      if (q.endMonth < q.startMonth)
        ctx.addIssue({ code: 'custom', path: ['endMonth'], message: END_BEFORE_START_MESSAGE });
      else {
        const [sy, sm] = q.startMonth.split('-').map(Number) as [number, number];
        const [ey, em] = q.endMonth.split('-').map(Number) as [number, number];
        if ((ey - sy) * 12 + (em - sm) + 1 > PDF_MAX_MONTHS)
          ctx.addIssue({ code: 'custom', path: ['endMonth'], message: RANGE_TOO_LONG_MESSAGE });
      }
    }
  });
export type PdfQuery = z.infer<typeof PdfQuerySchema>;

// The zod schemas and the engine's TypeScript types must describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const entrySame: Same<z.infer<typeof ScheduleEntrySchema>, DomainScheduleEntry> = true;
const debugEntrySame: Same<z.infer<typeof DebugScheduleEntrySchema>, DomainDebugScheduleEntry> = true;
const conflictSame: Same<Omit<Conflict, 'absenceType'>, Omit<DomainConflict, 'absenceType'>> = true;
void entrySame;
void debugEntrySame;
void conflictSame;
