import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, autoFillRuns } from '../../db/schema';
import { createTestApp, createTwoInstances, type TestApp } from '../../../test/helpers';
import {
  as,
  createPattern,
  createSlot,
  insertShiftType,
  insertStaff,
  rotationWorkspace,
} from '../../../test/rotation-factories';
import { insertAbsence } from '../../../test/schedule-factories';
import { addWorkspaceMember } from '../../../test/factories';
import { AUTO_FILL_QUEUE, useSolverPoolForRuns } from './autofill-runs.service';
import { SolverPool, type RunningSolve } from './solver-pool';

/**
 * Auto-fill runs through the API on a real database (autofill-runs.service.ts): a week of Early
 * shifts, Anna on Monday and Tuesday and Bram on Wednesday to Friday by the rotation. Anna falls
 * ill on Monday and Tuesday and her shifts are released (open); the run fills them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => useSolverPoolForRuns(null));

type Call = ReturnType<typeof as>;

async function ward(app: TestApp = t) {
  const w = await rotationWorkspace(app);
  const call = as(app, w.actor);
  const carla = await insertStaff(app, w.workspace.id, { name: 'Carla Smit', skills: [w.early.id] });
  const late = await insertShiftType(app, w.workspace.id, {
    name: 'Late',
    startTime: '14:00',
    endTime: '22:00',
  });
  const pattern = await createPattern(app, w.actor, { name: 'Week', startDate: '2026-03-02', weekCount: 1 });
  const slots: string[] = [];
  for (let day = 0; day < 5; day++) {
    const slot = await createSlot(app, w.actor, pattern.id, { dayOfWeek: day, shiftTypeId: w.early.id });
    const staffId = day < 2 ? w.anna.id : w.bram.id;
    const res = await call('POST', `/api/rotation-patterns/${pattern.id}/slots/${slot.id}/assignments`, {
      staffId,
    });
    if (res.statusCode !== 201) throw new Error(`assignment failed: ${res.statusCode} ${res.body}`);
    slots.push(slot.id);
  }
  app.clock.set(new Date('2026-03-01T09:00:00Z'));
  await insertAbsence(app, w.workspace.id, {
    staffId: w.anna.id,
    startDate: '2026-03-02',
    endDate: '2026-03-02',
  });
  await insertAbsence(app, w.workspace.id, {
    staffId: w.anna.id,
    startDate: '2026-03-03',
    endDate: '2026-03-03',
  });
  // Her two shifts released, as the absence's conflict dialog does: open.
  for (const [i, date] of ['2026-03-02', '2026-03-03'].entries()) {
    const res = await call('POST', '/api/schedules/override', {
      date,
      shiftTypeId: w.early.id,
      rotationSlotId: slots[i],
      staffId: null,
      description: 'Unassigned: ill',
    });
    if (res.statusCode !== 201) throw new Error(`release failed: ${res.statusCode} ${res.body}`);
  }
  return { ...w, call, carla, late, pattern, slots };
}

const week = { startDate: '2026-03-02', endDate: '2026-03-08', timeLimitSeconds: 5 };

async function schedule(call: Call) {
  const res = await call('GET', '/api/schedules?startDate=2026-03-02&endDate=2026-03-08');
  expect(res.statusCode).toBe(200);
  return res.json().data.entries as {
    id: string;
    date: string;
    staffId: string | null;
    isUnfilled: boolean;
  }[];
}

/** Works the queue here until the run has ended (READY, FAILED). */
async function solve(call: Call, id: string, app: TestApp = t) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await call('GET', `/api/auto-fill/${id}`);
    expect(res.statusCode).toBe(200);
    const run = res.json().data;
    if (!['QUEUED', 'RUNNING'].includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${id} did not end`);
    if (!(await app.app.ctx.jobs.runNext(AUTO_FILL_QUEUE))) await new Promise((r) => setTimeout(r, 50));
  }
}

async function start(call: Call, body: Record<string, unknown> = week) {
  const res = await call('POST', '/api/auto-fill', body);
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data as { id: string; status: string };
}

describe('auto-fill runs', () => {
  it('the journey: open shifts after two absences, start, READY with reasons, apply a selection, undo', async () => {
    const w = await ward();
    const run = await start(w.call);
    expect(run.status).toBe('QUEUED');
    const ready = await solve(w.call, run.id);
    expect(ready.status).toBe('READY');
    expect(ready.progress.slots).toBe(2);
    expect(ready.progress.uncovered).toBe(0);
    const { assignments, unfilled } = ready.proposal;
    expect(unfilled).toEqual([]);
    expect(assignments.map((a: { date: string }) => a.date).sort()).toEqual(['2026-03-02', '2026-03-03']);
    for (const a of assignments) {
      expect([w.bram.id, w.carla.id]).toContain(a.staff.id);
      expect(a.shiftType.name).toBe('Early');
      expect(a.previousStaff).toBeNull();
      expect(a.reasons.map((r: { code: string }) => r.code)).toEqual(
        expect.arrayContaining(['SKILLED', 'AVAILABLE', 'RULES_KEPT']),
      );
      expect(a.reasons.find((r: { code: string }) => r.code === 'SKILLED').message).toBe('Skilled for Early');
      // Anna is ill that day: excluded by the absence, said in a sentence.
      const anna = a.excluded.find((e: { staff: { id: string } }) => e.staff.id === w.anna.id);
      expect(anna.ruleId).toBe('duringAbsence');
      expect(anna.message).toBe('Anna de Vries is absent');
    }
    // The other of Bram and Carla was possible and is named with why they lost.
    const withRunnerUp = assignments.find((a: { runnersUp: unknown[] }) => a.runnersUp.length > 0);
    expect(withRunnerUp.runnersUp[0].reasons.length).toBeGreaterThan(0);
    expect(withRunnerUp.runnersUp[0].reasons[0].message.length).toBeGreaterThan(0);

    // A Dutch reader gets Dutch sentences.
    expect((await w.call('PUT', `/api/users/${w.admin.user.id}`, { language: 'nl' })).statusCode).toBe(200);
    const nl = (await w.call('GET', `/api/auto-fill/${run.id}`)).json().data.proposal.assignments[0];
    expect(nl.reasons.find((r: { code: string }) => r.code === 'SKILLED').message).toBe('Bevoegd voor Early');
    expect(nl.excluded.find((e: { staff: { id: string } }) => e.staff.id === w.anna.id).message).toBe(
      'Anna de Vries is afwezig',
    );
    await w.call('PUT', `/api/users/${w.admin.user.id}`, { language: 'en' });

    // The list shows it without its proposal.
    const list = await w.call('GET', '/api/auto-fill');
    expect(list.json().data.runs[0]).toMatchObject({ id: run.id, status: 'READY', proposal: null });

    // Apply Monday only.
    const monday = assignments.find((a: { date: string }) => a.date === '2026-03-02');
    const applied = await w.call('POST', `/api/auto-fill/${run.id}/apply`, { slotIds: [monday.slotId] });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ applied: [monday.slotId], refused: [] });
    expect(applied.json().data.run).toMatchObject({ status: 'APPLIED', appliedSlotIds: [monday.slotId] });
    let entries = await schedule(w.call);
    expect(entries.find((e) => e.date === '2026-03-02')).toMatchObject({
      staffId: monday.staff.id,
      isUnfilled: false,
    });
    expect(entries.find((e) => e.date === '2026-03-03')).toMatchObject({ staffId: null, isUnfilled: true });
    // One AUTO_FILL audit row for the apply.
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.workspaceId, w.workspace.id), eq(auditLogs.action, 'AUTO_FILL')));
    const applyRows = audit.filter((l) => (l.metadata as { event?: string }).event === 'APPLY');
    expect(applyRows).toHaveLength(1);
    expect(applyRows[0]!.metadata).toMatchObject({ applied: 1, refused: 0 });

    // Twice: 409.
    const again = await w.call('POST', `/api/auto-fill/${run.id}/apply`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This proposal has already been applied');

    // Undo: the shift is open again.
    const undone = await w.call('POST', `/api/auto-fill/${run.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.status).toBe('UNDONE');
    entries = await schedule(w.call);
    expect(entries.find((e) => e.date === '2026-03-02')).toMatchObject({ staffId: null, isUnfilled: true });
    expect((await w.call('POST', `/api/auto-fill/${run.id}/undo`)).statusCode).toBe(409);
  }, 120_000);

  it('refuses a second start while one runs (409), a 2-year period and unknown ids (400 on the field), and STAFF (403)', async () => {
    const w = await ward();
    const tooLong = await w.call('POST', '/api/auto-fill', {
      startDate: '2026-03-02',
      endDate: '2028-03-01',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0].field).toBe('endDate');
    expect(tooLong.json().error).toContain('at most 92 days');
    const backwards = await w.call('POST', '/api/auto-fill', {
      startDate: '2026-03-08',
      endDate: '2026-03-02',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toBe('endDate');
    const other = await ward();
    const foreignType = await w.call('POST', '/api/auto-fill', { ...week, shiftTypeIds: [other.early.id] });
    expect(foreignType.statusCode).toBe(400);
    expect(foreignType.json().details[0].field).toBe('shiftTypeIds');
    const foreignStaff = await w.call('POST', '/api/auto-fill', { ...week, staffIds: [other.anna.id] });
    expect(foreignStaff.statusCode).toBe(400);
    expect(foreignStaff.json().details[0].field).toBe('staffIds');

    const first = await start(w.call);
    const second = await w.call('POST', '/api/auto-fill', week);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toContain('already running');
    await solve(w.call, first.id);

    const member = await addWorkspaceMember(t, w.workspace.id, 'STAFF');
    const staff = as(t, { token: member.token, workspaceId: w.workspace.id });
    expect((await staff('POST', '/api/auto-fill', week)).statusCode).toBe(403);
    expect((await staff('GET', `/api/auto-fill/${first.id}`)).statusCode).toBe(403);
  }, 120_000);

  it("answers 404 for another workspace's run", async () => {
    const w = await ward();
    const run = await start(w.call);
    await solve(w.call, run.id);
    const other = await ward();
    expect((await other.call('GET', `/api/auto-fill/${run.id}`)).statusCode).toBe(404);
    expect((await other.call('POST', `/api/auto-fill/${run.id}/apply`, {})).statusCode).toBe(404);
    expect((await other.call('POST', `/api/auto-fill/${run.id}/undo`)).statusCode).toBe(404);
  }, 120_000);

  it('refuses a slot someone was assigned to meanwhile, applies the rest, and 400 for a slot not in the proposal', async () => {
    const w = await ward();
    const run = await solve(w.call, (await start(w.call)).id);
    const tuesday = run.proposal.assignments.find((a: { date: string }) => a.date === '2026-03-03');
    const notOurs = await w.call('POST', `/api/auto-fill/${run.id}/apply`, { slotIds: ['rotation:nope'] });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().details[0].field).toBe('slotIds');
    // Meanwhile a manager gives Tuesday's open shift to Carla by hand.
    const entry = (await schedule(w.call)).find((e) => e.date === '2026-03-03')!;
    const manual = await w.call('PUT', `/api/schedules/entries/${entry.id}`, { staffId: w.carla.id });
    expect(manual.statusCode, manual.body).toBe(200);
    const res = await w.call('POST', `/api/auto-fill/${run.id}/apply`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { applied, refused } = res.json().data;
    expect(applied).toHaveLength(1);
    expect(refused).toEqual([
      {
        slotId: tuesday.slotId,
        date: '2026-03-03',
        message: 'The shift on 2026-03-03 is now worked by Carla Smit',
      },
    ]);
    const entries = await schedule(w.call);
    expect(entries.find((e) => e.date === '2026-03-03')!.staffId).toBe(w.carla.id);
    expect(entries.find((e) => e.date === '2026-03-02')!.staffId).not.toBeNull();
  }, 120_000);

  it('refuses undo with 409 when a shift it wrote changed since, and changes nothing', async () => {
    const w = await ward();
    const run = await solve(w.call, (await start(w.call)).id);
    const res = await w.call('POST', `/api/auto-fill/${run.id}/apply`, {});
    expect(res.json().data.applied).toHaveLength(2);
    const monday = (await schedule(w.call)).find((e) => e.date === '2026-03-02')!;
    const other = monday.staffId === w.bram.id ? w.carla.id : w.bram.id;
    expect((await w.call('PUT', `/api/schedules/entries/${monday.id}`, { staffId: other })).statusCode).toBe(
      200,
    );
    const undo = await w.call('POST', `/api/auto-fill/${run.id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().error).toContain('2026-03-02');
    const entries = await schedule(w.call);
    expect(entries.find((e) => e.date === '2026-03-02')!.staffId).toBe(other);
    expect(entries.find((e) => e.date === '2026-03-03')!.staffId).not.toBeNull();
  }, 120_000);

  it('a stop keeps the best proposal so far; a discarded one cannot be applied', async () => {
    const w = await ward();
    const run = await start(w.call, { ...week, timeLimitSeconds: 60 });
    const stop = await w.call('POST', `/api/auto-fill/${run.id}/stop`);
    expect(stop.statusCode).toBe(200);
    const ready = await solve(w.call, run.id);
    expect(ready.status).toBe('READY');
    expect(ready.proposal.assignments.length + ready.proposal.unfilled.length).toBe(2);
    expect(ready.progress.elapsedSeconds).toBeLessThan(30);
    expect((await w.call('POST', `/api/auto-fill/${run.id}/stop`)).statusCode).toBe(409);
    expect((await w.call('POST', `/api/auto-fill/${run.id}/discard`)).json().data.status).toBe('DISCARDED');
    expect((await w.call('POST', `/api/auto-fill/${run.id}/apply`, {})).statusCode).toBe(409);
  }, 120_000);

  it('a killed solver worker leaves the run FAILED with a message and nothing applied', async () => {
    const w = await ward();
    class KillingPool extends SolverPool {
      override start(...args: Parameters<SolverPool['start']>): RunningSolve {
        const running = super.start(...args);
        running.kill();
        return running;
      }
    }
    useSolverPoolForRuns(new KillingPool(1));
    const run = await start(w.call);
    const failed = await solve(w.call, run.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toContain('nothing was applied');
    expect(failed.proposal).toBeNull();
    expect((await w.call('POST', `/api/auto-fill/${run.id}/apply`, {})).statusCode).toBe(409);
    const entries = await schedule(w.call);
    expect(entries.filter((e) => e.isUnfilled)).toHaveLength(2);
    // The workspace may start again.
    useSolverPoolForRuns(null);
    await solve(w.call, (await start(w.call)).id);
  }, 120_000);

  it('waits QUEUED, alive, while every solver slot is taken, then solves', async () => {
    const w = await ward();
    class FullPool extends SolverPool {
      full = true;
      override get busy(): number {
        return this.full ? this.capacity : super.busy;
      }
    }
    const pool = new FullPool(1);
    useSolverPoolForRuns(pool);
    const run = await start(w.call);
    const working = t.app.ctx.jobs.runNext(AUTO_FILL_QUEUE);
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = await w.call('GET', `/api/auto-fill/${run.id}`);
    expect(waiting.json().data.status).toBe('QUEUED');
    // Much later on the clock it is still alive: its heartbeat follows.
    t.clock.advance(60_000);
    await new Promise((r) => setTimeout(r, 1200));
    expect((await w.call('GET', `/api/auto-fill/${run.id}`)).json().data.status).toBe('QUEUED');
    pool.full = false;
    await working;
    expect((await w.call('GET', `/api/auto-fill/${run.id}`)).json().data.status).toBe('READY');
  }, 120_000);

  it('a run left RUNNING by an instance that died becomes FAILED, and a new one may start', async () => {
    const w = await ward();
    const run = await start(w.call);
    await t.database.db
      .update(autoFillRuns)
      .set({ status: 'RUNNING', heartbeatAt: new Date('2026-03-01T08:00:00Z') })
      .where(eq(autoFillRuns.id, run.id));
    const res = await w.call('GET', `/api/auto-fill/${run.id}`);
    expect(res.json().data).toMatchObject({ status: 'FAILED' });
    expect(res.json().data.error).toContain('stopped');
    const next = await start(w.call);
    // The job of the dead run finds its row ended and does nothing; the new one solves.
    expect((await solve(w.call, next.id)).status).toBe('READY');
  }, 120_000);
});

describe('auto-fill on two instances', () => {
  it('a second start on the other instance is refused while the first is queued', async () => {
    const two = await createTwoInstances();
    try {
      const w = await ward(two.a);
      const first = await start(w.call);
      const onB = as(two.b, w.actor);
      const second = await onB('POST', '/api/auto-fill', week);
      expect(second.statusCode).toBe(409);
      // Instance b works the job a queued.
      expect((await solve(onB, first.id, two.b)).status).toBe('READY');
    } finally {
      await two.close();
    }
  }, 120_000);
});
