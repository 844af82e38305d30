import { readAll } from '../../db/read-all';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  DateRange,
  EngineAbsence,
  EnginePattern,
  EngineStaff,
  ScheduleInput,
  StoredEntry,
} from '@openrota/domain';
import type { Db, DbOrTx } from '../../db/database';
import {
  absences,
  publishedShifts,
  rotationAssignments,
  rotationPatterns,
  rotationSlots,
  scheduleEntries,
  shiftTypes,
  staff,
  staffSkills,
  workspaces,
} from '../../db/schema';

/**
 * Parts of the engine's input already read for the same workspace and range in a snapshot whose
 * part versions (findScheduleHead `parts`) are those of the snapshot reading now: they are not
 * read again. Rotation: `patterns`; master: `shiftTypes` and `staff`.
 */
export interface KnownInput {
  patterns?: ScheduleInput['patterns'];
  master?: Pick<ScheduleInput, 'shiftTypes' | 'staff'>;
  storedEntries?: ScheduleInput['storedEntries'];
  absences?: ScheduleInput['absences'];
}

/**
 * Everything the schedule engine needs for one workspace and date range, in one query per
 * table (never one per pattern), each filtered by workspace_id. Queries run concurrently on the
 * pool (one after another in a transaction). Also the input of the staff self-service schedule.
 */
