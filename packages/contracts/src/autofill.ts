import { z } from 'zod';
import { DateStringSchema, text } from './common';
import { successEnvelope } from './envelope';
import { ShiftTypeRefSchema, StaffRefSchema } from './schedule';

/**
 * Auto-fill runs (docs/adr/0010-autofill-optimiser.md): a manager starts a run for a period,
 * the solve runs in the background (progress while it runs), and its result is a proposal the
 * manager applies in full or in part, and may undo. Open shifts are named by the computed
 * entry's id (`id` of GET /schedules), as trades do.
 */
export const AUTO_FILL_MODES = ['OPEN_SHIFTS', 'WHOLE_ROSTER'] as const;
export const AutoFillModeSchema = z.enum(AUTO_FILL_MODES, {
  message: 'Mode must be OPEN_SHIFTS or WHOLE_ROSTER',
});
export type AutoFillMode = z.infer<typeof AutoFillModeSchema>;

/**
 * QUEUED → RUNNING → READY (a proposal) or FAILED; READY → APPLIED (all or a selection) or
 * DISCARDED; APPLIED → UNDONE.
 */
export const AUTO_FILL_STATUSES = [
  'QUEUED',
  'RUNNING',
  'READY',
  'FAILED',
  'APPLIED',
  'DISCARDED',
  'UNDONE',
] as const;
export const AutoFillStatusSchema = z.enum(AUTO_FILL_STATUSES);
export type AutoFillStatus = z.infer<typeof AutoFillStatusSchema>;
/** A run still working: the calendar shows its progress; a second start is refused. */
export const ACTIVE_AUTO_FILL_STATUSES: readonly AutoFillStatus[] = ['QUEUED', 'RUNNING'];

/** The period a run may cover at most (days, both ends counted). */
export const AUTO_FILL_MAX_DAYS = 92;
export const AUTO_FILL_DEFAULT_TIME_LIMIT_S = 10;
export const AUTO_FILL_MAX_TIME_LIMIT_S = 120;

/** Soft goals, each a weight ≥ 0 (packages/domain/src/autofill/fill.ts DEFAULT_FILL_WEIGHTS). */
const weight = z
  .number({ message: 'Weight must be a number' })
  .min(0, 'Weight must be 0 or more')
  .max(10_000, 'Weight must be at most 10000');
export const AutoFillWeightsSchema = z
  .object({
    uncovered: weight,
    hoursDeviation: weight,
    weekend: weight,
    night: weight,
    preference: weight,
    /** WHOLE_ROSTER: cost of moving a shift away from the person the rotation gives it to. */
    change: weight,
  })
  .partial();
export type AutoFillWeights = z.infer<typeof AutoFillWeightsSchema>;

export const StartAutoFillBodySchema = z.object({
  mode: AutoFillModeSchema.default('OPEN_SHIFTS'),
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  /** Only these shift types (empty: all). */
  shiftTypeIds: z
    .array(z.uuid({ message: 'Invalid shift type id' }))
    .max(200)
    .default([]),
  /** Only these people may be given shifts (empty: every active member). */
  staffIds: z
    .array(z.uuid({ message: 'Invalid staff id' }))
    .max(2000)
    .default([]),
  timeLimitSeconds: z
    .number({ message: 'Time limit must be a number' })
    .int('Time limit must be a whole number of seconds')
    .min(1, 'Time limit must be at least 1 second')
    .max(AUTO_FILL_MAX_TIME_LIMIT_S, `Time limit must be at most ${AUTO_FILL_MAX_TIME_LIMIT_S} seconds`)
    .default(AUTO_FILL_DEFAULT_TIME_LIMIT_S),
  weights: AutoFillWeightsSchema.optional(),
});
export type StartAutoFillBody = z.input<typeof StartAutoFillBodySchema>;

export const AutoFillProgressSchema = z.object({
  elapsedSeconds: z.number(),
  /** Open shifts (slots) in the model. */
  slots: z.number().int(),
  /** Best roster so far: its objective and how many slots it leaves uncovered (null: none yet). */
  bestObjective: z.number().nullable(),
  uncovered: z.number().int().nullable(),
  /** The solver's proven bound (null: none yet). */
  bound: z.number().nullable(),
});
export type AutoFillProgress = z.infer<typeof AutoFillProgressSchema>;

/** One explanation line: a stable code and its sentence in the reader's language. */
export const AutoFillReasonSchema = z.object({ code: text(), message: text() });
export type AutoFillReason = z.infer<typeof AutoFillReasonSchema>;

