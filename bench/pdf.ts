import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { bootLogger, openDatabase } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import pg from 'pg';
import { embeddedUrl, freePort, initialisedDataDir, startServer } from '../apps/server/test/server-process';
import { bench, median, ms, percentile } from './lib';

/**
 * The PDF month calendar of a 50-staff workspace (~12 shifts a day, absences, conflicts):
 *
 * 1. Through the shipped bundle (dist/main.js + dist/pdf.worker.js as a child process): time
 *    per request, and /healthz latency measured from outside while PDFs render.
 * 2. Through buildApp in this process (the same routes, from source), with
 *    perf_hooks.monitorEventLoopDelay on this process's loop, i.e. the server's own, while the
 *    same requests run over HTTP: the event-loop delay the rendering causes (it runs in a
 *    worker thread, so it should cause none).
 *
 * Targets: ≤ 2 s per request, event-loop delay p99 ≤ 50 ms.
 */

const STAFF = 50;
const REQUESTS = 10;
const MONTH = '2026-03';
const QUERY = `month=${MONTH}&showAbsences=true&showConflicts=true&showFullStaffNames=true&username=Bench`;

/** A 4-week rotation: every day 4 Early, 4 Late, 2 Night and 2 Day slots, staff round-robin. */
function rotation() {
  const names = Array.from({ length: STAFF }, (_, i) => `Bench Person ${String(i + 1).padStart(2, '0')}`);
  const types = [
    { name: 'Early', shortName: 'E', color: '#f59e0b', startTime: '07:00', endTime: '15:00', per: 4 },
    { name: 'Late', shortName: 'L', color: '#3b82f6', startTime: '15:00', endTime: '23:00', per: 4 },
    { name: 'Night', shortName: 'N', color: '#6366f1', startTime: '23:00', endTime: '07:00', per: 2 },
    { name: 'Day', shortName: 'D', color: '#10b981', startTime: '09:00', endTime: '17:00', per: 2 },
  ];
  const slots: Array<{ week: number; day: number; shiftType: string; staff?: string }> = [];
  let next = 0;
  for (let week = 1; week <= 4; week++) {
    for (let day = 0; day < 7; day++) {
      for (const t of types) {
        for (let k = 0; k < t.per; k++) {
          // One slot in 20 stays open.
          slots.push(
            next % 20 === 19
              ? { week, day, shiftType: t.name }
              : { week, day, shiftType: t.name, staff: names[next % STAFF]! },
          );
          next++;
        }
      }
    }
  }
  return {
    format: 'openrota-rotation',
    version: 1,
    weekCount: 4,
    shiftTypes: types.map(({ per: _per, ...t }) => t),
    staff: names.map((name) => ({ name, skills: types.map((t) => t.name) })),
    slots,
  };
}

async function api(
  base: string,
  method: string,
  path: string,
  options: { token?: string; workspaceId?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.workspaceId) headers['x-workspace-id'] = options.workspaceId;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The 50 staff exceed the Free plan (6): the workspace goes to Professional, as an operator's `licence` command would. */
async function onProfessionalPlan(dbUrl: string, workspaceId: string): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(`UPDATE workspaces SET plan = 'TEAM' WHERE id = $1`, [workspaceId]);
  } finally {
    await client.end();
  }
}

/** Registers, creates the workspace (Professional plan), imports the rotation, records 10 absences; returns the PDF caller's headers. */
async function seed(base: string, dbUrl: string): Promise<Record<string, string>> {
  const reg = await api(base, 'POST', '/api/auth/register', {
    body: {
      email: 'pdf-bench@example.com',
      password: 'bench-password-123',
      name: 'Bench',
      termsAccepted: true,
    },
  });
  const token: string = reg.token;
  const ws = await api(base, 'POST', '/api/workspaces', { token, body: { name: 'Bench ward' } });
  const workspaceId: string = ws.data.id;
  await onProfessionalPlan(dbUrl, workspaceId);
  await api(base, 'POST', '/api/rotation-patterns/import', {
    token,
    workspaceId,
    body: { data: rotation(), patternName: 'Bench rota', startDate: '2026-02-02' },
  });
  const staff: Array<{ id: string }> = (await api(base, 'GET', '/api/staff', { token, workspaceId })).data;
  if (staff.length !== STAFF) throw new Error(`expected ${STAFF} staff, got ${staff.length}`);
  for (let i = 0; i < 10; i++) {
    const start = `2026-03-${String(2 + i * 2).padStart(2, '0')}`;
    const end = `2026-03-${String(4 + i * 2).padStart(2, '0')}`;
    await api(base, 'POST', '/api/absences', {
      token,
      workspaceId,
      body: { staffId: staff[i * 5]!.id, startDate: start, endDate: end, type: 'VACATION' },
    });
  }
  return { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };
}