export async function loadScheduleInput(
  db: DbOrTx,
  workspaceId: string,
  range: DateRange,
  /** Only this pattern, active or not, whatever its dates (a pattern's own cycle). */
  onlyPatternId?: string,
  /** Parts not to read again (the schedule cache's recomputation). */
  known: KnownInput = {},
): Promise<ScheduleInput> {
  // Active patterns whose [startDate, endDate] overlaps the range.
  const patternInRange = onlyPatternId
    ? and(eq(rotationPatterns.workspaceId, workspaceId), eq(rotationPatterns.id, onlyPatternId))
    : and(
        eq(rotationPatterns.workspaceId, workspaceId),
        eq(rotationPatterns.active, true),
        lte(rotationPatterns.startDate, range.endDate),
        or(isNull(rotationPatterns.endDate), gte(rotationPatterns.endDate, range.startDate)),
      );
  const patternIds = db.select({ id: rotationPatterns.id }).from(rotationPatterns).where(patternInRange);

  const [patternRows, slotRows, assignmentRows, shiftTypeRows, staffRows, skillRows, entryRows, absenceRows] =
    await readAll(db, [
      () =>
        known.patterns
          ? none
          : db
              .select({
                id: rotationPatterns.id,
                name: rotationPatterns.name,
                startDate: rotationPatterns.startDate,
                endDate: rotationPatterns.endDate,
                weekCount: rotationPatterns.weekCount,
                active: rotationPatterns.active,
              })
              .from(rotationPatterns)
              .where(patternInRange)
              .orderBy(asc(rotationPatterns.startDate), asc(rotationPatterns.name)),
      () =>
        known.patterns
          ? none
          : db
              .select({
                id: rotationSlots.id,
                patternId: rotationSlots.rotationPatternId,
                weekNumber: rotationSlots.weekNumber,
                dayOfWeek: rotationSlots.dayOfWeek,
                shiftTypeId: rotationSlots.shiftTypeId,
                isOptional: rotationSlots.isOptional,
              })
              .from(rotationSlots)
              .where(
                and(
                  eq(rotationSlots.workspaceId, workspaceId),
                  inArray(rotationSlots.rotationPatternId, patternIds),
                ),
              )
              .orderBy(
                asc(rotationSlots.weekNumber),
                asc(rotationSlots.dayOfWeek),
                asc(rotationSlots.createdAt),
                asc(rotationSlots.id),
              ),
      () =>
        known.patterns
          ? none
          : db
              .select({
                id: rotationAssignments.id,
                patternId: rotationAssignments.rotationPatternId,
                slotId: rotationAssignments.rotationSlotId,
                staffId: rotationAssignments.staffId,
                weekNumber: rotationAssignments.weekNumber,
                dayOfWeek: rotationAssignments.dayOfWeek,
                shiftTypeId: rotationAssignments.shiftTypeId,
              })
              .from(rotationAssignments)
              .where(
                and(
                  eq(rotationAssignments.workspaceId, workspaceId),
                  inArray(rotationAssignments.rotationPatternId, patternIds),
                ),
              )
              .orderBy(asc(rotationAssignments.createdAt), asc(rotationAssignments.id)),
      () =>
        known.master
          ? none
          : db
              .select({
                id: shiftTypes.id,
                name: shiftTypes.name,
                shortName: shiftTypes.shortName,
                color: shiftTypes.color,
                startTime: shiftTypes.startTime,
                endTime: shiftTypes.endTime,
              })
              .from(shiftTypes)
              .where(eq(shiftTypes.workspaceId, workspaceId))
              .orderBy(asc(shiftTypes.order), asc(shiftTypes.name)),
      () =>
        known.master
          ? none
          : db
              .select({
                id: staff.id,
                name: staff.name,
                shortName: staff.shortName,
                active: staff.active,
                inactiveFrom: staff.inactiveFrom,
              })
              .from(staff)
              .where(eq(staff.workspaceId, workspaceId))
              .orderBy(asc(staff.name), asc(staff.id)),
      () =>
        known.master
          ? none
          : db
              .select({ staffId: staffSkills.staffId, shiftTypeId: staffSkills.shiftTypeId })
              .from(staffSkills)
              .where(eq(staffSkills.workspaceId, workspaceId)),
      () =>
        known.storedEntries
          ? none
          : db
              .select({
                id: scheduleEntries.id,
                date: scheduleEntries.date,
                entryType: scheduleEntries.entryType,
                shiftTypeId: scheduleEntries.shiftTypeId,
                staffId: scheduleEntries.staffId,
                rotationSlotId: scheduleEntries.rotationSlotId,
                rotationPatternId: scheduleEntries.rotationPatternId,
                originalStaffId: scheduleEntries.originalStaffId,
                isCancelled: scheduleEntries.isCancelled,
                description: scheduleEntries.description,
              })
              .from(scheduleEntries)
              .where(
                and(
                  eq(scheduleEntries.workspaceId, workspaceId),
                  gte(scheduleEntries.date, range.startDate),
                  lte(scheduleEntries.date, range.endDate),
                ),
              )
              .orderBy(asc(scheduleEntries.date), asc(scheduleEntries.createdAt), asc(scheduleEntries.id)),
      () =>
        known.absences
          ? none
          : db
              .select({
                id: absences.id,
                staffId: absences.staffId,
                startDate: absences.startDate,
                endDate: absences.endDate,
                type: absences.type,
                reason: absences.reason,
              })
              .from(absences)
              .where(
                and(
                  eq(absences.workspaceId, workspaceId),
                  lte(absences.startDate, range.endDate),
                  gte(absences.endDate, range.startDate),
                ),
              )
              .orderBy(asc(absences.startDate), asc(absences.id)),
    ]);

  let staffList = known.master?.staff;
  if (!staffList) {
    const skillsByStaff = new Map<string, string[]>();
    for (const s of skillRows) {
      const list = skillsByStaff.get(s.staffId);
      if (list) list.push(s.shiftTypeId);
      else skillsByStaff.set(s.staffId, [s.shiftTypeId]);
    }
    staffList = staffRows.map((s): EngineStaff => ({ ...s, skills: skillsByStaff.get(s.id) ?? [] }));
  }

  return {
    patterns: known.patterns ?? patternsOf(patternRows, slotRows, assignmentRows),
    shiftTypes: known.master?.shiftTypes ?? shiftTypeRows,
    staff: staffList,
    storedEntries: known.storedEntries ?? (entryRows satisfies StoredEntry[]),
    absences: known.absences ?? (absenceRows satisfies EngineAbsence[]),
  };
}

/** A read skipped: its part is known already. */
const none = Promise.resolve([] as never[]);

