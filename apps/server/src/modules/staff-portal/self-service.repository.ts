import { and, asc, eq, gte, inArray, isNull, not, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { absences, scheduleEntries, workspaces } from '../../db/schema';

/** What the self-service calls need of the staff member's workspace. */
export function findWorkspaceSettings(db: DbOrTx, workspaceId: string) {
  return db.query.workspaces.findFirst({
    columns: {
      id: true,
      name: true,
      timeZone: true,
      maxSelfPlanningDays: true,
      absencesMinDelay: true,
      plan: true,
    },
    where: eq(workspaces.id, workspaceId),
  });
}

/** The member's absences ending on or after `today`, soonest first. */
export function listOwnAbsences(db: DbOrTx, workspaceId: string, staffId: string, today: string) {
  return db
    .select({
      id: absences.id,
      startDate: absences.startDate,
      endDate: absences.endDate,
      reason: absences.reason,
      type: absences.type,
    })
    .from(absences)
    .where(
      and(eq(absences.workspaceId, workspaceId), eq(absences.staffId, staffId), gte(absences.endDate, today)),
    )
    .orderBy(asc(absences.startDate), asc(absences.id));
}

/** One absence of this member in this workspace (anyone else's is "not found"). */
export function findOwnAbsence(db: DbOrTx, workspaceId: string, staffId: string, id: string) {
  return db.query.absences.findFirst({
    where: and(eq(absences.workspaceId, workspaceId), eq(absences.staffId, staffId), eq(absences.id, id)),
  });
}

/** created_at of stored entries by id. */
export async function entryCreatedAt(
  db: DbOrTx,
  workspaceId: string,
  ids: string[],
): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: scheduleEntries.id, createdAt: scheduleEntries.createdAt })
    .from(scheduleEntries)
    .where(and(eq(scheduleEntries.workspaceId, workspaceId), inArray(scheduleEntries.id, ids)));
  return new Map(rows.map((r) => [r.id, r.createdAt]));
}

/**
 * Turns an open (not cancelled) OVERRIDE into the member's CLAIMED entry: one without staff, or
 * one whose staff member no longer works that day (`leavers`: deactivated, so the engine shows
 * the shift open). The WHERE re-checks the row after any concurrent writer committed: of
 * simultaneous claims one updates it, the others match no row and get null.
 */
export async function claimOpenOverride(
  db: DbOrTx,
  workspaceId: string,
  entryId: string,
  staffId: string,
  now: Date,
  leavers: readonly string[] = [],
) {
  const [row] = await db
    .update(scheduleEntries)
    .set({ entryType: 'CLAIMED', staffId, updatedAt: now })
    .where(
      and(
        eq(scheduleEntries.workspaceId, workspaceId),
        eq(scheduleEntries.id, entryId),
        inArray(scheduleEntries.entryType, ['OVERRIDE', 'CLAIMED']),
        isOpenRow(leavers),
        not(scheduleEntries.isCancelled),
      ),
    )
    .returning();
  return row ?? null;
}

/** Without staff, or with a member who no longer works that day (see claimOpenOverride). */
function isOpenRow(leavers: readonly string[]) {
  return leavers.length > 0
    ? or(isNull(scheduleEntries.staffId), inArray(scheduleEntries.staffId, [...leavers]))
    : isNull(scheduleEntries.staffId);
}

/** Gives an open ONE_OFF to the member; null when someone else got it first (or it is gone). */
export async function claimOpenOneOff(
  db: DbOrTx,
  workspaceId: string,
  entryId: string,
  staffId: string,
  now: Date,
  leavers: readonly string[] = [],
) {
  const [row] = await db
    .update(scheduleEntries)
    .set({ staffId, updatedAt: now })
    .where(
      and(
        eq(scheduleEntries.workspaceId, workspaceId),
        eq(scheduleEntries.id, entryId),
        eq(scheduleEntries.entryType, 'ONE_OFF'),
        isOpenRow(leavers),
      ),
    )
    .returning();
  return row ?? null;
}
