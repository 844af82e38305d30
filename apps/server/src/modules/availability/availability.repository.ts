import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  availabilityRequests,
  staff,
  staffAvailabilityExceptions,
  staffAvailabilityWeeks,
  workspaces,
} from '../../db/schema';

export type WeekRow = typeof staffAvailabilityWeeks.$inferSelect;
export type ExceptionRow = typeof staffAvailabilityExceptions.$inferSelect;
export type RequestRow = typeof availabilityRequests.$inferSelect;

/** The workspace's zone and availability settings. */
export async function findWorkspaceSettings(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({
      timeZone: workspaces.timeZone,
      leadDays: workspaces.availabilityLeadDays,
      needsApproval: workspaces.availabilityNeedsApproval,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row;
}

export async function findStaffMember(db: DbOrTx, workspaceId: string, staffId: string) {
  const [row] = await db
    .select({ id: staff.id, name: staff.name, active: staff.active })
    .from(staff)
    .where(and(eq(staff.workspaceId, workspaceId), eq(staff.id, staffId)));
  return row;
}

/** The workspace's active members, by name (the calendar's availability layer lists them). */
export function listActiveStaff(db: DbOrTx, workspaceId: string) {
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.workspaceId, workspaceId), eq(staff.active, true)))
    .orderBy(asc(staff.name), asc(staff.id));
}

/** Every week version of the workspace's members (or of `staffIds`), oldest first. */
export function listWeeks(db: DbOrTx, workspaceId: string, staffIds?: readonly string[]) {
  if (staffIds && staffIds.length === 0) return Promise.resolve([] as WeekRow[]);
  return db
    .select()
    .from(staffAvailabilityWeeks)
    .where(
      and(
        eq(staffAvailabilityWeeks.workspaceId, workspaceId),
        staffIds ? inArray(staffAvailabilityWeeks.staffId, [...staffIds]) : undefined,
      ),
    )
    .orderBy(asc(staffAvailabilityWeeks.staffId), asc(staffAvailabilityWeeks.effectiveFrom));
}

/** The exceptions of the workspace's members (or of `staffIds`) dated in [from, to] (either end open). */
export function listExceptions(
  db: DbOrTx,
  workspaceId: string,
  staffIds?: readonly string[],
  from?: string,
  to?: string,
) {
  if (staffIds && staffIds.length === 0) return Promise.resolve([] as ExceptionRow[]);
  return db
    .select()
    .from(staffAvailabilityExceptions)
    .where(
      and(
        eq(staffAvailabilityExceptions.workspaceId, workspaceId),
        staffIds ? inArray(staffAvailabilityExceptions.staffId, [...staffIds]) : undefined,
        from ? gte(staffAvailabilityExceptions.date, from) : undefined,
        to ? lte(staffAvailabilityExceptions.date, to) : undefined,
      ),
    )
    .orderBy(asc(staffAvailabilityExceptions.date));
}

/**
 * Replaces the member's week from `effectiveFrom` on: versions starting then or later are
 * dropped, the new one inserted, and versions that no longer hold on any day from `today` on
 * (an older one followed by another starting on or before today) are removed.
 */
export async function replaceWeek(
  db: DbOrTx,
  values: { workspaceId: string; staffId: string; effectiveFrom: string; rules: WeekRow['rules']; now: Date },
  today: string,
) {
  const own = and(
    eq(staffAvailabilityWeeks.workspaceId, values.workspaceId),
    eq(staffAvailabilityWeeks.staffId, values.staffId),
  );
  await db
    .delete(staffAvailabilityWeeks)
    .where(and(own, gte(staffAvailabilityWeeks.effectiveFrom, values.effectiveFrom)));
  await db.insert(staffAvailabilityWeeks).values({
    workspaceId: values.workspaceId,
    staffId: values.staffId,
    effectiveFrom: values.effectiveFrom,
    rules: values.rules,
    createdAt: values.now,
    updatedAt: values.now,
  });
  // The latest version starting on or before today holds today; every older one is history.
  const [current] = await db
    .select({ from: sql<string>`max(${staffAvailabilityWeeks.effectiveFrom})` })
    .from(staffAvailabilityWeeks)
    .where(and(own, lte(staffAvailabilityWeeks.effectiveFrom, today)));
  if (current?.from)
    await db
      .delete(staffAvailabilityWeeks)
      .where(and(own, lt(staffAvailabilityWeeks.effectiveFrom, current.from)));
}

/** Sets the member's exception of `date` (one per date): inserted, or the existing one replaced. */
export function upsertException(db: DbOrTx, values: typeof staffAvailabilityExceptions.$inferInsert) {
  return db
    .insert(staffAvailabilityExceptions)
    .values(values)
    .onConflictDoUpdate({
      target: [staffAvailabilityExceptions.staffId, staffAvailabilityExceptions.date],
      set: {
        startTime: values.startTime ?? null,
        endTime: values.endTime ?? null,
        kind: values.kind,
        note: values.note ?? null,
        updatedAt: values.updatedAt,
      },
    })
    .returning()
    .then((rows) => rows[0]!);
}

export function deleteException(db: DbOrTx, workspaceId: string, staffId: string, date: string) {
  return db
    .delete(staffAvailabilityExceptions)
    .where(
      and(
        eq(staffAvailabilityExceptions.workspaceId, workspaceId),
        eq(staffAvailabilityExceptions.staffId, staffId),
        eq(staffAvailabilityExceptions.date, date),
      ),
    )
    .returning({ id: staffAvailabilityExceptions.id })
    .then((rows) => rows[0]);
}

// Requests -------------------------------------------------------------------------------------

export function insertRequest(db: DbOrTx, values: typeof availabilityRequests.$inferInsert) {
  return db
    .insert(availabilityRequests)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

/** Pending requests of the workspace (or one member), oldest first, with the member's name. */
export function listPendingRequests(db: DbOrTx, workspaceId: string, staffId?: string) {
  return db
    .select({ request: availabilityRequests, staffName: staff.name })
    .from(availabilityRequests)
    .innerJoin(staff, eq(staff.id, availabilityRequests.staffId))
    .where(
      and(
        eq(availabilityRequests.workspaceId, workspaceId),
        eq(availabilityRequests.status, 'PENDING'),
        staffId ? eq(availabilityRequests.staffId, staffId) : undefined,
      ),
    )
    .orderBy(asc(availabilityRequests.createdAt));
}

/** The request, locked for its decision. */
export async function lockRequest(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select({ request: availabilityRequests, staffName: staff.name })
    .from(availabilityRequests)
    .innerJoin(staff, eq(staff.id, availabilityRequests.staffId))
    .where(and(eq(availabilityRequests.workspaceId, workspaceId), eq(availabilityRequests.id, id)))
    .for('update', { of: availabilityRequests });
  return row;
}

export function decideRequest(
  db: DbOrTx,
  workspaceId: string,
  id: string,
  values: Pick<RequestRow, 'status' | 'decidedByUserId' | 'decidedAt' | 'reason'>,
) {
  return db
    .update(availabilityRequests)
    .set(values)
    .where(
      and(
        eq(availabilityRequests.workspaceId, workspaceId),
        eq(availabilityRequests.id, id),
        eq(availabilityRequests.status, 'PENDING'),
      ),
    )
    .returning()
    .then((rows) => rows[0]);
}
