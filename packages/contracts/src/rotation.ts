import { z } from 'zod';
import { WEEK_COUNTS } from '@openrota/domain';
import { DateStringSchema, requiredName, text } from './common';
import { acknowledgeViolationsField, ViolationSchema } from './rule-checks';

export const WeekCountSchema = z
  .number({ message: 'Week count is required' })
  .int()
  .refine(
    (n) => (WEEK_COUNTS as readonly number[]).includes(n),
    `Week count must be one of ${WEEK_COUNTS.join(', ')}`,
  );

export const RotationPatternSchema = z.object({
  id: z.uuid(),
  name: text(),
  startDate: text(),
  endDate: text().nullable(),
  active: z.boolean(),
  weekCount: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type RotationPattern = z.infer<typeof RotationPatternSchema>;

/**
 * Save body. The server moves startDate back to its Monday and endDate forward to its Sunday;
 * endDate null = no end; the (snapped) end must be after the start.
 */
export const RotationPatternBodySchema = z.object({
  name: requiredName('Name'),
  startDate: DateStringSchema,
  endDate: DateStringSchema.nullish(),
  active: z.boolean().default(true),
  weekCount: WeekCountSchema,
});
export type RotationPatternBody = z.input<typeof RotationPatternBodySchema>;
export const UpdateRotationPatternBodySchema = RotationPatternBodySchema.partial();

/** The copy's assignments are checked like assignment writes: `acknowledgeViolations` goes ahead despite hard rules. */
export const DuplicatePatternBodySchema = z.object({
  name: requiredName('Name'),
  startDate: DateStringSchema,
  endDate: DateStringSchema.nullish(),
  ...acknowledgeViolationsField,
});

export const ImportPatternBodySchema = z.object({
  data: z.unknown().refine((v) => v !== undefined && v !== null, 'The import file is required'),
  patternName: requiredName('Pattern name'),
  startDate: DateStringSchema.optional(),
  /** The imported assignments are checked like assignment writes (docs/product/working-time.md#where-the-checker-acts). */
  ...acknowledgeViolationsField,
});

export const ImportResultSchema = z.object({
  success: z.literal(true),
  message: text(),
  rotationPatternId: z.uuid(),
  stats: z.object({
    shiftTypesCreated: z.number().int(),
    staffCreated: z.number().int(),
    assignmentsCreated: z.number().int(),
  }),
  /** The warnings (and acknowledged hard violations) of the imported assignments. */
  warnings: z.array(ViolationSchema).optional(),
});

const StaffRefSchema = z.object({ id: z.uuid(), name: text(), shortName: text().nullable() });

export const RotationAssignmentSchema = z.object({
  id: z.uuid(),
  staffId: z.uuid(),
  weekNumber: z.number().int(),
  dayOfWeek: z.number().int(),
  shiftTypeId: z.uuid(),
  rotationSlotId: z.uuid().nullable(),
  staff: StaffRefSchema,
});
export type RotationAssignment = z.infer<typeof RotationAssignmentSchema>;

export const RotationSlotSchema = z.object({
  id: z.uuid(),
  rotationPatternId: z.uuid(),
  weekNumber: z.number().int(),
  dayOfWeek: z.number().int(),
  shiftTypeId: z.uuid(),
  shiftType: z.object({
    id: z.uuid(),
    name: text(),
    shortName: text().nullable(),
    color: text(),
    startTime: text().nullable(),
    endTime: text().nullable(),
  }),
  requiredCount: z.number().int(),
  isOptional: z.boolean(),
  assignments: z.array(RotationAssignmentSchema),
});
export type RotationSlot = z.infer<typeof RotationSlotSchema>;

export const SlotBodySchema = z.object({
  weekNumber: z.number({ message: 'Week number is required' }).int().min(1, 'Week number must be at least 1'),
  dayOfWeek: z
    .number({ message: 'Day of week is required' })
    .int()
    .min(0, 'Day of week must be 0 (Monday) to 6 (Sunday)')
    .max(6, 'Day of week must be 0 (Monday) to 6 (Sunday)'),
  shiftTypeId: z.uuid({ message: 'Please select a shift type' }),
  requiredCount: z.literal(1, { message: 'Required count is always 1' }).default(1),
  isOptional: z.boolean().default(false),
  rotationPatternId: z.uuid().optional(),
});
export const UpdateSlotBodySchema = SlotBodySchema.omit({ rotationPatternId: true }).partial();

export const SlotAssignmentBodySchema = z.object({
  staffId: z.uuid({ message: 'Select a staff member' }),
  ...acknowledgeViolationsField,
});

export const PatternAssignmentBodySchema = z.object({
  weekNumber: z.number().int().min(1, 'Week number must be at least 1'),
  dayOfWeek: z.number().int().min(0).max(6, 'Day of week must be 0 (Monday) to 6 (Sunday)'),
  staffId: z.uuid({ message: 'Select a staff member' }),
  shiftTypeId: z.uuid({ message: 'Please select a shift type' }),
  slotId: z.uuid().nullish(),
  ...acknowledgeViolationsField,
});

export const PatternIdParamsSchema = z.object({ id: z.uuid({ message: 'Invalid id' }) });
export const SlotParamsSchema = PatternIdParamsSchema.extend({ slotId: z.uuid({ message: 'Invalid id' }) });
export const SlotAssignmentParamsSchema = SlotParamsSchema.extend({
  assignmentId: z.uuid({ message: 'Invalid id' }),
});
export const PatternAssignmentParamsSchema = PatternIdParamsSchema.extend({
  assignmentId: z.uuid({ message: 'Invalid id' }),
});

export const RotationPatternResponseSchema = z.object({
  success: z.literal(true),
  data: RotationPatternSchema,
  message: text().optional(),
  /** A duplicate's: the warnings (and acknowledged hard violations) of the copied assignments. */
  warnings: z.array(ViolationSchema).optional(),
});
export const RotationPatternListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(RotationPatternSchema),
});
export const RotationSlotResponseSchema = z.object({
  success: z.literal(true),
  data: RotationSlotSchema,
  message: text().optional(),
});
export const RotationSlotListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(RotationSlotSchema),
});
export const RotationAssignmentResponseSchema = z.object({
  success: z.literal(true),
  data: RotationAssignmentSchema,
  message: text().optional(),
  /** The warnings (and acknowledged hard violations) of the cycle the assignment changes (docs/product/working-time.md#where-the-checker-acts). */
  warnings: z.array(ViolationSchema).optional(),
});
export const RotationAssignmentListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(RotationAssignmentSchema),
});
