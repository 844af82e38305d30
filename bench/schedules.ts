import http from 'node:http';
import pg from 'pg';
import { request } from '../apps/server/test/server-process';
import { bench, loadTest, ms, percentile, type LoadRun } from './lib';
import { PATTERNS, STAFF, startSeededServer } from './schedules-seed';

/**
 * GET /api/schedules for one calendar month of a 200-staff, 20-pattern workspace against the
 * real server (production bundle, logging at warn), loaded by autocannon at 10 concurrent
 * keep-alive connections; p50 / p95 latency and requests per second, and /healthz throughput
 * in the same run with the ratio. Target: p95 ≤ 50 ms.
 *
 * The workspace (seeded with direct SQL, fast): 8 shift types; 200 staff with 3 skills each;
 * 20 active 4-week patterns starting 2026-01-05, each worked by its own 10 staff: 2 Early,
 * 2 Late and 1 Night on weekdays, 1 of each at weekends (124 requirements a pattern, about
 * one in 20 left unassigned); in the month 100 overrides or claims, 40 one-offs and 30 absences.
 */

const MONTH = { startDate: '2026-03-01', endDate: '2026-03-31' };
const DURATION_S = 5;
const CONNECTIONS = 10;
const COLD_REQUESTS = 20;

/** Bytes on the wire (still compressed) of one response. */
function bodyBytes(port: number, urlPath: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => resolve(n));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const load = (
  port: number,
  path: string,
  headers: Record<string, string>,
  seconds: number,
  expect: '2xx' | '304' = '2xx',
) => loadTest(port, path, headers, seconds, CONNECTIONS, expect);

