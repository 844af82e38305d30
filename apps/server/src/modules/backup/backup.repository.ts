import { setImmediate as nextTurn } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  absences,
  emailSettings,
  publicHolidays,
  rotationAssignments,
  rotationPatterns,
  rotationSlots,
  ruleSets,
  scheduleEntries,
  shiftTrades,
  publishedShifts,
  shiftTypes,
  staff,
  staffAvailabilityExceptions,
  staffAvailabilityWeeks,
  staffContracts,
  staffSkills,
  workspaceMembers,
  workspaces,
} from '../../db/schema';

/** Everything a backup holds, read in a stable order (so two backups of one state are equal). */
export async function readWorkspaceRows(db: DbOrTx, workspaceId: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  const types = await db
    .select()
    .from(shiftTypes)
    .where(eq(shiftTypes.workspaceId, workspaceId))
    .orderBy(asc(shiftTypes.order), asc(shiftTypes.name), asc(shiftTypes.id));
  const people = await db
    .select()
    .from(staff)
    .where(eq(staff.workspaceId, workspaceId))
    .orderBy(asc(staff.name), asc(staff.id));
  const skills = await db
    .select()
    .from(staffSkills)
    .where(eq(staffSkills.workspaceId, workspaceId))
    .orderBy(asc(staffSkills.staffId), asc(staffSkills.shiftTypeId));
  const patterns = await db
    .select()
    .from(rotationPatterns)
    .where(eq(rotationPatterns.workspaceId, workspaceId))
    .orderBy(asc(rotationPatterns.startDate), asc(rotationPatterns.name), asc(rotationPatterns.id));
  const slots = await db
    .select()
    .from(rotationSlots)
    .where(eq(rotationSlots.workspaceId, workspaceId))
    .orderBy(
      asc(rotationSlots.rotationPatternId),
      asc(rotationSlots.weekNumber),
      asc(rotationSlots.dayOfWeek),
      asc(rotationSlots.createdAt),
      asc(rotationSlots.id),
    );
  const assignments = await db
    .select()
    .from(rotationAssignments)
    .where(eq(rotationAssignments.workspaceId, workspaceId))
    .orderBy(
      asc(rotationAssignments.rotationPatternId),
      asc(rotationAssignments.weekNumber),
      asc(rotationAssignments.dayOfWeek),
      asc(rotationAssignments.id),
    );
  const absenceRows = await db
    .select()
    .from(absences)
    .where(eq(absences.workspaceId, workspaceId))
    .orderBy(asc(absences.startDate), asc(absences.id));
  const entries = await db
    .select()
    .from(scheduleEntries)
    .where(eq(scheduleEntries.workspaceId, workspaceId))
    .orderBy(asc(scheduleEntries.date), asc(scheduleEntries.createdAt), asc(scheduleEntries.id));
  const [email] = await db.select().from(emailSettings).where(eq(emailSettings.workspaceId, workspaceId));
  const sets = await db
    .select()
    .from(ruleSets)
    .where(eq(ruleSets.workspaceId, workspaceId))
    .orderBy(asc(ruleSets.createdAt), asc(ruleSets.id));
  const contracts = await db
    .select()
    .from(staffContracts)
    .where(eq(staffContracts.workspaceId, workspaceId))
    .orderBy(asc(staffContracts.staffId), asc(staffContracts.startsOn));
  const holidays = await db
    .select()
    .from(publicHolidays)
    .where(eq(publicHolidays.workspaceId, workspaceId))
    .orderBy(asc(publicHolidays.date));
  const availabilityWeeks = await db
    .select()
    .from(staffAvailabilityWeeks)
    .where(eq(staffAvailabilityWeeks.workspaceId, workspaceId))
    .orderBy(asc(staffAvailabilityWeeks.staffId), asc(staffAvailabilityWeeks.effectiveFrom));
  const availabilityExceptions = await db
    .select()
    .from(staffAvailabilityExceptions)
    .where(eq(staffAvailabilityExceptions.workspaceId, workspaceId))
    .orderBy(asc(staffAvailabilityExceptions.staffId), asc(staffAvailabilityExceptions.date));
  const trades = await db
    .select()
    .from(shiftTrades)
    .where(eq(shiftTrades.workspaceId, workspaceId))
    .orderBy(asc(shiftTrades.createdAt), asc(shiftTrades.id));
  const published = await db
    .select()
    .from(publishedShifts)
    .where(eq(publishedShifts.workspaceId, workspaceId))
    .orderBy(asc(publishedShifts.date), asc(publishedShifts.staffId), asc(publishedShifts.entryId));
  return {
    workspace,
    published,
    types,
    people,
    skills,
    patterns,
    slots,
    assignments,
    absences: absenceRows,
    entries,
    email,
    ruleSets: sets,
    contracts,
    holidays,
    availabilityWeeks,
    availabilityExceptions,
    trades,
  };
}

