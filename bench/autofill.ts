import { buildApp } from '../apps/server/src/app';
import { bootLogger, openDatabase } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { ManualClock } from '../apps/server/src/lib/clock';
import { proposeFill } from '../apps/server/src/modules/autofill/autofill.service';
import { seedDemo } from '../apps/server/src/modules/demo/demo.service';
import { createWorkspace } from '../apps/server/src/modules/workspaces/workspaces.service';
import { addDays, buildSchedule } from '@openrota/domain';
import pg from 'pg';
import type { AppContext } from '../apps/server/src/context';
import { loadScheduleInput } from '../apps/server/src/modules/schedule/schedule.service';
import { freePort, initialisedDataDir, embeddedUrl } from '../apps/server/test/server-process';
import { seedScheduleWorkspace } from './schedules-seed';
import { bench } from './lib';

/**
 * Auto-fill (apps/server/src/modules/autofill/autofill.service.ts) through buildApp on an
 * embedded database, each case's whole call (loading, the checker's candidates and counting rows,
 * the solve in its worker, the re-check) by the clock and by the process's CPU time (all its
 * threads, the solver's worker included), the solver's part, the rounds and the worker's peak
 * WebAssembly heap:
 * - fill open shifts: the demo workspace's next 4 weeks (target ≤ 3 s); the 200-staff,
 *   20-pattern workspace of schedules-seed.ts in March 2026 limited to its first 100 staff, over
 *   one week and over the month (all its open shifts); the issue's case, a 100-staff month with
 *   20 open shifts (a 100-staff, 10-pattern ward of the same shape with all but 20 of March's
 *   open shifts cancelled; target ≤ 5 s);
 * - the whole roster: the demo's next 4 weeks, and the 100-staff ward's 4 weeks from 2026-03-02.
 */

const mib = (b: number) => `${(b / 2 ** 20).toFixed(0)} MiB`;

await bench('autofill', async () => {
  const dataDir = await initialisedDataDir();
  const dbPort = await freePort();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      APP_URL: 'http://127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(dbPort),
      LOG_LEVEL: 'warn',
    }),
    webDistDir: '/nonexistent',
  };
  const clock = new ManualClock(new Date());
  const opened = await openDatabase(config, bootLogger('warn'));
  const app = await buildApp({ config, db: opened.database.db, logger: false, clock });
  try {
    const demo = await seedDemo(app.ctx);
    const today = new Date().toISOString().slice(0, 10);
    // `node --import tsx autofill.ts open20 whole100` runs only the cases named (all without).
    const only = process.argv.slice(2);
    const run = async (
      name: string,
      label: string,
      workspaceId: string,
      query: Parameters<typeof proposeFill>[2],
    ) => {
      if (only.length > 0 && !only.includes(name)) return;
      const started = performance.now();
      const cpu = process.cpuUsage();
      const r = await proposeFill(app.ctx, workspaceId, { timeLimitS: 10, ...query });
      const total = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      const kept = r.keptSlotIds?.length ?? 0;
      console.log(
        `autofill ${label}: ${r.slots.length} slots, ${r.proposal.assignments.length} proposed${query.mode === 'WHOLE_ROSTER' ? ` (changes; ${kept} kept)` : ''}, ${r.proposal.unfilled.length} unfillable; ` +
          `${total.toFixed(2)} s in all, CPU ${((used.user + used.system) / 1e6).toFixed(2)} s (solver ${r.solveSeconds.toFixed(2)} s, ${r.rounds} round(s)), worker peak heap ${mib(r.peakHeapBytes)}; re-check: ${r.recheckViolations.length} hard violations${r.recheckCuts?.length ? `; combinations forbidden by the re-check: ${[...new Set(r.recheckCuts)].join(', ')} (${r.recheckCuts.length})` : ''}`,
      );
    };
    await run('demo', 'demo, next 4 weeks (target ≤ 3 s)', demo.workspace.id, {
      startDate: today,
      endDate: addDays(today, 27),
    });

    const second = await createWorkspace(
      app.ctx,
      demo.user.id,
      { name: 'Bench 200' },
      { ipAddress: null, userAgent: 'bench' },
    );
    const wanted = (...names: string[]) => only.length === 0 || names.some((n) => only.includes(n));
    if (wanted('week', 'month')) await seedScheduleWorkspace(embeddedUrl(dataDir, dbPort), second.id);
    clock.set(new Date('2026-03-01T06:00:00Z'));
    const { staff } = await import('../apps/server/src/db/schema');
    const { eq } = await import('drizzle-orm');
    const members = await app.ctx.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.workspaceId, second.id));
    const hundred = members.slice(0, 100).map((m) => m.id);
    await run('week', '100 of 200 staff, one week of March 2026', second.id, {
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      staffIds: hundred,
    });
    await run('month', '100 of 200 staff, March 2026, all open shifts', second.id, {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      staffIds: hundred,
    });

    // The issue's case: a 100-staff ward, March 2026, exactly 20 open shifts.
    const third = await createWorkspace(
      app.ctx,
      demo.user.id,
      { name: 'Bench 100' },
      { ipAddress: null, userAgent: 'bench' },
    );
    const url = embeddedUrl(dataDir, dbPort);
    await seedScheduleWorkspace(url, third.id, { staff: 100, patterns: 10 });
    const open = await keepOpen(app.ctx, url, third.id, 20);
    await run('open20', `100 staff, March 2026, ${open} open shifts (target ≤ 5 s)`, third.id, {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });

    // The whole roster: every shift that is not fixed re-decided, the rotation kept where it can be.
    clock.set(new Date());
    await run('whole-demo', 'whole roster, demo, next 4 weeks', demo.workspace.id, {
      mode: 'WHOLE_ROSTER',
      startDate: today,
      endDate: addDays(today, 27),
    });
    clock.set(new Date('2026-03-01T06:00:00Z'));
    await run('whole100', 'whole roster, 100 staff × 4 weeks from 2026-03-02', third.id, {
      mode: 'WHOLE_ROSTER',
      startDate: '2026-03-02',
      endDate: '2026-03-29',
      timeLimitS: 20,
    });
  } finally {
    await app.close();
    await opened.close();
  }
});

