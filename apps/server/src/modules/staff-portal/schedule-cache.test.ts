import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertShiftType, rotationWorkspace } from '../../../test/rotation-factories';
import { insertAbsence, insertStoredEntry } from '../../../test/schedule-factories';
import { racingDb } from '../../../test/racing-db';
import { eq } from 'drizzle-orm';
import { scheduleEntries, staff } from '../../db/schema';
import { cachedSchedule, cachedStaffSchedule } from './schedule-cache';

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = { db: t.database.db, clock: t.clock } as unknown as AppContext;
});
afterAll(() => t.close());

const range = { startDate: '2026-03-01', endDate: '2026-03-31' };

describe("the staff dashboards' shared schedule", () => {
  it('is reused while nothing behind it changed, and recomputed after any change (stored entry, absence, shift type)', async () => {
    const w = await rotationWorkspace(t, 'Cache ward');
    const first = await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02');
    expect(await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02')).toBe(first);
    const oneOff = await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-05',
      shiftTypeId: w.early.id,
      staffId: w.anna.id,
    });
    const second = await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02');
    expect(second).not.toBe(first);
    expect(second.byStaff.get(w.anna.id)?.map((e) => e.id)).toEqual([oneOff.id]);
    await insertAbsence(t, w.workspace.id, { staffId: w.anna.id, startDate: '2026-03-05' });
    const third = await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02');
    expect(third).not.toBe(second);
    expect(third.byStaff.get(w.anna.id)?.[0]?.hasAbsence).toBe(true);
    await insertShiftType(t, w.workspace.id, { name: 'Late' });
    expect(
      (await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02')).input.shiftTypes
        .map((s) => s.name)
        .sort(),
    ).toEqual(['Early', 'Late']);
    // Another day or range is its own computation.
    expect(await cachedSchedule(ctx, w.workspace.id, range, '2026-03-03')).not.toBe(first);
  });

  it('keeps the open entries apart: an unassigned one-off is listed without staff', async () => {
    const w = await rotationWorkspace(t, 'Cache ward 2');
    const open = await insertStoredEntry(t, w.workspace.id, { date: '2026-03-05', shiftTypeId: w.early.id });
    const { unstaffed, byStaff } = await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02');
    expect(unstaffed.map((e) => e.id)).toEqual([open.id]);
    expect(byStaff.size).toBe(0);
  });

  it('is recomputed when a member is deactivated: their shifts from that day are open to the others (issue 10)', async () => {
    const w = await rotationWorkspace(t, 'Cache ward leaver');
    const shift = await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-05',
      shiftTypeId: w.early.id,
      staffId: w.anna.id,
    });
    const before = await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02');
    expect(before.byStaff.get(w.anna.id)?.map((e) => e.id)).toEqual([shift.id]);
    await t.database.db
      .update(staff)
      .set({ active: false, inactiveFrom: '2026-03-03' })
      .where(eq(staff.id, w.anna.id));
    const after = await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02');
    expect(after).not.toBe(before);
    expect(after.byStaff.has(w.anna.id)).toBe(false);
    expect(after.unstaffed.map((e) => e.id)).toEqual([shift.id]);
  });

  it('does not keep a row inserted between the fingerprint and the load once it is deleted again', async () => {
    const w = await rotationWorkspace(t, 'Cache ward race');
    const db = t.database.db;
    // Another request's insert lands right after the next fingerprint query.
    const { db: racing, afterNextExecute } = racingDb(db);
    const racingCtx = { db: racing, clock: t.clock } as unknown as AppContext;
    const settings = { timeZone: 'Europe/Amsterdam', maxSelfPlanningDays: 30, absencesMinDelay: 0 };
    const reads = {
      shared: async () =>
        (await cachedSchedule(racingCtx, w.workspace.id, range, '2026-03-02')).unstaffed.map(
          (e) => e.description,
        ),
      staff: async () =>
        (
          await cachedStaffSchedule(
            racingCtx,
            w.workspace.id,
            'race',
            () => range,
            async () => settings,
          )
        ).schedule.unstaffed.map((e) => e.description),
    };
    for (const [name, read] of Object.entries(reads)) {
      let raced = '';
      afterNextExecute(async () => {
        raced = (
          await insertStoredEntry(t, w.workspace.id, {
            date: '2026-03-05',
            shiftTypeId: w.early.id,
            description: `Raced ${name}`,
          })
        ).id;
      });
      await read(); // may or may not show it: it was inserted during the read
      await db.delete(scheduleEntries).where(eq(scheduleEntries.id, raced));
      expect(await read(), name).not.toContain(`Raced ${name}`);
    }
  });
});
