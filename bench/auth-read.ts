import { request } from '../apps/server/test/server-process';
import { bench, loadTest, ms, percentile, startBenchServer, type LoadRun } from './lib';

/**
 * The cost of being signed in: `GET /api/shift-types` (the smallest signed-in workspace read:
 * the access check of the session, the membership, its role and the workspace's licence, then
 * one query of five shift types) as a ratio of `/healthz` in the same run, against the real
 * server (production bundle, logging at warn, embedded PostgreSQL): autocannon at 10
 * keep-alive connections, alternating the two so drift in the machine's load hits both alike.
 * Target: ratio ≥ 0.3.
 */

const DURATION_S = 4;
const CONNECTIONS = 10;
const ROUNDS = 3;
const SHIFT_TYPES = 5; // the Free plan's most

const load = (port: number, path: string, headers: Record<string, string>, seconds: number) =>
  loadTest(port, path, headers, seconds, CONNECTIONS);

await bench('auth-read', async () => {
  const { port } = await startBenchServer();

  const reg = await request(port, 'POST', '/api/auth/register', {
    body: { email: 'bench@example.com', password: 'bench-password-123', name: 'Bench', termsAccepted: true },
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${reg.body}`);
  const token = (JSON.parse(reg.body) as { data: { token: string } }).data.token;
  const ws = await request(port, 'POST', '/api/workspaces', {
    headers: { authorization: `Bearer ${token}` },
    body: { name: 'Bench ward' },
  });
  if (ws.status !== 201) throw new Error(`creating the workspace answered ${ws.status}: ${ws.body}`);
  const workspaceId = (JSON.parse(ws.body) as { data: { id: string } }).data.id;
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };

  const existing = await request(port, 'GET', '/api/shift-types', { headers });
  if (existing.status !== 200) throw new Error(`shift-types answered ${existing.status}: ${existing.body}`);
  const have = (JSON.parse(existing.body) as { data: unknown[] }).data.length;
  for (let i = have; i < SHIFT_TYPES; i++) {
    const res = await request(port, 'POST', '/api/shift-types', {
      headers,
      body: { name: `Shift ${i + 1}`, shortName: `S${i + 1}`, startTime: '07:00', endTime: '15:00' },
    });
    if (res.status !== 201) throw new Error(`creating a shift type answered ${res.status}: ${res.body}`);
  }

  // Warm both up (JIT, connection pools), then alternate.
  await load(port, '/healthz', {}, 1);
  await load(port, '/api/shift-types', headers, 1);
  const runs = { health: [] as LoadRun[], shiftTypes: [] as LoadRun[] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.health.push(await load(port, '/healthz', {}, DURATION_S));
    runs.shiftTypes.push(await load(port, '/api/shift-types', headers, DURATION_S));
  }
  const bestOf = (list: LoadRun[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
  const health = bestOf(runs.health);
  const read = bestOf(runs.shiftTypes);
  const line = (label: string, run: LoadRun) =>
    `${label}: ${Math.round(run.rps)} req/s, p50 ${ms(percentile(run.latencies, 50))}, p95 ${ms(percentile(run.latencies, 95))}`;
  console.log(`auth-read: ${line('/healthz', health)}`);
  console.log(`auth-read: ${line(`GET /api/shift-types (${SHIFT_TYPES} shift types)`, read)}`);
  console.log(
    `auth-read: ratio ${(read.rps / health.rps).toFixed(3)} (target >= 0.3; ${CONNECTIONS} connections, best of ${ROUNDS} x ${DURATION_S} s each)`,
  );
});
