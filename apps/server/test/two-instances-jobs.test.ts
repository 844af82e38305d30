import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSettings, scheduleEntries, shiftTypes, staff, workspaces } from '../src/db/schema';
import { REMINDER_QUEUE, type TickReport } from '../src/modules/email/reminder-scheduler';
import { eq } from 'drizzle-orm';
import { createWorkspaceWithAdmin } from './factories';
import { createTwoInstances, type TwoInstances } from './helpers';

/**
 * Issue 14 §2: long background work goes through the job queue (pg-boss in the app's
 * PostgreSQL, docs/adr/0009-job-queue.md), so that any instance may take any job and each job
 * is done once. Two app instances on one database, both with the queue's workers running as
 * in the server process: a reminder run enqueued once is worked by one of them, and every due
 * reminder is mailed once in all (the mails of both instances' mailers counted together).
 */

let inst: TwoInstances;
beforeAll(async () => {
  inst = await createTwoInstances();
  inst.a.clock.set(new Date('2026-11-22T12:00:00Z')); // Sunday; the clock is shared
  await Promise.all([inst.a.app.ctx.jobs.start({ work: true }), inst.b.app.ctx.jobs.start({ work: true })]);
});
afterAll(() => inst.close());

async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('two instances working the job queue', () => {
  it('a reminder run enqueued once is done once: each due reminder is mailed once across both instances', async () => {
    const { workspace } = await createWorkspaceWithAdmin(inst.a.app, 'Ward Q');
    const db = inst.a.database.db;
    await db
      .update(workspaces)
      .set({ plan: 'TEAM', timeZone: 'Europe/Amsterdam' })
      .where(eq(workspaces.id, workspace.id));
    await db.insert(emailSettings).values({
      workspaceId: workspace.id,
      upcomingShiftsEmail: true,
      weeklyScheduleSummary: false,
      summaryEmailTime: '20:00',
      summaryEmailDay: 0,
      summaryEmailDaysAhead: 7,
    });
    const [early] = await db
      .insert(shiftTypes)
      .values({ workspaceId: workspace.id, name: 'Early', startTime: '07:00', endTime: '15:00', order: 0 })
      .returning();
    const expected: string[] = [];
    for (let i = 0; i < 12; i++) {
      const email = `nurse${i}@example.com`;
      const [member] = await db
        .insert(staff)
        .values({ workspaceId: workspace.id, name: `Nurse ${i}`, email })
        .returning();
      await db.insert(scheduleEntries).values({
        workspaceId: workspace.id,
        entryType: 'ONE_OFF',
        date: '2026-11-23',
        shiftTypeId: early!.id,
        staffId: member!.id,
      });
      expected.push(email);
    }
    inst.a.clock.set(new Date('2026-11-22T19:00:00Z')); // 20:00 in Amsterdam

    // Both instances' timers ask for a run in the same slot: the queue keeps one.
    const asked = await Promise.all([
      inst.a.app.ctx.jobs.enqueue(REMINDER_QUEUE, {}, { singletonSeconds: 600 }),
      inst.b.app.ctx.jobs.enqueue(REMINDER_QUEUE, {}, { singletonSeconds: 600 }),
    ]);
    const ids = asked.filter((id): id is string => id !== null);
    expect(ids).toHaveLength(1);
    const run = await eventually(
      () => inst.b.app.ctx.jobs.status<TickReport>(REMINDER_QUEUE, ids[0]!),
      (s) => s?.state === 'completed',
    );
    expect(run!.result).toMatchObject({ enqueued: 12, sent: 12, failed: 0 });

    // More runs on both instances find nothing left to send.
    const more = await Promise.all(
      [inst.a, inst.b, inst.a, inst.b].map((t) => t.app.ctx.jobs.enqueue(REMINDER_QUEUE, {})),
    );
    const results = await Promise.all(
      more.map((id) =>
        eventually(
          () => inst.a.app.ctx.jobs.status<TickReport>(REMINDER_QUEUE, id!),
          (s) => s?.state === 'completed',
        ),
      ),
    );
    expect(results.map((r) => r!.result!.sent)).toEqual([0, 0, 0, 0]);

    const mailed = [...inst.a.mailer.sent, ...inst.b.mailer.sent].map((m) => m.to).sort();
    expect(mailed).toEqual([...expected].sort());
  });
});