/** The patterns with their requirements, each with its assignment, and their loose assignments. */
function patternsOf(
  patternRows: Array<Omit<EnginePattern, 'slots' | 'looseAssignments'>>,
  slotRows: Array<Omit<EnginePattern['slots'][number], 'assignment'> & { patternId: string }>,
  assignmentRows: Array<{
    id: string;
    patternId: string;
    slotId: string | null;
    staffId: string;
    weekNumber: number;
    dayOfWeek: number;
    shiftTypeId: string;
  }>,
): EnginePattern[] {
  const assignmentBySlot = new Map<string, { id: string; staffId: string }>();
  const patterns = new Map<
    string,
    EnginePattern & {
      slots: EnginePattern['slots'][number][];
      looseAssignments: EnginePattern['looseAssignments'][number][];
    }
  >();
  for (const p of patternRows) patterns.set(p.id, { ...p, slots: [], looseAssignments: [] });
  for (const a of assignmentRows) {
    if (a.slotId) assignmentBySlot.set(a.slotId, { id: a.id, staffId: a.staffId });
    else
      patterns.get(a.patternId)?.looseAssignments.push({
        id: a.id,
        weekNumber: a.weekNumber,
        dayOfWeek: a.dayOfWeek,
        shiftTypeId: a.shiftTypeId,
        staffId: a.staffId,
      });
  }
  for (const s of slotRows) {
    patterns.get(s.patternId)?.slots.push({
      id: s.id,
      weekNumber: s.weekNumber,
      dayOfWeek: s.dayOfWeek,
      shiftTypeId: s.shiftTypeId,
      isOptional: s.isOptional,
      assignment: assignmentBySlot.get(s.id) ?? null,
    });
  }
  return [...patterns.values()];
}

/** The workspace's name and IANA time zone, or undefined for an unknown id. */
export function findWorkspaceInfo(db: DbOrTx, workspaceId: string) {
  return db.query.workspaces.findFirst({
    columns: { name: true, timeZone: true },
    where: eq(workspaces.id, workspaceId),
  });
}

/** The version of each part of the schedule's rows (workspaces.schedule_*_version, migration 0013_schedule_parts). */
export interface SchedulePartVersions {
  /** Rotation patterns, their requirements and assignments. */
  rotation: number;
  /** The stored layer (schedule_entries). */
  entries: number;
  absences: number;
  /** Shift types, staff and their skills. */
  master: number;
  /** Rule sets, contracts, holidays and availability. */
  rules: number;
}

/**
 * The workspace row a schedule read starts from, by primary key in one statement: the schedule
 * version (raised by the database in the same transaction as every write that can change a
 * computed schedule, migration 0009_schedule_version), the versions of its parts (0013) and the
 * settings that decide a read's range and today. Undefined: no workspace.
 */
export async function findScheduleHead(db: DbOrTx, workspaceId: string) {
  const { rows } = await db.execute<{
    version: string;
    name: string;
    timeZone: string;
    maxSelfPlanningDays: number;
    absencesMinDelay: number;
    rotation: string;
    entries: string;
    absences: string;
    master: string;
    rules: string;
  }>(sql`
    SELECT ${workspaces.scheduleVersion} AS version, ${workspaces.name} AS name, ${workspaces.timeZone} AS "timeZone",
      ${workspaces.maxSelfPlanningDays} AS "maxSelfPlanningDays", ${workspaces.absencesMinDelay} AS "absencesMinDelay",
      ${workspaces.scheduleRotationVersion} AS rotation, ${workspaces.scheduleEntriesVersion} AS entries,
      ${workspaces.scheduleAbsencesVersion} AS absences, ${workspaces.scheduleMasterVersion} AS master,
      ${workspaces.scheduleRulesVersion} AS rules
    FROM ${workspaces} WHERE ${workspaces.id} = ${workspaceId}`);
  const row = rows[0];
  if (!row) return undefined;
  const { version, rotation, entries, absences, master, rules, ...settings } = row;
  const parts: SchedulePartVersions = {
    rotation: Number(rotation),
    entries: Number(entries),
    absences: Number(absences),
    master: Number(master),
    rules: Number(rules),
  };
  return { ...settings, version: Number(version), parts };
}

/**
 * `read` in ONE read-only repeatable-read snapshot: the schedule version read in it (by `read`,
 * with findScheduleHead) describes exactly the rows read beside it, which is what lets a cache
 * keep the result under that version (schedule-cache.ts).
 */
export function inScheduleSnapshot<T>(db: Db, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** The workspace's publish mode and the published snapshot's first day and horizon. */
export async function findPublishState(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({
      mode: workspaces.publishMode,
      publishedFrom: workspaces.publishedFrom,
      publishedUntil: workspaces.publishedUntil,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row;
}

/** The published snapshot's shifts from `startDate` to `endDate` (docs/adr/0012-publish-snapshot.md). */
export function findPublishedShifts(db: DbOrTx, workspaceId: string, startDate: string, endDate: string) {
  return db
    .select({ staffId: publishedShifts.staffId, entry: publishedShifts.entry })
    .from(publishedShifts)
    .where(
      and(
        eq(publishedShifts.workspaceId, workspaceId),
        gte(publishedShifts.date, startDate),
        lte(publishedShifts.date, endDate),
      ),
    );
}
