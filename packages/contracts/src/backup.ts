import { z } from 'zod';
import { WEEK_COUNTS } from '@openrota/domain';
import { ABSENCE_TYPES } from './absences';
import { DateStringSchema, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, TimeStringSchema, text } from './common';
import { ColorSchema } from './shift-types';
import { WORKSPACE_NAME_MAX_LENGTH } from './workspaces';
import {
  HOLIDAY_NAME_MAX_LENGTH,
  HoursPerWeekSchema,
  MAX_HOURS_PER_PERIOD,
  NightDefinitionSchema,
  RULE_SET_NAME_MAX_LENGTH,
  RuleConfigsSchema,
  RulePeriodSchema,
  RulePresetIdSchema,
  RuleWeekStartSchema,
} from './working-time';
import {
  AVAILABILITY_LEAD_DAYS_MAX,
  AVAILABILITY_MAX_RULES,
  AvailabilityExceptionBodySchema,
  AvailabilityRuleSchema,
} from './availability';
import { PublishModeSchema } from './publish';
import { TRADE_NOTE_MAX_LENGTH, TradeApprovalSchema, TradeKindSchema, TradeStatusSchema } from './trades';

/**
 * The workspace backup file (docs/backup-format.md, JSON Schema docs/backup.schema.json).
 * `POST /api/workspaces/{id}/backup` writes version 2; `POST /api/workspaces/restore` reads
 * version 1 (docs/product/workspaces.md#backup-file: version, workspace with name, exportedAt, staff,
 * shiftTypes, rotationPatterns) and version 2. Ids inside a file are the exporting
 * workspace's ids and only link the file's records to each other; a restore gives every row a
 * new id.
 */

export const BACKUP_VERSION = 2;
/** Versions a restore understands, oldest first. */
export const BACKUP_VERSIONS = [1, 2] as const;
/** Largest request body of `POST /api/workspaces/restore`. */
export const RESTORE_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

const id = text({ message: 'id is required' })
  .min(1, 'id is required')
  .max(100, 'id must be at most 100 characters long');
const ref = (what: string) =>
  text({ message: `${what} is required` })
    .min(1, `${what} is required`)
    .max(100);