await bench('schedules', async () => {
  const { port, url, adminToken: token, workspaceId, seeded } = await startSeededServer();

  const auth = { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };
  const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const path = `/api/schedules?startDate=${MONTH.startDate}&endDate=${MONTH.endDate}`;
  // The same read without the working-time violations (docs/product/working-time.md#where-the-checker-acts).
  const plainPath = `${path}&violations=false`;
  const first = await request(port, 'GET', path, { headers: auth });
  if (first.status !== 200)
    throw new Error(`schedules answered ${first.status}: ${first.body.slice(0, 500)}`);
  const entries = JSON.parse(first.body).data.entries.length as number;
  const violations = JSON.parse(first.body).data.violations.length as number;
  const compressed = await bodyBytes(port, path, browser);
  // The debug read carries each entry's calculation details, which GET /schedules leaves out.
  const debug = await request(
    port,
    'GET',
    `/api/schedules/debug?startDate=${MONTH.startDate}&endDate=${MONTH.endDate}`,
    {
      headers: auth,
    },
  );
  if (debug.status !== 200) throw new Error(`schedules/debug answered ${debug.status}`);
  const jsonBytes = Buffer.byteLength(first.body);
  console.log(
    `schedules: ${STAFF} staff, ${PATTERNS} patterns (${seeded.slots} requirements, ${seeded.assignments} assigned); ${MONTH.startDate} … ${MONTH.endDate}: ${entries} entries, ${Math.round(jsonBytes / 1024)} KiB JSON, ${Math.round(jsonBytes / entries)} bytes per entry (${Math.round(compressed / 1024)} KiB, ${(compressed / entries).toFixed(1)} bytes per entry with brotli), ${violations} violations; GET /api/schedules/debug ${Math.round(Buffer.byteLength(debug.body) / 1024)} KiB JSON`,
  );

  // Cold: every request after a change (a touched workspace row), so each one loads, computes and serialises.
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const coldRun = async (target: string) => {
    const times: number[] = [];
    for (let i = 0; i < COLD_REQUESTS + 3; i++) {
      await sql.query('UPDATE workspaces SET updated_at = now() WHERE id = $1', [workspaceId]);
      const started = performance.now();
      const res = await request(port, 'GET', target, { headers: browser });
      if (res.status !== 200) throw new Error(`schedules answered ${res.status}`);
      if (i >= 3) times.push(performance.now() - started); // the first ones warm the JIT up
    }
    return times.sort((a, b) => a - b);
  };
  // Cold after a change the schedule shows: one stored override in the month, its staff member
  // swapped before each request, so the entries and the violations really change.
  const overrideRun = async () => {
    const { rows } = await sql.query<{ id: string; staff_id: string }>(
      `SELECT id, staff_id FROM schedule_entries WHERE workspace_id = $1 AND entry_type = 'OVERRIDE' AND staff_id IS NOT NULL ORDER BY date, id LIMIT 1`,
      [workspaceId],
    );
    const { rows: others } = await sql.query<{ id: string }>(
      `SELECT id FROM staff WHERE workspace_id = $1 AND id <> $2 ORDER BY name LIMIT 1`,
      [workspaceId, rows[0]!.staff_id],
    );
    const people = [rows[0]!.staff_id, others[0]!.id];
    const times: number[] = [];
    for (let i = 0; i < COLD_REQUESTS + 3; i++) {
      await sql.query('UPDATE schedule_entries SET staff_id = $2 WHERE id = $1', [
        rows[0]!.id,
        people[i % 2],
      ]);
      const started = performance.now();
      const res = await request(port, 'GET', path, { headers: browser });
      if (res.status !== 200) throw new Error(`schedules answered ${res.status}`);
      if (i >= 3) times.push(performance.now() - started);
    }
    await sql.query('UPDATE schedule_entries SET staff_id = $2 WHERE id = $1', [rows[0]!.id, people[0]]);
    return times.sort((a, b) => a - b);
  };
  let cold: number[];
  let coldPlain: number[];
  let coldChanged: number[];
  try {
    cold = await coldRun(path);
    coldPlain = await coldRun(plainPath);
    coldChanged = await overrideRun();
  } finally {
    await sql.end();
  }
  console.log(
    `schedules: cold (data changed before each request, ${COLD_REQUESTS} sequential): p50 ${ms(percentile(cold, 50))}, p95 ${ms(percentile(cold, 95))}; without violations p50 ${ms(percentile(coldPlain, 50))}, p95 ${ms(percentile(coldPlain, 95))}`,
  );
  console.log(
    `schedules: cold after a change the schedule shows (an override's person swapped before each request, ${COLD_REQUESTS} sequential): p50 ${ms(percentile(coldChanged, 50))}, p95 ${ms(percentile(coldChanged, 95))}`,
  );

  // The tag of the schedule as it is now (the cold runs changed it).
  const etag = (await request(port, 'GET', path, { headers: browser })).headers.etag;
  if (typeof etag !== 'string') throw new Error('schedules answered without an ETag');
  // Warm both up (JIT, pools), then alternate so drift in the machine's load hits all alike.
  await load(port, path, browser, 1);
  await load(port, '/healthz', {}, 1);
  const runs = {
    browser: [] as LoadRun[],
    plain: [] as LoadRun[],
    identity: [] as LoadRun[],
    notModified: [] as LoadRun[],
    shiftTypes: [] as LoadRun[],
    health: [] as LoadRun[],
  };
  for (let round = 0; round < 2; round++) {
    runs.browser.push(await load(port, path, browser, DURATION_S));
    runs.plain.push(await load(port, plainPath, browser, DURATION_S));
    runs.identity.push(await load(port, path, auth, DURATION_S));
    runs.notModified.push(await load(port, path, { ...browser, 'if-none-match': etag }, DURATION_S, '304'));
    runs.shiftTypes.push(await load(port, '/api/shift-types', auth, DURATION_S));
    runs.health.push(await load(port, '/healthz', {}, DURATION_S));
  }
  const bestOf = (list: LoadRun[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
  const health = bestOf(runs.health).rps;
  const report = (label: string, run: LoadRun) =>
    console.log(
      `schedules: GET /api/schedules ${label}: p50 ${ms(percentile(run.latencies, 50))}, p95 ${ms(percentile(run.latencies, 95))}, max ${ms(run.latencies.at(-1)!)}, ${Math.round(run.rps)} req/s, ratio to /healthz ${(run.rps / health).toFixed(4)}`,
    );
  report('as the browser asks (br)', bestOf(runs.browser));
  report('as the browser asks, without violations', bestOf(runs.plain));
  console.log(
    `schedules: with violations / without: ${(bestOf(runs.browser).rps / bestOf(runs.plain).rps).toFixed(3)} (target >= 0.8)`,
  );
  report('uncompressed', bestOf(runs.identity));
  report('revalidated (If-None-Match, 304)', bestOf(runs.notModified));
  console.log(
    `schedules: targets (issue 14): warm (br) / healthz ${(bestOf(runs.browser).rps / health).toFixed(3)} >= 0.2; 304 / healthz ${(bestOf(runs.notModified).rps / health).toFixed(3)} >= 0.5; cold p95 ${ms(percentile(cold, 95))} <= 40 ms`,
  );
  // For scale: a small signed-in read (session and membership checks plus one query).
  const st = bestOf(runs.shiftTypes);
  console.log(
    `schedules: reference GET /api/shift-types: p50 ${ms(percentile(st.latencies, 50))}, p95 ${ms(percentile(st.latencies, 95))}, ${Math.round(st.rps)} req/s`,
  );
  console.log(
    `schedules: /healthz ${Math.round(health)} req/s in the same run (target p95 <= 50 ms; ${CONNECTIONS} connections, best of 2 x ${DURATION_S} s each)`,
  );
});
