import { z } from 'zod';
import { DateStringSchema, text } from './common';
import { successEnvelope } from './envelope';
import { ShiftTypeRefSchema, StaffRefSchema } from './schedule';

/**
 * Publishing the schedule (apps/server/src/modules/publish, docs/adr/0012-publish-snapshot.md,
 * docs/product/publish.md). With the workspace's `publishMode` ON_PUBLISH, staff see a published
 * snapshot of their shifts from the workspace's today to the stored horizon (`publishedUntil`);
 * the manager's changes inside it are drafts until POST /api/publish. IMMEDIATE (the default):
 * every change is seen at once, as before.
 */
export const PUBLISH_MODES = ['IMMEDIATE', 'ON_PUBLISH'] as const;
export const PublishModeSchema = z.enum(PUBLISH_MODES, {
  message: 'Publish mode must be IMMEDIATE or ON_PUBLISH',
});
export type PublishMode = z.infer<typeof PublishModeSchema>;

/** The longest horizon a publish may set, in days from the workspace's today. */
export const PUBLISH_MAX_DAYS = 366;

export const PublishSettingsBodySchema = z.object({ mode: PublishModeSchema });
export type PublishSettingsBody = z.infer<typeof PublishSettingsBodySchema>;

export const PublicationSchema = z.object({
  id: z.uuid(),
  publishedAt: text(),
  publishedBy: text().nullable(),
  startDate: text(),
  until: text(),
  changes: z.number().int(),
  members: z.number().int(),
});
export type Publication = z.infer<typeof PublicationSchema>;

export const PublishSettingsSchema = z.object({
  mode: PublishModeSchema,
  /** The snapshot's first day and horizon (null with IMMEDIATE). */
  publishedFrom: text().nullable(),
  publishedUntil: text().nullable(),
  lastPublication: PublicationSchema.nullable(),
});
export type PublishSettings = z.infer<typeof PublishSettingsSchema>;
export const PublishSettingsResponseSchema = successEnvelope(PublishSettingsSchema);

/** One shift as staff see it (published) or as the schedule has it now (draft). */
export const PublishShiftSchema = z.object({
  entryId: text(),
  date: text(),
  shiftType: ShiftTypeRefSchema,
});
export type PublishShift = z.infer<typeof PublishShiftSchema>;

export const PUBLISH_CHANGE_KINDS = ['ADDED', 'REMOVED', 'MOVED'] as const;
export const PublishChangeKindSchema = z.enum(PUBLISH_CHANGE_KINDS);
export type PublishChangeKind = z.infer<typeof PublishChangeKindSchema>;

/** ADDED: `after` only; REMOVED: `before` only; MOVED: both (another date or shift type). */
export const PublishChangeSchema = z.object({
  kind: PublishChangeKindSchema,
  staff: StaffRefSchema,
  before: PublishShiftSchema.nullable(),
  after: PublishShiftSchema.nullable(),
});
export type PublishChange = z.infer<typeof PublishChangeSchema>;

export const PublishMemberCountSchema = z.object({
  staff: StaffRefSchema,
  added: z.number().int(),
  removed: z.number().int(),
  moved: z.number().int(),
});
export type PublishMemberCount = z.infer<typeof PublishMemberCountSchema>;

export const PublishStatusQuerySchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
});
export type PublishStatusQuery = z.infer<typeof PublishStatusQuerySchema>;

export const PublishStatusSchema = z.object({
  mode: PublishModeSchema,
  today: text(),
  publishedFrom: text().nullable(),
  publishedUntil: text().nullable(),
  /** Every pending change of the horizon, and per member. */
  pending: z.number().int(),
  members: z.array(PublishMemberCountSchema),
  /** The pending changes touching the asked range (either side's date in it). */
  changes: z.array(PublishChangeSchema),
});
export type PublishStatus = z.infer<typeof PublishStatusSchema>;
export const PublishStatusResponseSchema = successEnvelope(PublishStatusSchema);

export const PublishBodySchema = z.object({ until: DateStringSchema });
export type PublishBody = z.infer<typeof PublishBodySchema>;

export const PublishResultSchema = z.object({
  publication: PublicationSchema,
  /** Members mailed (those with changes and an email address): each mail is a job that follows the answer. */
  mailed: z.number().int(),
});
export type PublishResult = z.infer<typeof PublishResultSchema>;
export const PublishResultResponseSchema = successEnvelope(PublishResultSchema);
