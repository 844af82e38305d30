import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { autoFillRuns, shiftTypes, staff, users } from '../../db/schema';

export type RunRow = typeof autoFillRuns.$inferSelect;
export type RunInsert = typeof autoFillRuns.$inferInsert;

const ACTIVE = ['QUEUED', 'RUNNING'] as const;

/** A new run; a second active run of the workspace fails on `auto_fill_runs_active_uq`. */
export function insertRun(db: DbOrTx, values: RunInsert) {
  return db
    .insert(autoFillRuns)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export async function findRun(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(autoFillRuns)
    .where(and(eq(autoFillRuns.workspaceId, workspaceId), eq(autoFillRuns.id, id)));
  return row;
}

/** The run, its row locked until the transaction ends (apply, undo, discard one after the other). */
export async function lockRun(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(autoFillRuns)
    .where(and(eq(autoFillRuns.workspaceId, workspaceId), eq(autoFillRuns.id, id)))
    .for('update');
  return row;
}

/** The workspace's latest runs, newest first, without their proposals and writes. */
export function listRuns(db: DbOrTx, workspaceId: string, limit: number) {
  const { proposal: _proposal, writes: _writes, ...columns } = getTableColumns(autoFillRuns);
  return db
    .select(columns)
    .from(autoFillRuns)
    .where(eq(autoFillRuns.workspaceId, workspaceId))
    .orderBy(desc(autoFillRuns.createdAt), desc(autoFillRuns.id))
    .limit(limit);
}

export function updateRun(db: DbOrTx, workspaceId: string, id: string, values: Partial<RunInsert>) {
  return db
    .update(autoFillRuns)
    .set(values)
    .where(and(eq(autoFillRuns.workspaceId, workspaceId), eq(autoFillRuns.id, id)))
    .returning()
    .then((rows) => rows[0]);
}

/** Writes `values` only while the run is still QUEUED or RUNNING (a run ended elsewhere stays ended). */
export function updateActiveRun(db: DbOrTx, id: string, values: Partial<RunInsert>) {
  return db
    .update(autoFillRuns)
    .set(values)
    .where(and(eq(autoFillRuns.id, id), inArray(autoFillRuns.status, [...ACTIVE])))
    .returning({
      status: autoFillRuns.status,
      stopRequested: autoFillRuns.stopRequested,
    })
    .then((rows) => rows[0]);
}

export async function findRunById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(autoFillRuns).where(eq(autoFillRuns.id, id));
  return row;
}

/** The workspace's QUEUED or RUNNING runs. */
export function activeRuns(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      id: autoFillRuns.id,
      status: autoFillRuns.status,
      jobId: autoFillRuns.jobId,
      heartbeatAt: autoFillRuns.heartbeatAt,
      createdAt: autoFillRuns.createdAt,
    })
    .from(autoFillRuns)
    .where(and(eq(autoFillRuns.workspaceId, workspaceId), inArray(autoFillRuns.status, [...ACTIVE])));
}

/** The names of the users who started runs. */
export function userNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

/** Of `ids`, the workspace's shift types. */
export function workspaceShiftTypeIds(db: DbOrTx, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: shiftTypes.id })
    .from(shiftTypes)
    .where(and(eq(shiftTypes.workspaceId, workspaceId), inArray(shiftTypes.id, ids)));
}

/** Of `ids`, the workspace's staff members. */
export function workspaceStaffIds(db: DbOrTx, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.workspaceId, workspaceId), inArray(staff.id, ids)));
}

/** Marks a run's end unless it ended already (the write that decided it first wins). */
export function finishActiveRun(db: DbOrTx, id: string, values: Partial<RunInsert>) {
  return db
    .update(autoFillRuns)
    .set(values)
    .where(and(eq(autoFillRuns.id, id), inArray(autoFillRuns.status, [...ACTIVE])))
    .returning({ id: autoFillRuns.id })
    .then((rows) => rows.length > 0);
}

/** The workspace's staff as a proposal names them (inactive ones too: an old proposal may). */
export function staffRefs(db: DbOrTx, workspaceId: string) {
  return db
    .select({ id: staff.id, name: staff.name, shortName: staff.shortName })
    .from(staff)
    .where(eq(staff.workspaceId, workspaceId));
}

/** The workspace's shift types as a proposal shows them. */
export function shiftTypeRefs(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      id: shiftTypes.id,
      name: shiftTypes.name,
      shortName: shiftTypes.shortName,
      color: shiftTypes.color,
      startTime: shiftTypes.startTime,
      endTime: shiftTypes.endTime,
    })
    .from(shiftTypes)
    .where(eq(shiftTypes.workspaceId, workspaceId));
}
