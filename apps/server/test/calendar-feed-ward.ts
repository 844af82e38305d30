import { eq } from 'drizzle-orm';
import { workspaces } from '../src/db/schema';
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
 * A ward for the calendar feed tests (Europe/Amsterdam unless told): Early 07:00–15:00 and
 * Night 22:00–06:00; a one-week pattern from Monday 2026-01-05 with Nina on the Night of every
 * Saturday and Sunday (the nights of 2026-03-28 and 2026-10-24 cross the two daylight-saving
 * changes), Anna on the Early of every Monday and an open Early on Wednesdays.
 */
export async function feedWard(t: TestApp, timeZone = 'Europe/Amsterdam') {
  const w = await rotationWorkspace(t, 'Feed Ward');
  await t.database.db.update(workspaces).set({ timeZone }).where(eq(workspaces.id, w.workspace.id));
  const night = await insertShiftType(t, w.workspace.id, {
    name: 'Night',
    startTime: '22:00',
    endTime: '06:00',
  });
  const nina = await insertStaff(t, w.workspace.id, { name: 'Nina Bakker', skills: [night.id, w.early.id] });
  const pattern = await createPattern(t, w.actor, {
    name: 'Ward Rota',
    startDate: '2026-01-05',
    weekCount: 1,
  });
  const assign = async (slotId: string, staffId: string) => {
    const res = await as(t, w.actor)(
      'POST',
      `/api/rotation-patterns/${pattern.id}/slots/${slotId}/assignments`,
      {
        staffId,
      },
    );
    if (res.statusCode !== 201) throw new Error(`assignment failed: ${res.statusCode} ${res.body}`);
  };
  const nightSlots: string[] = [];
  for (const dayOfWeek of [5, 6]) {
    const slot = await createSlot(t, w.actor, pattern.id, {
      weekNumber: 1,
      dayOfWeek,
      shiftTypeId: night.id,
    });
    await assign(slot.id, nina.id);
    nightSlots.push(slot.id);
  }
  const mondayEarly = await createSlot(t, w.actor, pattern.id, {
    weekNumber: 1,
    dayOfWeek: 0,
    shiftTypeId: w.early.id,
  });
  await assign(mondayEarly.id, w.anna.id);
  const wednesdayEarly = await createSlot(t, w.actor, pattern.id, {
    weekNumber: 1,
    dayOfWeek: 2,
    shiftTypeId: w.early.id,
  });
  return {
    ...w,
    night,
    nina,
    pattern,
    saturdayNight: nightSlots[0]!,
    mondayEarly: mondayEarly.id,
    wednesdayEarly: wednesdayEarly.id,
  };
}