/**
 * Large inserts in slices of INSERT_SLICE rows, each built on a later turn of the event loop:
 * building one statement holds the loop (about 1 ms per 10 rows under load), so small slices
 * let other requests run between them (bench/restore.ts).
 */
const INSERT_SLICE = 250;
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) {
    await nextTurn();
    await insert(rows.slice(i, i + size));
  }
}

export interface RestoreRows {
  /** Inserted by the workspaces service, which picks its slug. */
  workspace: Omit<typeof workspaces.$inferInsert, 'slug'> & { id: string };
  member: typeof workspaceMembers.$inferInsert;
  shiftTypes: Array<typeof shiftTypes.$inferInsert>;
  staff: Array<typeof staff.$inferInsert>;
  skills: Array<typeof staffSkills.$inferInsert>;
  patterns: Array<typeof rotationPatterns.$inferInsert>;
  slots: Array<typeof rotationSlots.$inferInsert>;
  assignments: Array<typeof rotationAssignments.$inferInsert>;
  absences: Array<typeof absences.$inferInsert>;
  entries: Array<typeof scheduleEntries.$inferInsert>;
  emailSettings: typeof emailSettings.$inferInsert | null;
  ruleSets: Array<typeof ruleSets.$inferInsert>;
  contracts: Array<typeof staffContracts.$inferInsert>;
  holidays: Array<typeof publicHolidays.$inferInsert>;
  availabilityWeeks: Array<typeof staffAvailabilityWeeks.$inferInsert>;
  availabilityExceptions: Array<typeof staffAvailabilityExceptions.$inferInsert>;
  trades: Array<typeof shiftTrades.$inferInsert>;
  published: Array<typeof publishedShifts.$inferInsert>;
}

/** Writes what a restored workspace holds (its row is in already), parents before children; the caller's transaction makes it all or nothing. */
export async function insertRestoredContents(tx: DbOrTx, rows: RestoreRows): Promise<void> {
  await tx.insert(workspaceMembers).values(rows.member);
  await insertChunked(rows.shiftTypes, INSERT_SLICE, (c) => tx.insert(shiftTypes).values(c));
  await insertChunked(rows.staff, INSERT_SLICE, (c) => tx.insert(staff).values(c));
  await insertChunked(rows.skills, INSERT_SLICE, (c) => tx.insert(staffSkills).values(c));
  await insertChunked(rows.patterns, INSERT_SLICE, (c) => tx.insert(rotationPatterns).values(c));
  await insertChunked(rows.slots, INSERT_SLICE, (c) => tx.insert(rotationSlots).values(c));
  await insertChunked(rows.assignments, INSERT_SLICE, (c) => tx.insert(rotationAssignments).values(c));
  await insertChunked(rows.absences, INSERT_SLICE, (c) => tx.insert(absences).values(c));
  await insertChunked(rows.entries, INSERT_SLICE, (c) => tx.insert(scheduleEntries).values(c));
  if (rows.emailSettings) await tx.insert(emailSettings).values(rows.emailSettings);
  if (rows.ruleSets.length) await tx.insert(ruleSets).values(rows.ruleSets);
  await insertChunked(rows.contracts, INSERT_SLICE, (c) => tx.insert(staffContracts).values(c));
  await insertChunked(rows.holidays, INSERT_SLICE, (c) => tx.insert(publicHolidays).values(c));
  await insertChunked(rows.availabilityWeeks, INSERT_SLICE, (c) =>
    tx.insert(staffAvailabilityWeeks).values(c),
  );
  await insertChunked(rows.availabilityExceptions, INSERT_SLICE, (c) =>
    tx.insert(staffAvailabilityExceptions).values(c),
  );
  await insertChunked(rows.trades, INSERT_SLICE, (c) => tx.insert(shiftTrades).values(c));
  await insertChunked(rows.published, INSERT_SLICE, (c) => tx.insert(publishedShifts).values(c));
}
