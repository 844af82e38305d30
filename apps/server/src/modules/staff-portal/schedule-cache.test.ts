import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertShiftType, rotationWorkspace } from '../../../test/rotation-factories';
import { insertAbsence, insertStoredEntry } from '../../../test/schedule-factories';
import { cachedSchedule } from './schedule-cache';

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = { db: t.database.db, clock: t.clock } as unknown as AppContext;
});
afterAll(() => t.close());

const range = { startDate: '2026-03-01', endDate: '2026-03-31' };

describe('the staff dashboards\' shared schedule', () => {
  it('is reused while nothing behind it changed, and recomputed after any change (stored entry, absence, shift type)', async () => {
    const w = await rotationWorkspace(t, 'Cache ward');
    const first = await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02');
    expect(await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02')).toBe(first);
    const oneOff = await insertStoredEntry(t, w.workspace.id, { date: '2026-03-05', shiftTypeId: w.early.id, staffId: w.anna.id });
    const second = await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02');
    expect(second).not.toBe(first);
    expect(second.byStaff.get(w.anna.id)?.map((e) => e.id)).toEqual([oneOff.id]);
    await insertAbsence(t, w.workspace.id, { staffId: w.anna.id, startDate: '2026-03-05' });
    const third = await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02');
    expect(third).not.toBe(second);
    expect(third.byStaff.get(w.anna.id)?.[0]?.hasAbsence).toBe(true);
    await insertShiftType(t, w.workspace.id, { name: 'Late' });
    expect((await cachedSchedule(ctx, w.workspace.id, range, '2026-03-02')).input.shiftTypes.map((s) => s.name).sort()).toEqual(['Early', 'Late']);
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
});