const textUpTo = (max: number) => text().max(max, `must be at most ${max} characters long`);
const name = text({ message: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(NAME_MAX_LENGTH, `name must be at most ${NAME_MAX_LENGTH} characters long`);
const week = z
  .number({ message: 'weekNumber is required' })
  .int('weekNumber must be a whole number')
  .min(1, 'weekNumber must be at least 1');
const day = z
  .number({ message: 'dayOfWeek is required' })
  .int('dayOfWeek must be a whole number')
  .min(0, 'dayOfWeek must be 0 (Monday) to 6 (Sunday)')
  .max(6, 'dayOfWeek must be 0 (Monday) to 6 (Sunday)');
const weekCount = z.literal([...WEEK_COUNTS], {
  message: `weekCount must be one of ${WEEK_COUNTS.join(', ')}`,
});
/** The days-ahead choices of the weekly summary (docs/product/email.md#email-settings). */
const DAYS_AHEAD = [3, 5, 7, 10, 14, 21, 30] as const;

export const BackupWorkspaceSchema = z
  .object({
    name: text({ message: 'workspace.name is required' })
      .trim()
      .min(1, 'workspace.name is required')
      .max(WORKSPACE_NAME_MAX_LENGTH),
    slug: text().max(100).optional(),
    timeZone: text().min(1).max(100).default('Europe/Amsterdam'),
    onboardingCompleted: z.boolean().default(false),
    featureFlags: z
      .object({ staffLoginEnabled: z.boolean().default(false), publicStaffList: z.boolean().default(false) })
      .default({ staffLoginEnabled: false, publicStaffList: false }),
    settings: z
      .object({
        maxSelfPlanningDays: z
          .number()
          .int()
          .min(1, 'maxSelfPlanningDays must be 1 to 365')
          .max(365, 'maxSelfPlanningDays must be 1 to 365')
          .default(30),
        absencesMinDelay: z
          .number()
          .int()
          .min(0, 'absencesMinDelay must be 0 to 365')
          .max(365, 'absencesMinDelay must be 0 to 365')
          .default(0),
        availabilityLeadDays: z
          .number()
          .int()
          .min(0, `availabilityLeadDays must be 0 to ${AVAILABILITY_LEAD_DAYS_MAX}`)
          .max(AVAILABILITY_LEAD_DAYS_MAX, `availabilityLeadDays must be 0 to ${AVAILABILITY_LEAD_DAYS_MAX}`)
          .default(0),
        availabilityNeedsApproval: z.boolean().default(false),
        /** How shift trades are approved (docs/product/trades.md); older files: a manager approves. */
        tradeApproval: TradeApprovalSchema.default('MANAGER'),
        /** Publishing (docs/product/publish.md); older files: every change at once, no horizon. */
        publishMode: PublishModeSchema.default('IMMEDIATE'),
        publishedFrom: DateStringSchema.nullable().default(null),
        publishedUntil: DateStringSchema.nullable().default(null),
      })
      .default({
        maxSelfPlanningDays: 30,
        absencesMinDelay: 0,
        availabilityLeadDays: 0,
        availabilityNeedsApproval: false,
        tradeApproval: 'MANAGER',
        publishMode: 'IMMEDIATE',
        publishedFrom: null,
        publishedUntil: null,
      }),
  })
  .loose();

export const BackupShiftTypeSchema = z
  .object({
    id,
    name,
    shortName: textUpTo(10).nullable().default(null),
    description: textUpTo(500).nullable().default(null),
    color: ColorSchema,
    startTime: TimeStringSchema.nullable().default(null),
    endTime: TimeStringSchema.nullable().default(null),
    order: z.number().int().min(-2_147_483_648).max(2_147_483_647).default(0),
  })
  .loose();

export const BackupStaffSchema = z
  .object({
    id,
    name,
    shortName: textUpTo(10).nullable().default(null),
    email: z.email({ message: 'Invalid email address' }).max(EMAIL_MAX_LENGTH).nullable().default(null),
    phone: textUpTo(40).nullable().default(null),
    active: z.boolean().default(true),
    /** The day an inactive member was deactivated (their shifts are open from then on); null: always. */
    inactiveFrom: DateStringSchema.nullable().default(null),
    /** The shift types this person may work, by the file's shift type ids. */
    skills: z
      .array(z.object({ shiftTypeId: ref('shiftTypeId') }).loose())
      .max(200)
      .default([]),
  })
  .loose();

export const BackupSlotSchema = z
  .object({
    id,
    weekNumber: week,
    dayOfWeek: day,
    shiftTypeId: ref('shiftTypeId'),
    requiredCount: z.literal(1, { message: 'requiredCount must be 1' }).default(1),
    isOptional: z.boolean().default(false),
    /** Who works the slot: none or one. */
    assignments: z
      .array(z.object({ id: id.optional(), staffId: ref('staffId') }).loose())
      .max(1, 'A requirement has at most one assignment')
      .default([]),
  })
  .loose();

/** An assignment without a requirement. */
export const BackupLooseAssignmentSchema = z
  .object({
    id: id.optional(),
    weekNumber: week,
    dayOfWeek: day,
    shiftTypeId: ref('shiftTypeId'),
    staffId: ref('staffId'),
    rotationSlotId: z.null().default(null),
  })
  .loose();

export const BackupPatternSchema = z
  .object({
    id,
    name,
    /** A Monday. */
    startDate: DateStringSchema,
    /** A Sunday after startDate, or null for no end. */
    endDate: DateStringSchema.nullable().default(null),
    weekCount,
    active: z.boolean().default(true),
    slots: z.array(BackupSlotSchema).max(10_000).default([]),
    assignments: z.array(BackupLooseAssignmentSchema).max(10_000).default([]),
  })
  .loose();

export const BackupAbsenceSchema = z
  .object({
    id,
    staffId: ref('staffId'),
    startDate: DateStringSchema,
    endDate: DateStringSchema,
    type: z
      .enum(ABSENCE_TYPES, { message: `type must be one of ${ABSENCE_TYPES.join(', ')}` })
      .default('OTHER'),
    reason: textUpTo(1000).nullable().default(null),
  })
  .loose();

/** The stored layer of the schedule (the rotation itself is computed from the patterns). */
export const BackupScheduleEntrySchema = z
  .object({
    id,
    date: DateStringSchema,
    entryType: z.enum(['ONE_OFF', 'OVERRIDE', 'CLAIMED'], {
      message: 'entryType must be ONE_OFF, OVERRIDE or CLAIMED',
    }),
    shiftTypeId: ref('shiftTypeId'),
    staffId: ref('staffId').nullable().default(null),
    rotationSlotId: ref('rotationSlotId').nullable().default(null),
    rotationPatternId: ref('rotationPatternId').nullable().default(null),
    originalStaffId: ref('originalStaffId').nullable().default(null),
    isCancelled: z.boolean().default(false),
    description: textUpTo(500).nullable().default(null),
  })
  .loose();

export const BackupEmailSettingsSchema = z
  .object({
    upcomingShiftsEmail: z.boolean().default(false),
    weeklyScheduleSummary: z.boolean().default(false),
    summaryEmailTime: TimeStringSchema.default('20:00'),
    /** 0 = Sunday … 6 = Saturday. */
    summaryEmailDay: z
      .number()
      .int()
      .min(0, 'summaryEmailDay must be 0 (Sunday) to 6')
      .max(6, 'summaryEmailDay must be 0 (Sunday) to 6')
      .default(0),
    summaryEmailDaysAhead: z
      .literal([...DAYS_AHEAD], { message: `summaryEmailDaysAhead must be one of ${DAYS_AHEAD.join(', ')}` })
      .default(7),
  })
  .loose();

/** A working-time rule set (docs/product/working-time.md#rule-sets); its rules name the file's shift type ids. */
export const BackupRuleSetSchema = z
  .object({
    id,
    name: text({ message: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(RULE_SET_NAME_MAX_LENGTH, `name must be at most ${RULE_SET_NAME_MAX_LENGTH} characters long`),
    preset: RulePresetIdSchema.nullable().default(null),
    isDefault: z.boolean().default(false),
    weekStart: RuleWeekStartSchema,
    night: NightDefinitionSchema,
    rules: RuleConfigsSchema,
  })
  .loose();

const backupHours = z.number().min(0).max(MAX_HOURS_PER_PERIOD).nullable().default(null);

/** One contract period of a staff member (docs/product/working-time.md#contracts). */
export const BackupContractSchema = z
  .object({
    id,
    staffId: ref('staffId'),
    startsOn: DateStringSchema,
    hoursPerWeek: HoursPerWeekSchema,
    minHoursPerPeriod: backupHours,
    maxHoursPerPeriod: backupHours,
    period: RulePeriodSchema.default('WEEK'),
    /** null: the workspace's default rule set. */
    ruleSetId: ref('ruleSetId').nullable().default(null),
  })
  .loose();

export const BackupHolidaySchema = z
  .object({
    date: DateStringSchema,
    name: text({ message: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(HOLIDAY_NAME_MAX_LENGTH),
  })
  .loose();

/** A version of a member's recurring week (packages/domain/src/availability.ts). */
export const BackupAvailabilityWeekSchema = z
  .object({
    staffId: ref('staffId'),
    effectiveFrom: DateStringSchema,
    rules: z.array(AvailabilityRuleSchema).max(AVAILABILITY_MAX_RULES).default([]),
  })
  .loose();

/** A dated exception of a member's availability. */
export const BackupAvailabilityExceptionSchema = z
  .object({ staffId: ref('staffId'), date: DateStringSchema })
  .loose()
  .and(AvailabilityExceptionBodySchema);

/**
 * One shift of a trade: a rotation occurrence (slot and date) or a one-off shift (its entry), and
 * who held it when the trade named it. A slot or entry the file does not hold restores as none
 * (as the database's own `set null` when one is deleted).
 */
export const BackupTradeShiftSchema = z
  .object({
    date: DateStringSchema,
    rotationSlotId: ref('rotationSlotId').nullable().default(null),
    scheduleEntryId: ref('scheduleEntryId').nullable().default(null),
    staffId: ref('staffId'),
  })
  .loose();

const instant = z.iso.datetime({ offset: true, message: 'must be an ISO date-time' });

/** A shift trade (docs/product/trades.md), pending or past; the manager who decided is not kept. */
export const BackupShiftTradeSchema = z
  .object({
    id,
    kind: TradeKindSchema,
    status: TradeStatusSchema,
    offeredByStaffId: ref('offeredByStaffId'),
    shiftDate: DateStringSchema,
    rotationSlotId: ref('rotationSlotId').nullable().default(null),
    scheduleEntryId: ref('scheduleEntryId').nullable().default(null),
    shiftTypeId: ref('shiftTypeId'),
    startsAt: instant,
    swapOptions: z.array(BackupTradeShiftSchema).max(100).default([]),
    note: textUpTo(TRADE_NOTE_MAX_LENGTH).nullable().default(null),
    acceptedByStaffId: ref('acceptedByStaffId').nullable().default(null),
    acceptedShift: BackupTradeShiftSchema.nullable().default(null),
    acceptedAt: instant.nullable().default(null),
    decidedAt: instant.nullable().default(null),
    reason: textUpTo(2000).nullable().default(null),
    createdAt: instant.nullable().default(null),
  })
  .loose();

/**
 * The most a backup may hold of each list (docs/backup-format.md). A hospital department has a
 * few hundred staff; 2,000 leaves room and keeps one restore's work bounded (issue 10: a backup
 * edited to 20,000 staff). The other lists are bounded further by the 20 MiB body limit.
 */
export const BACKUP_MAX_ITEMS = {
  shiftTypes: 1000,
  staff: 2000,
  rotationPatterns: 1000,
  absences: 200_000,
  scheduleEntries: 500_000,
  ruleSets: 100,
  contracts: 20_000,
  publicHolidays: 10_000,
  availabilityWeeks: 20_000,
  availabilityExceptions: 200_000,
  shiftTrades: 100_000,
  publishedShifts: 500_000,
} as const;

/**
 * One shift of the published snapshot (docs/adr/0012-publish-snapshot.md): what a member was
 * shown, the computed entry as JSON (its ids are mapped on restore like the rows they name).
 */
export const BackupPublishedShiftSchema = z
  .object({
    staffId: z.uuid(),
    date: DateStringSchema,
    shiftTypeId: z.uuid(),
    entryId: text().max(200),
    source: text().max(50),
    entry: z.record(text(), z.unknown()),
  })
  .loose();

/** Version 2: the whole workspace. Sections left out of a hand-made file count as empty. */
export const WorkspaceBackupSchema = z
  .object({
    version: z.literal(2),
    exportedAt: text().max(64).optional(),
    workspace: BackupWorkspaceSchema,
    shiftTypes: z.array(BackupShiftTypeSchema).max(BACKUP_MAX_ITEMS.shiftTypes).default([]),
    staff: z.array(BackupStaffSchema).max(BACKUP_MAX_ITEMS.staff).default([]),
    rotationPatterns: z.array(BackupPatternSchema).max(BACKUP_MAX_ITEMS.rotationPatterns).default([]),
    absences: z.array(BackupAbsenceSchema).max(BACKUP_MAX_ITEMS.absences).default([]),
    scheduleEntries: z.array(BackupScheduleEntrySchema).max(BACKUP_MAX_ITEMS.scheduleEntries).default([]),
    /** null = the defaults (both mails off, 20:00, Sunday, 7 days ahead). */
    emailSettings: BackupEmailSettingsSchema.nullable().default(null),
    /**
     * Working time (docs/product/working-time.md). Left out (a backup made before they existed):
     * the restored workspace gets the defaults, the Arbeidstijdenwet set and the Dutch holidays.
     */
    ruleSets: z.array(BackupRuleSetSchema).max(BACKUP_MAX_ITEMS.ruleSets).optional(),
    contracts: z.array(BackupContractSchema).max(BACKUP_MAX_ITEMS.contracts).optional(),
    publicHolidays: z.array(BackupHolidaySchema).max(BACKUP_MAX_ITEMS.publicHolidays).optional(),
    /**
     * Availability (packages/domain/src/availability.ts). Left out (a backup made before it
     * existed): nobody has said anything. Pending changes of staff are not kept.
     */
    availabilityWeeks: z
      .array(BackupAvailabilityWeekSchema)
      .max(BACKUP_MAX_ITEMS.availabilityWeeks)
      .optional(),
    availabilityExceptions: z
      .array(BackupAvailabilityExceptionSchema)
      .max(BACKUP_MAX_ITEMS.availabilityExceptions)
      .optional(),
    /** Shift trades (docs/product/trades.md). Left out (a backup made before trades): none. */
    shiftTrades: z.array(BackupShiftTradeSchema).max(BACKUP_MAX_ITEMS.shiftTrades).optional(),
    /** The published snapshot of a workspace that publishes. Left out (older files): none. */
    publishedShifts: z.array(BackupPublishedShiftSchema).max(BACKUP_MAX_ITEMS.publishedShifts).optional(),
  })
  .loose();
export type WorkspaceBackup = z.output<typeof WorkspaceBackupSchema>;

/** POST /api/workspaces/restore: `backupData` is the whole parsed file, checked by the server. */
export const RestoreWorkspaceBodySchema = z.object({
  name: text({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(WORKSPACE_NAME_MAX_LENGTH, `Name must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters long`),
  backupData: z.unknown(),
});
export type RestoreWorkspaceBody = z.input<typeof RestoreWorkspaceBodySchema>;

export const RestoreWorkspaceResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.uuid(), name: text() }),
  message: text(),
});
export type RestoreWorkspaceResponse = z.infer<typeof RestoreWorkspaceResponseSchema>;

/**
 * The JSON Schema (draft 2020-12) of a version-2 file as restore accepts it, committed as
 * docs/backup.schema.json (a server test checks the file equals this). Checks a JSON Schema
 * cannot say (ids that lead nowhere, weekCount choices, existing dates) are in
 * docs/backup-format.md.
 */
export function backupJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(WorkspaceBackupSchema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  return {
    $schema: schema.$schema,
    $id: 'https://openrota.example/schemas/backup-v2.json',
    title: 'OpenRota workspace backup, version 2',
    description:
      'Written by POST /api/workspaces/{id}/backup, read by POST /api/workspaces/restore. See docs/backup-format.md.',
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$schema')),
  };
}
