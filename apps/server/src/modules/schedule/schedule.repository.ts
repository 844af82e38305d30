import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
  rotationAssignments,
  rotationPatterns,
  rotationSlots,
  scheduleEntries,
  shiftTypes,
  staff,
  staffSkills,
  ruleSets,
  staffContracts,
  workspaces,
} from '../../db/schema';

/**
 * Everything the schedule engine needs for one workspace and date range, in one query per
 * table (never one per pattern), each filtered by workspace_id. Queries run concurrently.
 * Also the input of the staff self-service schedule.
 */
export async function loadScheduleInput(
  db: DbOrTx,
  workspaceId: string,
  range: DateRange,
  /** Only this pattern, active or not, whatever its dates (a pattern's own cycle). */
  onlyPatternId?: string,
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
    await Promise.all([
      db
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
      db
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
      db
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
      db
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
      db
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
      db
        .select({ staffId: staffSkills.staffId, shiftTypeId: staffSkills.shiftTypeId })
        .from(staffSkills)
        .where(eq(staffSkills.workspaceId, workspaceId)),
      db
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
      db
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

  const skillsByStaff = new Map<string, string[]>();
  for (const s of skillRows) {
    const list = skillsByStaff.get(s.staffId);
    if (list) list.push(s.shiftTypeId);
    else skillsByStaff.set(s.staffId, [s.shiftTypeId]);
  }
  const staffList: EngineStaff[] = staffRows.map((s) => ({ ...s, skills: skillsByStaff.get(s.id) ?? [] }));

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

  return {
    patterns: [...patterns.values()],
    shiftTypes: shiftTypeRows,
    staff: staffList,
    storedEntries: entryRows satisfies StoredEntry[],
    absences: absenceRows satisfies EngineAbsence[],
  };
}

/** The workspace's name and IANA time zone, or undefined for an unknown id. */
export function findWorkspaceInfo(db: DbOrTx, workspaceId: string) {
  return db.query.workspaces.findFirst({
    columns: { name: true, timeZone: true },
    where: eq(workspaces.id, workspaceId),
  });
}

/** count and an order-independent 64-bit hash sum of the row versions (ctid + xmin) of a set of rows. */
function versionOf(table: PgTable, where: SQL | undefined) {
  return sql`(SELECT count(*) || ':' || coalesce(sum(hashtextextended(ctid::text || xmin::text, 0)), 0) FROM ${table} WHERE ${where})`;
}

/**
 * The workspace's name and time zone, and a fingerprint of every row `loadScheduleInput` reads
 * for this range: any insert, update or delete of such a row (a new row version has a new
 * ctid and xmin) changes it. One statement; lets a computed schedule be reused safely.
 */
export async function scheduleFingerprint(
  db: DbOrTx,
  workspaceId: string,
  range: DateRange,
  /** Also the working-time rule sets and contracts (what the violations are computed from). */
  withRules = false,
) {
  const rules = withRules
    ? sql`${versionOf(ruleSets, eq(ruleSets.workspaceId, workspaceId))}, ${versionOf(staffContracts, eq(staffContracts.workspaceId, workspaceId))},`
    : sql``;
  const { rows } = await db.execute<{ name: string; timeZone: string; fingerprint: string }>(sql`
    SELECT w.name, w.time_zone AS "timeZone", concat_ws('|', ${rules}
      w.ctid::text || w.xmin::text,
      ${versionOf(rotationPatterns, eq(rotationPatterns.workspaceId, workspaceId))},
      ${versionOf(rotationSlots, eq(rotationSlots.workspaceId, workspaceId))},
      ${versionOf(rotationAssignments, eq(rotationAssignments.workspaceId, workspaceId))},
      ${versionOf(shiftTypes, eq(shiftTypes.workspaceId, workspaceId))},
      ${versionOf(staff, eq(staff.workspaceId, workspaceId))},
      ${versionOf(staffSkills, eq(staffSkills.workspaceId, workspaceId))},
      ${versionOf(scheduleEntries, and(eq(scheduleEntries.workspaceId, workspaceId), gte(scheduleEntries.date, range.startDate), lte(scheduleEntries.date, range.endDate)))},
      ${versionOf(absences, and(eq(absences.workspaceId, workspaceId), lte(absences.startDate, range.endDate), gte(absences.endDate, range.startDate)))}
    ) AS fingerprint
    FROM ${workspaces} w WHERE w.id = ${workspaceId}`);
  return rows[0];
}

/**
 * The fingerprint (with the workspace's name and time zone) and the input of `range`, read in
 * ONE repeatable-read snapshot, so the input is exactly the state the fingerprint describes.
 * Rows read merely "after" a fingerprint are not enough to cache under it: an insert and a later
 * delete of the same row bring the fingerprint back to its old value (count and hash sum). The
 * caches of GET /schedules and of the staff reads compute from this. Undefined: no workspace.
 */
export function loadScheduleSnapshot<T = undefined>(
  db: Db,
  workspaceId: string,
  range: DateRange,
  /** Read in the same snapshot, its rows in the fingerprint (`withRules`): the violations' rule sets and contracts. */
  rules?: (tx: DbOrTx) => Promise<T>,
) {
  return db.transaction(
    async (tx) => {
      const workspace = await scheduleFingerprint(tx, workspaceId, range, rules !== undefined);
      if (!workspace) return undefined;
      const [input, extra] = await Promise.all([
        loadScheduleInput(tx, workspaceId, range),
        rules ? rules(tx) : Promise.resolve(undefined),
      ]);
      return { workspace, input, extra: extra as T };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
