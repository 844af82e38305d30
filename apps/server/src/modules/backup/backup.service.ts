import { randomUUID } from 'node:crypto';
import { BACKUP_VERSION, type RestoreWorkspaceBody, type WorkspaceBackup } from '@openrota/contracts';
import { startOfWeek, todayInTimeZone, type RuleConfigs } from '@openrota/domain';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import { isRefusedData } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.service';
import { insertWorkspaceWithFreeSlug } from '../workspaces/workspaces.service';
import { readBackup } from './backup-format';
import * as repo from './backup.repository';
import { assertWithinCreationLimit } from '../workspaces/creation-limit';
import { seedWorkspaceDefaults } from '../working-time';

export interface BackupDownload {
  filename: string;
  body: string;
}

/**
 * POST /workspaces/{id}/backup: the whole workspace as a version-2 file. Read in one
 * repeatable-read transaction so the file is one consistent state, with its EXPORT audit row.
 */
export async function exportWorkspace(
  ctx: AppContext,
  ws: WorkspaceContext,
  workspaceId: string,
  meta: RequestMeta,
): Promise<BackupDownload> {
  if (workspaceId !== ws.workspaceId) throw AppError.notFound('workspace');
  return ctx.db.transaction(
    async (tx) => {
      const rows = await repo.readWorkspaceRows(tx, ws.workspaceId);
      if (!rows.workspace) throw AppError.notFound('workspace');
      const now = ctx.clock.now();
      const file = buildBackup(rows, now);
      const counts = countsOf(file);
      await recordAudit(
        tx,
        {
          workspaceId: ws.workspaceId,
          userId: ws.userId,
          action: 'EXPORT',
          resource: 'WORKSPACE',
          resourceId: ws.workspaceId,
          resourceName: rows.workspace.name,
          description: `Backup of workspace "${rows.workspace.name}" downloaded`,
          metadata: { version: BACKUP_VERSION, ...counts },
        },
        meta,
      );
      const date = todayInTimeZone(now.getTime(), rows.workspace.timeZone);
      return {
        filename: `openrota-backup-${rows.workspace.slug}-${date}.json`,
        body: JSON.stringify(file, null, 2),
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}

type WeekCount = WorkspaceBackup['rotationPatterns'][number]['weekCount'];
type DaysAhead = NonNullable<WorkspaceBackup['emailSettings']>['summaryEmailDaysAhead'];
type Rows = Awaited<ReturnType<typeof repo.readWorkspaceRows>>;

function buildBackup(rows: Rows, now: Date): WorkspaceBackup {
  const w = rows.workspace!;
  const staffIds = new Set(rows.people.map((s) => s.id));
  const skillsOf = new Map<string, Array<{ shiftTypeId: string }>>();
  for (const s of rows.skills)
    skillsOf.set(s.staffId, [...(skillsOf.get(s.staffId) ?? []), { shiftTypeId: s.shiftTypeId }]);
  const slotAssignments = new Map<string, Array<{ id: string; staffId: string }>>();
  for (const a of rows.assignments)
    if (a.rotationSlotId)
      slotAssignments.set(a.rotationSlotId, [
        ...(slotAssignments.get(a.rotationSlotId) ?? []),
        { id: a.id, staffId: a.staffId },
      ]);
  return {
    version: BACKUP_VERSION as 2,
    exportedAt: now.toISOString(),
    workspace: {
      name: w.name,
      slug: w.slug,
      timeZone: w.timeZone,
      onboardingCompleted: w.onboardingCompleted,
      featureFlags: { staffLoginEnabled: w.staffLoginEnabled, publicStaffList: w.publicStaffList },
      settings: {
        maxSelfPlanningDays: w.maxSelfPlanningDays,
        absencesMinDelay: w.absencesMinDelay,
        availabilityLeadDays: w.availabilityLeadDays,
        availabilityNeedsApproval: w.availabilityNeedsApproval,
        tradeApproval: w.tradeApproval,
        publishMode: w.publishMode,
        publishedFrom: w.publishedFrom,
        publishedUntil: w.publishedUntil,
      },
    },
    shiftTypes: rows.types.map((t) => ({
      id: t.id,
      name: t.name,
      shortName: t.shortName,
      description: t.description,
      color: t.color,
      startTime: t.startTime,
      endTime: t.endTime,
      order: t.order,
    })),
    staff: rows.people.map((s) => ({
      id: s.id,
      name: s.name,
      shortName: s.shortName,
      email: s.email,
      phone: s.phone,
      active: s.active,
      inactiveFrom: s.inactiveFrom,
      skills: skillsOf.get(s.id) ?? [],
    })),
    rotationPatterns: rows.patterns.map((p) => ({
      id: p.id,
      name: p.name,
      startDate: p.startDate,
      endDate: p.endDate,
      weekCount: p.weekCount as WeekCount,
      active: p.active,
      slots: rows.slots
        .filter((s) => s.rotationPatternId === p.id)
        .map((s) => ({
          id: s.id,
          weekNumber: s.weekNumber,
          dayOfWeek: s.dayOfWeek,
          shiftTypeId: s.shiftTypeId,
          requiredCount: 1 as const,
          isOptional: s.isOptional,
          assignments: slotAssignments.get(s.id) ?? [],
        })),
      assignments: rows.assignments
        .filter((a) => a.rotationPatternId === p.id && !a.rotationSlotId)
        .map((a) => ({
          id: a.id,
          weekNumber: a.weekNumber,
          dayOfWeek: a.dayOfWeek,
          shiftTypeId: a.shiftTypeId,
          staffId: a.staffId,
          rotationSlotId: null,
        })),
    })),
    absences: rows.absences.map((a) => ({
      id: a.id,
      staffId: a.staffId,
      startDate: a.startDate,
      endDate: a.endDate,
      type: a.type,
      reason: a.reason,
    })),
    scheduleEntries: rows.entries.map((e) => ({
      id: e.id,
      date: e.date,
      entryType: e.entryType,
      shiftTypeId: e.shiftTypeId,
      staffId: e.staffId,
      rotationSlotId: e.rotationSlotId,
      rotationPatternId: e.rotationPatternId,
      originalStaffId: e.originalStaffId,
      isCancelled: e.isCancelled,
      description: e.description,
    })),
    emailSettings: rows.email
      ? {
          upcomingShiftsEmail: rows.email.upcomingShiftsEmail,
          weeklyScheduleSummary: rows.email.weeklyScheduleSummary,
          summaryEmailTime: rows.email.summaryEmailTime,
          summaryEmailDay: rows.email.summaryEmailDay,
          summaryEmailDaysAhead: rows.email.summaryEmailDaysAhead as DaysAhead,
        }
      : null,
    ruleSets: rows.ruleSets.map((r) => ({
      id: r.id,
      name: r.name,
      preset: r.preset,
      isDefault: r.isDefault,
      weekStart: r.weekStart,
      night: r.night,
      rules: r.rules,
    })),
    contracts: rows.contracts.map((c) => ({
      id: c.id,
      staffId: c.staffId,
      startsOn: c.startsOn,
      hoursPerWeek: Number(c.hoursPerWeek),
      minHoursPerPeriod: c.minHoursPerPeriod === null ? null : Number(c.minHoursPerPeriod),
      maxHoursPerPeriod: c.maxHoursPerPeriod === null ? null : Number(c.maxHoursPerPeriod),
      period: c.period,
      ruleSetId: c.ruleSetId,
    })),
    publicHolidays: rows.holidays.map((h) => ({ date: h.date, name: h.name })),
    availabilityWeeks: rows.availabilityWeeks.map((w) => ({
      staffId: w.staffId,
      effectiveFrom: w.effectiveFrom,
      rules: w.rules,
    })),
    availabilityExceptions: rows.availabilityExceptions.map((e) => ({
      staffId: e.staffId,
      date: e.date,
      startTime: e.startTime,
      endTime: e.endTime,
      kind: e.kind,
      note: e.note,
    })),
    shiftTrades: rows.trades.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      offeredByStaffId: r.offeredByStaffId,
      shiftDate: r.shiftDate,
      rotationSlotId: r.rotationSlotId,
      scheduleEntryId: r.scheduleEntryId,
      shiftTypeId: r.shiftTypeId,
      startsAt: r.startsAt.toISOString(),
      // The shifts named inside a trade are not foreign keys: one whose holder is gone is left out.
      swapOptions: r.swapOptions.filter((o) => staffIds.has(o.staffId)).map((o) => ({ ...o })),
      note: r.note,
      acceptedByStaffId: r.acceptedByStaffId,
      acceptedShift: r.acceptedShift && staffIds.has(r.acceptedShift.staffId) ? { ...r.acceptedShift } : null,
      acceptedAt: r.acceptedAt?.toISOString() ?? null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    publishedShifts: rows.published.map((r) => ({
      staffId: r.staffId,
      date: r.date,
      shiftTypeId: r.shiftTypeId,
      entryId: r.entryId,
      source: r.source,
      entry: r.entry as Record<string, unknown>,
    })),
  };
}

function countsOf(b: WorkspaceBackup) {
  return {
    shiftTypes: b.shiftTypes.length,
    staff: b.staff.length,
    rotationPatterns: b.rotationPatterns.length,
    rotationSlots: b.rotationPatterns.reduce((n, p) => n + p.slots.length, 0),
    absences: b.absences.length,
    scheduleEntries: b.scheduleEntries.length,
    ruleSets: b.ruleSets?.length ?? 0,
    contracts: b.contracts?.length ?? 0,
    publicHolidays: b.publicHolidays?.length ?? 0,
    shiftTrades: b.shiftTrades?.length ?? 0,
    publishedShifts: b.publishedShifts?.length ?? 0,
  };
}

/** New ids for the file's ids of one kind; a lookup of an id the checks let through always hits. */
function idMap(ids: string[]) {
  const map = new Map(ids.map((id) => [id, randomUUID()]));
  return (id: string) => map.get(id)!;
}
const nullable = (to: (id: string) => string) => (id: string | null) => (id === null ? null : to(id));

/**
 * POST /workspaces/restore: a new workspace (new ids everywhere, a new slug from the name) from
 * a backup of any supported version, with the caller as ADMIN. The whole restore is one
 * transaction, so a file the database refuses half-way leaves nothing behind. Plan limits do
 * not apply (docs/product/plans-and-limits.md#restore-ignores-limits); the new workspace starts on the FREE plan without a trial.
 */
export async function restoreWorkspace(
  ctx: AppContext,
  userId: string,
  body: RestoreWorkspaceBody,
  meta: RequestMeta,
): Promise<{ id: string; name: string }> {
  await assertWithinCreationLimit(ctx, userId);
  const now = ctx.clock.now();
  const backup = await readBackup(
    body.backupData,
    startOfWeek(todayInTimeZone(now.getTime(), 'Europe/Amsterdam')),
  );
  const sourceVersion = versionOf(body.backupData);
  const name = body.name.trim();
  try {
    return await ctx.db.transaction(async (tx) => {
      const workspaceId = randomUUID();
      const rows = restoreRows(backup, { workspaceId, userId, name, now });
      await insertWorkspaceWithFreeSlug(tx, rows.workspace);
      await repo.insertRestoredContents(tx, rows);
      // A backup made before working time existed, or without a default set: the defaults a new
      // workspace gets (docs/product/working-time.md#public-holidays).
      await seedWorkspaceDefaults(ctx, tx, workspaceId, userId, {
        ruleSet: rows.ruleSets.length === 0,
        holidays: backup.publicHolidays === undefined,
      });
      await recordAudit(
        tx,
        {
          workspaceId,
          userId,
          action: 'CREATE',
          resource: 'WORKSPACE',
          resourceId: workspaceId,
          resourceName: name,
          description: `Workspace "${name}" created from a backup of "${backup.workspace.name}"`,
        },
        meta,
      );
      await recordAudit(
        tx,
        {
          workspaceId,
          userId,
          action: 'IMPORT',
          resource: 'WORKSPACE',
          resourceId: workspaceId,
          resourceName: name,
          description: `Backup of "${backup.workspace.name}" (version ${sourceVersion}${backup.exportedAt ? `, exported ${backup.exportedAt}` : ''}) restored`,
          metadata: {
            sourceVersion,
            exportedAt: backup.exportedAt ?? null,
            sourceSlug: backup.workspace.slug ?? null,
            ...countsOf(backup),
          },
        },
        meta,
      );
      return { id: workspaceId, name };
    });
  } catch (err) {
    // Data the checks above let through but PostgreSQL refuses: the transaction has rolled
    // back, nothing was created; the file is at fault. The database's own words stay in the log.
    if (isRefusedData(err)) {
      ctx.log.warn({ err }, 'restore refused by the database');
      throw AppError.badRequest(msg('backup.refusedByDatabase'), 'backupData');
    }
    throw err;
  }
}

function versionOf(data: unknown): number {
  const raw =
    typeof data === 'string'
      ? (JSON.parse(data) as { version?: unknown }).version
      : (data as { version?: unknown }).version;
  return Number(raw);
}

function restoreRows(
  b: WorkspaceBackup,
  to: { workspaceId: string; userId: string; name: string; now: Date },
): repo.RestoreRows {
  const workspaceId = to.workspaceId;
  const now = to.now;
  const type = idMap(b.shiftTypes.map((t) => t.id));
  const person = idMap(b.staff.map((s) => s.id));
  const pattern = idMap(b.rotationPatterns.map((p) => p.id));
  const slot = idMap(b.rotationPatterns.flatMap((p) => p.slots.map((s) => s.id)));
  const entry = idMap(b.scheduleEntries.map((e) => e.id));
  const stamps = { createdAt: now, updatedAt: now };
  return {
    workspace: {
      id: workspaceId,
      name: to.name,
      timeZone: b.workspace.timeZone,
      onboardingCompleted: b.workspace.onboardingCompleted,
      staffLoginEnabled: b.workspace.featureFlags.staffLoginEnabled,
      publicStaffList: b.workspace.featureFlags.publicStaffList,
      maxSelfPlanningDays: b.workspace.settings.maxSelfPlanningDays,
      absencesMinDelay: b.workspace.settings.absencesMinDelay,
      availabilityLeadDays: b.workspace.settings.availabilityLeadDays,
      availabilityNeedsApproval: b.workspace.settings.availabilityNeedsApproval,
      tradeApproval: b.workspace.settings.tradeApproval,
      publishMode: b.workspace.settings.publishMode,
      publishedFrom: b.workspace.settings.publishedFrom,
      publishedUntil: b.workspace.settings.publishedUntil,
      plan: 'FREE',
      renewalDate: null,
      trialStartedAt: null,
      ...stamps,
    },
    member: { workspaceId, userId: to.userId, role: 'ADMIN', createdAt: now },
    shiftTypes: b.shiftTypes.map((t) => ({
      id: type(t.id),
      workspaceId,
      name: t.name,
      shortName: t.shortName,
      description: t.description,
      color: t.color,
      startTime: t.startTime,
      endTime: t.endTime,
      order: t.order,
      ...stamps,
    })),
    staff: b.staff.map((s) => ({
      id: person(s.id),
      workspaceId,
      name: s.name,
      shortName: s.shortName,
      email: s.email?.toLowerCase() ?? null,
      phone: s.phone,
      active: s.active,
      inactiveFrom: s.active ? null : s.inactiveFrom,
      userId: null,
      ...stamps,
    })),
    skills: b.staff.flatMap((s) =>
      s.skills.map((k) => ({
        workspaceId,
        staffId: person(s.id),
        shiftTypeId: type(k.shiftTypeId),
        createdAt: now,
      })),
    ),
    patterns: b.rotationPatterns.map((p) => ({
      id: pattern(p.id),
      workspaceId,
      name: p.name,
      startDate: p.startDate,
      endDate: p.endDate,
      weekCount: p.weekCount,
      active: p.active,
      ...stamps,
    })),
    slots: b.rotationPatterns.flatMap((p) =>
      p.slots.map((s) => ({
        id: slot(s.id),
        workspaceId,
        rotationPatternId: pattern(p.id),
        weekNumber: s.weekNumber,
        dayOfWeek: s.dayOfWeek,
        shiftTypeId: type(s.shiftTypeId),
        requiredCount: 1,
        isOptional: s.isOptional,
        createdAt: now,
      })),
    ),
    assignments: b.rotationPatterns.flatMap((p) => [
      ...p.slots.flatMap((s) =>
        s.assignments.map((a) => ({
          workspaceId,
          rotationPatternId: pattern(p.id),
          rotationSlotId: slot(s.id),
          staffId: person(a.staffId),
          weekNumber: s.weekNumber,
          dayOfWeek: s.dayOfWeek,
          shiftTypeId: type(s.shiftTypeId),
          createdAt: now,
        })),
      ),
      ...p.assignments.map((a) => ({
        workspaceId,
        rotationPatternId: pattern(p.id),
        rotationSlotId: null,
        staffId: person(a.staffId),
        weekNumber: a.weekNumber,
        dayOfWeek: a.dayOfWeek,
        shiftTypeId: type(a.shiftTypeId),
        createdAt: now,
      })),
    ]),
    absences: b.absences.map((a) => ({
      workspaceId,
      staffId: person(a.staffId),
      startDate: a.startDate,
      endDate: a.endDate,
      type: a.type,
      reason: a.reason,
      ...stamps,
    })),
    entries: b.scheduleEntries.map((e) => ({
      id: entry(e.id),
      workspaceId,
      date: e.date,
      entryType: e.entryType,
      shiftTypeId: type(e.shiftTypeId),
      staffId: nullable(person)(e.staffId),
      rotationSlotId: nullable(slot)(e.rotationSlotId),
      rotationPatternId: nullable(pattern)(e.rotationPatternId),
      originalStaffId: nullable(person)(e.originalStaffId),
      isCancelled: e.isCancelled,
      description: e.description,
      ...stamps,
    })),
    emailSettings: b.emailSettings ? { workspaceId, ...pick(b.emailSettings), updatedAt: now } : null,
    ...workingTimeRows(b, { workspaceId, now, type, person }),
    availabilityWeeks: (b.availabilityWeeks ?? []).map((w) => ({
      workspaceId,
      staffId: person(w.staffId),
      effectiveFrom: w.effectiveFrom,
      rules: w.rules,
      ...stamps,
    })),
    availabilityExceptions: (b.availabilityExceptions ?? []).map((e) => ({
      workspaceId,
      staffId: person(e.staffId),
      date: e.date,
      startTime: e.startTime,
      endTime: e.endTime,
      kind: e.kind,
      note: e.note,
      ...stamps,
    })),
    trades: tradeRows(b, { workspaceId, now, type, person, slot, entry }),
    published: publishedRows(b, workspaceId, [type, person, pattern, slot, entry]),
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The published snapshot of a restore (docs/adr/0012-publish-snapshot.md): member and shift type
 * mapped (checked to exist), and every id inside the published entry that names a row of the file
 * (shift type, member, pattern, slot, stored entry) mapped to its new id; others are kept as text.
 */
function publishedRows(
  b: WorkspaceBackup,
  workspaceId: string,
  maps: Array<(id: string) => string | undefined>,
) {
  const mapId = (id: string) => {
    for (const map of maps) {
      const to = map(id);
      if (to) return to;
    }
    return id;
  };
  return (b.publishedShifts ?? []).map((r) => ({
    workspaceId,
    staffId: mapId(r.staffId),
    date: r.date,
    shiftTypeId: mapId(r.shiftTypeId),
    entryId: r.entryId.replace(UUID, mapId),
    source: r.source,
    entry: JSON.parse(JSON.stringify(r.entry).replace(UUID, mapId)) as Record<string, unknown>,
  }));
}

/**
 * The shift trades of a restore: staff and shift types mapped (checked to exist); a slot or entry
 * the file does not hold becomes none, as the database's `set null` does when one is deleted.
 */
function tradeRows(
  b: WorkspaceBackup,
  to: {
    workspaceId: string;
    now: Date;
    type: (id: string) => string;
    person: (id: string) => string;
    slot: (id: string) => string | undefined;
    entry: (id: string) => string | undefined;
  },
): repo.RestoreRows['trades'] {
  const { workspaceId, now, type, person } = to;
  const slot = (id: string | null) => (id === null ? null : (to.slot(id) ?? null));
  const entry = (id: string | null) => (id === null ? null : (to.entry(id) ?? null));
  const shift = (s: NonNullable<WorkspaceBackup['shiftTrades']>[number]['swapOptions'][number]) => ({
    date: s.date,
    rotationSlotId: slot(s.rotationSlotId),
    scheduleEntryId: entry(s.scheduleEntryId),
    staffId: person(s.staffId),
  });
  const at = (iso: string | null) => (iso === null ? null : new Date(iso));
  return (b.shiftTrades ?? []).map((r) => ({
    workspaceId,
    kind: r.kind,
    status: r.status,
    offeredByStaffId: person(r.offeredByStaffId),
    shiftDate: r.shiftDate,
    rotationSlotId: slot(r.rotationSlotId),
    scheduleEntryId: entry(r.scheduleEntryId),
    shiftTypeId: type(r.shiftTypeId),
    startsAt: new Date(r.startsAt),
    swapOptions: r.swapOptions.map(shift),
    note: r.note,
    acceptedByStaffId: r.acceptedByStaffId === null ? null : person(r.acceptedByStaffId),
    acceptedShift: r.acceptedShift ? shift(r.acceptedShift) : null,
    acceptedAt: at(r.acceptedAt),
    decidedByUserId: null,
    decidedAt: at(r.decidedAt),
    reason: r.reason,
    createdAt: at(r.createdAt) ?? now,
    updatedAt: now,
  }));
}

/** The working-time rows of a restore: new ids, the rules' shift types and the contracts' sets mapped. */
function workingTimeRows(
  b: WorkspaceBackup,
  to: { workspaceId: string; now: Date; type: (id: string) => string; person: (id: string) => string },
): Pick<repo.RestoreRows, 'ruleSets' | 'contracts' | 'holidays'> {
  const { workspaceId, now, type, person } = to;
  const sets = b.ruleSets ?? [];
  const ruleSet = idMap(sets.map((r) => r.id));
  // A file whose sets name no default: the first becomes it (a workspace always has one).
  const hasDefault = sets.some((r) => r.isDefault);
  const mapRules = (rules: RuleConfigs): RuleConfigs => ({
    ...rules,
    maxShiftsOfType: {
      ...rules.maxShiftsOfType,
      params: {
        ...rules.maxShiftsOfType.params,
        limits: rules.maxShiftsOfType.params.limits.map((l) => ({ ...l, shiftTypeId: type(l.shiftTypeId) })),
      },
    },
    forbiddenSuccession: {
      ...rules.forbiddenSuccession,
      params: {
        ...rules.forbiddenSuccession.params,
        pairs: rules.forbiddenSuccession.params.pairs.map((p) => ({
          fromShiftTypeId: type(p.fromShiftTypeId),
          toShiftTypeId: type(p.toShiftTypeId),
        })),
      },
    },
  });
  return {
    ruleSets: sets.map((r, i) => ({
      id: ruleSet(r.id),
      workspaceId,
      name: r.name,
      preset: r.preset,
      isDefault: hasDefault ? r.isDefault : i === 0,
      weekStart: r.weekStart,
      night: r.night,
      rules: mapRules(r.rules),
      createdAt: now,
      updatedAt: now,
    })),
    contracts: (b.contracts ?? []).map((c) => ({
      workspaceId,
      staffId: person(c.staffId),
      startsOn: c.startsOn,
      hoursPerWeek: c.hoursPerWeek,
      minHoursPerPeriod: c.minHoursPerPeriod,
      maxHoursPerPeriod: c.maxHoursPerPeriod,
      period: c.period,
      ruleSetId: nullable(ruleSet)(c.ruleSetId),
      createdAt: now,
      updatedAt: now,
    })),
    holidays: (b.publicHolidays ?? []).map((h) => ({
      workspaceId,
      date: h.date,
      name: h.name,
      createdAt: now,
    })),
  };
}

function pick(e: NonNullable<WorkspaceBackup['emailSettings']>) {
  return {
    upcomingShiftsEmail: e.upcomingShiftsEmail,
    weeklyScheduleSummary: e.weeklyScheduleSummary,
    summaryEmailTime: e.summaryEmailTime,
    summaryEmailDay: e.summaryEmailDay,
    summaryEmailDaysAhead: e.summaryEmailDaysAhead,
  };
}