export const AutoFillExclusionSchema = z.object({
  staff: StaffRefSchema,
  /** A working-time rule id, NOT_SKILLED, ABSENT, UNAVAILABLE, … */
  ruleId: text(),
  message: text(),
});
export type AutoFillExclusion = z.infer<typeof AutoFillExclusionSchema>;

export const AutoFillAssignmentSchema = z.object({
  /** The computed entry's id of the shift (an open shift, or in WHOLE_ROSTER any non-fixed one). */
  slotId: text(),
  date: text(),
  shiftType: ShiftTypeRefSchema,
  staff: StaffRefSchema,
  /** WHOLE_ROSTER: who holds the shift today (null: open). */
  previousStaff: StaffRefSchema.nullable(),
  /** Why this person: skilled, available, rested, hours 28 of 36, fewest weekends, preferred… */
  reasons: z.array(AutoFillReasonSchema),
  minutesAfter: z.number().int(),
  targetMinutes: z.number().int().nullable(),
  /** The best 2–3 others who were possible, each with why they lost. */
  runnersUp: z.array(z.object({ staff: StaffRefSchema, reasons: z.array(AutoFillReasonSchema) })),
  /** Who could not take it, and the rule that excluded them. */
  excluded: z.array(AutoFillExclusionSchema),
});
export type AutoFillAssignment = z.infer<typeof AutoFillAssignmentSchema>;

export const AutoFillUnfilledSchema = z.object({
  slotId: text(),
  date: text(),
  shiftType: ShiftTypeRefSchema,
  /** NO_ONE_ELIGIBLE, ALL_ELIGIBLE_TAKEN or REFUSED_BY_RECHECK. */
  reason: AutoFillReasonSchema,
  excluded: z.array(AutoFillExclusionSchema),
});
export type AutoFillUnfilled = z.infer<typeof AutoFillUnfilledSchema>;

export const AutoFillProposalSchema = z.object({
  assignments: z.array(AutoFillAssignmentSchema),
  unfilled: z.array(AutoFillUnfilledSchema),
});
export type AutoFillProposal = z.infer<typeof AutoFillProposalSchema>;

export const AutoFillRunSchema = z.object({
  id: z.uuid(),
  mode: AutoFillModeSchema,
  status: AutoFillStatusSchema,
  startDate: text(),
  endDate: text(),
  shiftTypeIds: z.array(z.uuid()),
  staffIds: z.array(z.uuid()),
  timeLimitSeconds: z.number().int(),
  createdBy: z.object({ id: z.uuid(), name: text() }).nullable(),
  createdAt: text(),
  finishedAt: text().nullable(),
  progress: AutoFillProgressSchema,
  /** READY and later; null while it runs, on FAILED, and in the list. */
  proposal: AutoFillProposalSchema.nullable(),
  /** FAILED: what went wrong, in the reader's language. */
  error: text().nullable(),
  /** APPLIED: the slots applied (a selection of the proposal's). */
  appliedSlotIds: z.array(text()),
  appliedAt: text().nullable(),
  undoneAt: text().nullable(),
});
export type AutoFillRun = z.infer<typeof AutoFillRunSchema>;
export const AutoFillRunResponseSchema = successEnvelope(AutoFillRunSchema);

/** The workspace's recent runs, newest first, without their proposals. */
export const AutoFillRunsSchema = z.object({ runs: z.array(AutoFillRunSchema) });
export type AutoFillRuns = z.infer<typeof AutoFillRunsSchema>;
export const AutoFillRunsResponseSchema = successEnvelope(AutoFillRunsSchema);

export const ApplyAutoFillBodySchema = z.object({
  /** The proposal's slots to apply (omitted: all of them). */
  slotIds: z
    .array(text().min(1, 'Shift is required').max(200, 'Shift is not valid'))
    .min(1, 'Choose at least one shift to apply')
    .max(5000)
    .optional(),
});
export type ApplyAutoFillBody = z.input<typeof ApplyAutoFillBodySchema>;

export const AutoFillApplyResultSchema = z.object({
  run: AutoFillRunSchema,
  /** Slots written. */
  applied: z.array(text()),
  /** Slots not written because something changed since the proposal, each with why. */
  refused: z.array(z.object({ slotId: text(), date: text(), message: text() })),
});
export type AutoFillApplyResult = z.infer<typeof AutoFillApplyResultSchema>;
export const AutoFillApplyResultResponseSchema = successEnvelope(AutoFillApplyResultSchema);
