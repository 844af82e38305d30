import { absences, scheduleEntries } from '../src/db/schema';
import type { TestApp } from './helpers';
import {
  as,
  createPattern,
  createSlot,
  insertShiftType,
  insertStaff,
  rotationWorkspace,
} from './rotation-factories';

/**
 * Rows of the stored schedule layer and absences for the schedule tests, inserted with Drizzle
 * so a test can set up any state without going through the write routes.
 */

/** An absence (default: one day, type OTHER, no reason). */
export async function insertAbsence(
  t: TestApp,
  workspaceId: string,
  values: {
    staffId: string;
    startDate: string;
    endDate?: string;
    type?: (typeof absences.$inferInsert)['type'];
    reason?: string | null;
  },
) {
  const [row] = await t.database.db
    .insert(absences)
    .values({
      workspaceId,
      staffId: values.staffId,
      startDate: values.startDate,
      endDate: values.endDate ?? values.startDate,
      type: values.type ?? 'OTHER',
      reason: values.reason ?? null,
    })
    .returning();
  return row!;
}

/** A stored entry (ONE_OFF unless told); an OVERRIDE or CLAIMED needs rotationSlotId (and usually rotationPatternId). */
export async function insertStoredEntry(
  t: TestApp,
  workspaceId: string,
  values: Omit<typeof scheduleEntries.$inferInsert, 'workspaceId' | 'entryType'> & {
    entryType?: (typeof scheduleEntries.$inferInsert)['entryType'];
  },
) {
  const [row] = await t.database.db
    .insert(scheduleEntries)
    .values({ entryType: 'ONE_OFF', ...values, workspaceId })
    .returning();
  return row!;
}

/**
 * A workspace ready for schedule writes: shift types Early (07:00–15:00) and Night
 * (22:00–06:00); Anna and Bram skilled for Early, Nina for Night, Ivo inactive (Early skill);
 * pattern "Ward Rota" (2 weeks from Monday 2026-01-05) with an Early slot on Monday of week 1
 * filled by Anna, an optional Night slot on Tuesday of week 2 without anyone.
 * The Early slot occurs on 2026-01-05, 2026-01-19, … 2026-03-02, 2026-03-16; the Night slot on
 * 2026-01-13, 2026-01-27, … 2026-03-10.
 */
export async function scheduleWorkspace(t: TestApp, name = 'Ward 9') {
  const w = await rotationWorkspace(t, name);
  const night = await insertShiftType(t, w.workspace.id, {
    name: 'Night',
    startTime: '22:00',
    endTime: '06:00',
  });
  const nina = await insertStaff(t, w.workspace.id, { name: 'Nina Bakker', skills: [night.id] });
  const ivo = await insertStaff(t, w.workspace.id, {
    name: 'Ivo Inactive',
    active: false,
    skills: [w.early.id],
  });
  const pattern = await createPattern(t, w.actor, {
    name: 'Ward Rota',
    startDate: '2026-01-05',
    weekCount: 2,
  });
  const earlySlot = await createSlot(t, w.actor, pattern.id, {
    weekNumber: 1,
    dayOfWeek: 0,
    shiftTypeId: w.early.id,
  });
  const assigned = await as(t, w.actor)(
    'POST',
    `/api/rotation-patterns/${pattern.id}/slots/${earlySlot.id}/assignments`,
    { staffId: w.anna.id },
  );
  if (assigned.statusCode !== 201)
    throw new Error(`assignment failed: ${assigned.statusCode} ${assigned.body}`);
  const nightSlot = await createSlot(t, w.actor, pattern.id, {
    weekNumber: 2,
    dayOfWeek: 1,
    shiftTypeId: night.id,
    isOptional: true,
  });
  return { ...w, night, nina, ivo, pattern, earlySlot, nightSlot };
}
export type ScheduleWorkspace = Awaited<ReturnType<typeof scheduleWorkspace>>;