async function getPdf(
  base: string,
  headers: Record<string, string>,
): Promise<{ time: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/schedules/pdf-calendar?${QUERY}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const time = performance.now() - started;
  if (res.status !== 200 || body.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new Error(`PDF answered ${res.status}: ${body.toString('utf8', 0, 300)}`);
  return { time, bytes: body.length };
}

const RESOLUTION_MS = 1;

/**
 * Event-loop delay of this process while `body` runs: the histogram records the time between
 * timer ticks, so the sampling interval is subtracted to leave the delay.
 */
async function loopDelay<T>(
  body: () => Promise<T>,
): Promise<{ result: T; p50: number; p99: number; max: number }> {
  const h = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  h.enable();
  const result = await body();
  h.disable();
  const delay = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  return { result, p50: delay(h.percentile(50)), p99: delay(h.percentile(99)), max: delay(h.max) };
}

/** /healthz calls one after another for `durationMs`. */
async function pollHealth(base: string, durationMs: number): Promise<number> {
  const end = performance.now() + durationMs;
  let calls = 0;
  while (performance.now() < end) {
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    calls++;
  }
  return calls;
}

/** REQUESTS sequential PDFs while a second loop polls /healthz; returns both sets of timings. */
async function run(base: string, headers: Record<string, string>) {
  await getPdf(base, headers); // warm-up: starts the worker thread
  let rendering = true;
  const health: number[] = [];
  const poll = (async () => {
    while (rendering) {
      const s = performance.now();
      const res = await fetch(`${base}/healthz`);
      await res.arrayBuffer();
      if (rendering) health.push(performance.now() - s);
    }
  })();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const r = await getPdf(base, headers);
    times.push(r.time);
    bytes = r.bytes;
  }
  rendering = false;
  await poll;
  return { times: times.sort((a, b) => a - b), health: health.sort((a, b) => a - b), bytes };
}

await bench('pdf', async () => {
  // 1. The shipped bundle as a child process.
  const port = await freePort();
  const childDataDir = await initialisedDataDir();
  const childDbPort = await freePort();
  const server = startServer({
    dataDir: childDataDir,
    port,
    dbPort: childDbPort,
    env: { LOG_LEVEL: 'warn' },
  });
  await server.ready(60_000);
  const base = `http://127.0.0.1:${port}`;
  const bundled = await run(base, await seed(base, embeddedUrl(childDataDir, childDbPort)));
  console.log(
    `pdf (bundle): ${STAFF}-staff month, ${(bundled.bytes / 1024).toFixed(0)} KiB: p50 ${ms(median(bundled.times))}, max ${ms(bundled.times.at(-1)!)} per request (${REQUESTS} sequential; target ≤ 2 s); ` +
      `/healthz meanwhile: p50 ${ms(percentile(bundled.health, 50))}, p99 ${ms(percentile(bundled.health, 99))}, max ${ms(bundled.health.at(-1)!)} (${bundled.health.length} calls)`,
  );
  server.kill('SIGTERM');
  await server.exit(20_000);

  // 2. buildApp in this process, its event loop monitored.
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
  const opened = await openDatabase(config, bootLogger('warn'));
  const app = await buildApp({ config, db: opened.database.db, logger: false });
  try {
    const local = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await seed(local, embeddedUrl(dataDir, dbPort));
    await getPdf(local, headers); // warm-up outside the measurement
    // Baseline: the same /healthz polling for as long, without PDFs (a busy machine shows here too).
    const idle = await loopDelay(() => pollHealth(local, 2_000));
    const busy = await loopDelay(() => run(local, headers));
    const inProcess = busy.result;
    console.log(
      `pdf (in-process): p50 ${ms(median(inProcess.times))}, max ${ms(inProcess.times.at(-1)!)} per request; ` +
        `server event-loop delay while rendering: p50 ${ms(busy.p50)}, p99 ${ms(busy.p99)}, max ${ms(busy.max)} (target p99 ≤ 50 ms); ` +
        `without PDFs: p50 ${ms(idle.p50)}, p99 ${ms(idle.p99)}, max ${ms(idle.max)}`,
    );
  } finally {
    await app.close();
    await opened.close();
  }
});
