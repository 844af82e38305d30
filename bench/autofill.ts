import { buildApp } from '../apps/server/src/app';
import { bootLogger, openDatabase } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { ManualClock } from '../apps/server/src/lib/clock';
import { proposeFill } from '../apps/server/src/modules/autofill/autofill.service';
import { seedDemo } from '../apps/server/src/modules/demo/demo.service';
import { createWorkspace } from '../apps/server/src/modules/workspaces/workspaces.service';
import { addDays } from '@openrota/domain';
import { freePort, initialisedDataDir, embeddedUrl } from '../apps/server/test/server-process';
import { seedScheduleWorkspace } from './schedules-seed';
import { bench } from './lib';

/**
 * Fill open shifts (apps/server/src/modules/autofill/autofill.service.ts) through buildApp on an
 * embedded database: (1) the demo workspace's next 4 weeks (`npm run demo`'s ward), target ≤ 3 s;
 * (2) the 200-staff, 20-pattern workspace of schedules-seed.ts in March 2026 (one requirement in
 * 20 left open), limited to its first 100 staff and to one week of open shifts, and to the whole
 * month; target for a 100-staff month with 20 open shifts ≤ 5 s. Prints the open shifts, how
 * many were proposed, the time of the whole call (loading, the checker's candidates, the solve in
 * its worker, the re-check) and the solver's part, and the worker's WebAssembly heap.
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
    const run = async (label: string, workspaceId: string, query: Parameters<typeof proposeFill>[2]) => {
      const started = performance.now();
      const r = await proposeFill(app.ctx, workspaceId, { timeLimitS: 10, ...query });
      const total = (performance.now() - started) / 1000;
      console.log(
        `autofill ${label}: ${r.slots.length} open shifts, ${r.proposal.assignments.length} proposed, ${r.proposal.unfilled.length} unfillable; ` +
          `${total.toFixed(2)} s in all (solver ${r.solveSeconds.toFixed(2)} s, ${r.rounds} round(s)), worker heap ${mib(r.peakHeapBytes)}; re-check: ${r.recheckViolations.length} hard violations`,
      );
    };
    await run('demo, next 4 weeks (target ≤ 3 s)', demo.workspace.id, {
      startDate: today,
      endDate: addDays(today, 27),
    });

    const second = await createWorkspace(
      app.ctx,
      demo.user.id,
      { name: 'Bench 200' },
      { ipAddress: null, userAgent: 'bench' },
    );
    await seedScheduleWorkspace(embeddedUrl(dataDir, dbPort), second.id);
    clock.set(new Date('2026-03-01T06:00:00Z'));
    const { staff } = await import('../apps/server/src/db/schema');
    const { eq } = await import('drizzle-orm');
    const members = await app.ctx.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.workspaceId, second.id));
    const hundred = members.slice(0, 100).map((m) => m.id);
    await run('100 of 200 staff, one week of March 2026', second.id, {
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      staffIds: hundred,
    });
    await run('100 of 200 staff, March 2026 (target ≤ 5 s for 20 open)', second.id, {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      staffIds: hundred,
    });
  } finally {
    await app.close();
    await opened.close();
  }
});
