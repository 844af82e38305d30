import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ManualClock } from '../../lib/clock';
import type { AppContext } from '../../context';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertShiftType, rotationWorkspace } from '../../../test/rotation-factories';
import { insertAbsence, insertStoredEntry } from '../../../test/schedule-factories';
import { racingDb } from '../../../test/racing-db';
import { scheduleEntries, staff, workspaces } from '../../db/schema';
import { computedRange, scheduleHead } from './schedule-cache';

let t: TestApp;
let ctx: AppContext;
/** Its own clock at 2026-03-02 (Amsterdam), so that these tests move no other test's today. */
const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp();
  ctx = { db: t.database.db, clock } as unknown as AppContext;
});
afterAll(() => t.close());

const range = { startDate: '2026-03-01', endDate: '2026-03-31' };

const versionOf = async (workspaceId: string) => (await scheduleHead(ctx, workspaceId)).version;

describe('the one cache of computed schedules', () => {
  it('is reused while the schedule version is unchanged, and recomputed after any change (stored entry, absence, shift type)', async () => {
    const w = await rotationWorkspace(t, 'Cache ward');
    const first = await computedRange(ctx, w.workspace.id, range);
    expect(await computedRange(ctx, w.workspace.id, range)).toBe(first);
    const oneOff = await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-05',
      shiftTypeId: w.early.id,
      staffId: w.anna.id,
    });
    const second = await computedRange(ctx, w.workspace.id, range);
    expect(second).not.toBe(first);
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.byStaff.get(w.anna.id)?.map((e) => e.id)).toEqual([oneOff.id]);
    await insertAbsence(t, w.workspace.id, { staffId: w.anna.id, startDate: '2026-03-05' });
    const third = await computedRange(ctx, w.workspace.id, range);
    expect(third).not.toBe(second);
    expect(third.byStaff.get(w.anna.id)?.[0]?.hasAbsence).toBe(true);
    await insertShiftType(t, w.workspace.id, { name: 'Late' });
    expect(
      (await computedRange(ctx, w.workspace.id, range)).input.shiftTypes.map((s) => s.name).sort(),
    ).toEqual(['Early', 'Late']);
    // Another day is its own computation.
    const before = await computedRange(ctx, w.workspace.id, range);
    clock.advance(24 * 3600 * 1000);
    try {
      const nextDay = await computedRange(ctx, w.workspace.id, range);
      expect(nextDay).not.toBe(before);
      expect(nextDay.today).toBe('2026-03-03');
    } finally {
      clock.advance(-24 * 3600 * 1000);
    }
  });

  it('keeps the computation under a new version when a write changed none of its rows (same content), not when one did', async () => {
    const w = await rotationWorkspace(t, 'Unchanged ward');
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-05',
      shiftTypeId: w.early.id,
      staffId: w.anna.id,
    });
    const first = await computedRange(ctx, w.workspace.id, range, { rules: true });
    // A write the schedule does not show: the version moves, the content stays.
    await t.database.db
      .update(workspaces)
      .set({ updatedAt: new Date() })
      .where(eq(workspaces.id, w.workspace.id));
    const touched = await computedRange(ctx, w.workspace.id, range, { rules: true });
    expect(touched.version).toBeGreaterThan(first.version);
    expect(touched.contentId).toBe(first.contentId);
    expect(touched.entries).toEqual(first.entries);
    // A write that changes a row of the range: new content.
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-06',
      shiftTypeId: w.early.id,
      staffId: w.bram.id,
    });
    const changed = await computedRange(ctx, w.workspace.id, range, { rules: true });
    expect(changed.contentId).not.toBe(touched.contentId);
    expect(changed.byStaff.get(w.bram.id)?.map((e) => e.date)).toEqual(['2026-03-06']);
    // Renaming the workspace changes what a computation holds (its name): new content.
    await t.database.db
      .update(workspaces)
      .set({ name: 'Renamed ward' })
      .where(eq(workspaces.id, w.workspace.id));
    const renamed = await computedRange(ctx, w.workspace.id, range, { rules: true });
    expect(renamed.contentId).not.toBe(changed.contentId);
    expect(renamed.workspaceName).toBe('Renamed ward');
  });

  it("gives the range the same entries with the rules' wider range as without it", async () => {
    const w = await rotationWorkspace(t, 'Wide ward');
    for (const date of ['2026-02-27', '2026-03-01', '2026-03-15', '2026-03-31', '2026-04-01'])
      await insertStoredEntry(t, w.workspace.id, { date, shiftTypeId: w.early.id, staffId: w.anna.id });
    await insertAbsence(t, w.workspace.id, { staffId: w.anna.id, startDate: '2026-03-15' });
    const withRules = await computedRange(ctx, w.workspace.id, range, { rules: true });
    const without = await computedRange(ctx, w.workspace.id, range);
    expect(withRules.rules!.shiftsByStaff.get(w.anna.id)!.length).toBeGreaterThan(withRules.entries.length);
    expect(withRules.entries).toEqual(without.entries);
    expect(without.entries.map((e) => e.date)).toEqual(['2026-03-01', '2026-03-15', '2026-03-31']);
  });

  it('keeps the open entries apart: an unassigned one-off is listed without staff', async () => {
    const w = await rotationWorkspace(t, 'Cache ward 2');
    const open = await insertStoredEntry(t, w.workspace.id, { date: '2026-03-05', shiftTypeId: w.early.id });
    const { unstaffed, byStaff } = await computedRange(ctx, w.workspace.id, range);
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
    const before = await computedRange(ctx, w.workspace.id, range);
    expect(before.byStaff.get(w.anna.id)?.map((e) => e.id)).toEqual([shift.id]);
    await t.database.db
      .update(staff)
      .set({ active: false, inactiveFrom: '2026-03-03' })
      .where(eq(staff.id, w.anna.id));
    const after = await computedRange(ctx, w.workspace.id, range);
    expect(after).not.toBe(before);
    expect(after.byStaff.has(w.anna.id)).toBe(false);
    expect(after.unstaffed.map((e) => e.id)).toEqual([shift.id]);
  });

  it('shares one computation between simultaneous misses', async () => {
    const w = await rotationWorkspace(t, 'Cache ward burst');
    const burst = await Promise.all([1, 2, 3, 4].map(() => computedRange(ctx, w.workspace.id, range)));
    expect(new Set(burst).size).toBe(1);
  });

  it('the database raises the version with each write in its transaction, and never gives a version twice', async () => {
    const w = await rotationWorkspace(t, 'Cache ward versions');
    const db = t.database.db;
    const v0 = await versionOf(w.workspace.id);
    // A write that rolls back raises nothing anyone sees.
    await db
      .transaction(async (tx) => {
        await tx.insert(scheduleEntries).values({
          workspaceId: w.workspace.id,
          date: '2026-03-05',
          entryType: 'ONE_OFF',
          shiftTypeId: w.early.id,
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await versionOf(w.workspace.id)).toBe(v0);
    // Settings of the workspace row raise it; a write elsewhere does not.
    await db.update(workspaces).set({ timeZone: 'Europe/London' }).where(eq(workspaces.id, w.workspace.id));
    const v1 = await versionOf(w.workspace.id);
    expect(v1).toBeGreaterThan(v0);
    await db.execute(sql`UPDATE users SET name = name WHERE false`);
    expect(await versionOf(w.workspace.id)).toBe(v1);
    // A workspace made anew gets a version no workspace had (the versions come from one sequence).
    const other = await rotationWorkspace(t, 'Cache ward versions 2');
    expect(await versionOf(other.workspace.id)).toBeGreaterThan(v1);
  });

  it('does not keep a row inserted between the version read and the load under the version read before it', async () => {
    const w = await rotationWorkspace(t, 'Cache ward race');
    const db = t.database.db;
    // Another request's insert lands right after the next version read (a raw statement).
    const { db: racing, afterNextExecute } = racingDb(db);
    const racingCtx = { db: racing, clock } as unknown as AppContext;
    const read = async () =>
      (await computedRange(racingCtx, w.workspace.id, range)).unstaffed.map((e) => e.description);
    let raced = '';
    afterNextExecute(async () => {
      raced = (
        await insertStoredEntry(t, w.workspace.id, {
          date: '2026-03-05',
          shiftTypeId: w.early.id,
          description: 'Raced',
        })
      ).id;
    });
    await read(); // may or may not show it: it was inserted during the read
    await db.delete(scheduleEntries).where(eq(scheduleEntries.id, raced));
    expect(await read()).not.toContain('Raced');
  });
});
