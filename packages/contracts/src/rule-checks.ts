import { z } from 'zod';
import { VIOLATION_RULE_IDS } from '@openrota/domain';
import { DateStringSchema, text } from './common';
import { ErrorEnvelopeSchema, successEnvelope } from './envelope';
import { PreferenceSchema } from './availability';

/**
 * What the working-time checker answers (docs/product/working-time.md): the violations of a
 * write (409 `RULE_VIOLATION` for hard ones, `warnings` beside a success), of a period
 * (`GET /api/schedules/violations`) and the state of each candidate where a person is picked.
 */

export const RuleIdSchema = z.enum(VIOLATION_RULE_IDS);
export const RuleSeveritySchema = z.enum(['HARD', 'WARNING']);

export const ViolationSchema = z.object({
  ruleId: RuleIdSchema,
  /** The rule's name in the reader's language ("Rest after a late night"). */
  ruleName: text(),
  staffId: z.uuid(),
  staffName: text(),
  /** Schedule entry ids of the shifts involved, in time order. */
  shiftIds: z.array(text()),
  date: DateStringSchema,
  measured: z.number(),
  limit: z.number(),
  unit: z.enum(['MINUTES', 'COUNT', 'DAYS']),
  severity: RuleSeveritySchema,
  ruleSetId: text(),
  /** One sentence in the reader's language that says what is wrong and what the limit is. */
  message: text(),
});
export type ViolationDto = z.infer<typeof ViolationSchema>;

/** The code of a 409 that lists the hard violations a write would cause. */
export const RULE_VIOLATION = 'RULE_VIOLATION';

/** The failure envelope of a refused write: the usual fields plus the violations. */
export const RuleViolationEnvelopeSchema = z.object({
  success: z.literal(false),
  error: text(),
  code: z.literal(RULE_VIOLATION),
  violations: z.array(ViolationSchema),
});
export type RuleViolationEnvelope = z.infer<typeof RuleViolationEnvelopeSchema>;

/** The 409 of a write that puts a person on a shift: an ordinary conflict, or `RULE_VIOLATION` with its violations. */
export const ConflictEnvelopeSchema = ErrorEnvelopeSchema.extend({
  violations: z.array(ViolationSchema).optional(),
});

export const ACKNOWLEDGE_REASON_MAX_LENGTH = 500;

/**
 * Sent with a write that puts a person on a shift, by a manager who read the 409 and goes
 * ahead: the reason is stored in the audit row with the violations it overrides.
 */
export const AcknowledgeViolationsSchema = z.object({
  reason: text({ message: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(
      ACKNOWLEDGE_REASON_MAX_LENGTH,
      `The reason must be at most ${ACKNOWLEDGE_REASON_MAX_LENGTH} characters`,
    ),
});
export type AcknowledgeViolations = z.infer<typeof AcknowledgeViolationsSchema>;

/** The optional body field every such write accepts. */
export const acknowledgeViolationsField = { acknowledgeViolations: AcknowledgeViolationsSchema.optional() };

/** Beside a successful write: the warnings (and acknowledged hard violations) it caused. */
export const RuleWarningsSchema = z.object({ warnings: z.array(ViolationSchema) });

export const ViolationsQuerySchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  staffId: z.uuid({ message: 'Invalid id' }).optional(),
});
export const ViolationsResponseSchema = successEnvelope(z.array(ViolationSchema));

/** Where a picker stands for one person: fits, or why not (the ones who fit are listed first). */
export const CandidateStateSchema = z.enum([
  'FITS',
  'WARNING',
  'ABSENT',
  'ALREADY_WORKING',
  'BREAKS_RULE',
  'UNAVAILABLE',
]);
export type CandidateState = z.infer<typeof CandidateStateSchema>;

export const CandidateSchema = z.object({
  staffId: z.uuid(),
  staffName: text(),
  state: CandidateStateSchema,
  /** Empty when the person fits; else the sentences of what would be broken. */
  violations: z.array(ViolationSchema),
  /** What the person said about working then, as a marker beside the name (unavailable: state UNAVAILABLE). */
  preference: PreferenceSchema,
});
export type Candidate = z.infer<typeof CandidateSchema>;

export const CandidatesQuerySchema = z.object({
  date: DateStringSchema,
  shiftTypeId: z.uuid({ message: 'Invalid id' }),
  /** The schedule entry being changed (reassign/override): its current holder is not counted twice. */
  entryId: text().max(200).optional(),
});
export const CandidatesResponseSchema = successEnvelope(z.array(CandidateSchema));