/**
 * Cancels all but `keep` of the workspace's open shifts in March 2026 (spread over the month):
 * a rotation's occurrence by a cancelling override, an open override by marking it cancelled, an
 * open one-off by deleting it. Answers how many are left open.
 */
async function keepOpen(ctx: AppContext, url: string, workspaceId: string, keep: number): Promise<number> {
  const range = { startDate: '2026-03-01', endDate: '2026-03-31' };
  const input = await loadScheduleInput(ctx.db, workspaceId, range);
  const open = buildSchedule(input, range, '2026-03-01').entries.filter(
    (e) => e.isUnfilled && !e.isCancelled,
  );
  const step = open.length / keep;
  const kept = new Set(Array.from({ length: keep }, (_, i) => open[Math.floor(i * step)]!.id));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const e of open) {
      if (kept.has(e.id)) continue;
      if (e.entryType === 'ROTATION')
        await client.query(
          `INSERT INTO schedule_entries (workspace_id, date, entry_type, shift_type_id, staff_id, rotation_slot_id, rotation_pattern_id, is_cancelled, description)
           VALUES ($1, $2, 'OVERRIDE', $3, NULL, $4, $5, true, 'bench: not needed')`,
          [workspaceId, e.date, e.shiftTypeId, e.rotationSlotId, e.rotationPatternId],
        );
      else if (e.entryType === 'ONE_OFF')
        await client.query('DELETE FROM schedule_entries WHERE id = $1', [e.scheduleEntryId]);
      else
        await client.query('UPDATE schedule_entries SET is_cancelled = true WHERE id = $1', [
          e.scheduleEntryId,
        ]);
    }
  } finally {
    await client.end();
  }
  const after = await loadScheduleInput(ctx.db, workspaceId, range);
  return buildSchedule(after, range, '2026-03-01').entries.filter((e) => e.isUnfilled && !e.isCancelled)
    .length;
}
