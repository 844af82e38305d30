import { BACKUP_MAX_ITEMS } from '@openrota/contracts';
import { bench, ms, percentile, startBenchServer } from './lib';

/**
 * POST /api/workspaces/restore through the shipped bundle, of an edited backup of 20,000 staff
 * (issue 10: restored into a Free workspace in 4.5 s while /healthz waited a second; now
 * refused) and of the largest backup allowed (BACKUP_MAX_ITEMS.staff staff with two skills
 * each; RESTORE_STAFF=n for another size). Prints each restore's time and the /healthz latency
 * polled from outside meanwhile, as ratios of /healthz without a restore in the same run.
 * Target: /healthz max during a restore within 2× of its max without one.
 */

const SIZES = process.env.RESTORE_STAFF
  ? [Number(process.env.RESTORE_STAFF)]
  : [20_000, BACKUP_MAX_ITEMS.staff];
const BASELINE_MS = 1500;

/** `body` as a value, or as JSON text already made (so that this process is not busy making it while it times /healthz). */
async function api(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const text = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: text } : {}),
  });
  return { status: res.status, text: await res.text() };
}

/** A version-2 backup with `staff` members sharing two skills (docs/backup-format.md). */
function bigBackup(staff: number) {
  const shiftTypes = ['Early', 'Late'].map((name, i) => ({
    id: `st${i}`,
    name,
    shortName: name[0],
    color: '#3b82f6',
    startTime: '07:00',
    endTime: '15:00',
    order: i,
    description: null,
  }));
  return {
    version: 2,
    exportedAt: '2026-11-25T12:00:00.000Z',
    workspace: {
      name: 'Huge ward',
      slug: 'huge-ward',
      timeZone: 'Europe/Amsterdam',
      onboardingCompleted: true,
      featureFlags: { staffLoginEnabled: false, publicStaffList: false },
      settings: { maxSelfPlanningDays: 30, absencesMinDelay: 0 },
    },
    shiftTypes,
    staff: Array.from({ length: staff }, (_, i) => ({
      id: `s${i}`,
      name: `Person ${i}`,
      shortName: `P${i}`,
      email: `p${i}@example.com`,
      phone: null,
      active: true,
      skills: shiftTypes.map((t) => ({ shiftTypeId: t.id })),
    })),
    rotationPatterns: [],
    absences: [],
    scheduleEntries: [],
  };
}

/** /healthz one after another until `done` settles; answers every latency, sorted. */
async function pollHealth(base: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const times: number[] = [];
  while (!finished) {
    const started = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const line = (what: string, t: number[], base: number[]) =>
  `${what}: p50 ${ms(percentile(t, 50))}, p99 ${ms(percentile(t, 99))} (${(percentile(t, 99) / percentile(base, 99)).toFixed(1)}× baseline), max ${ms(t.at(-1)!)} (${(t.at(-1)! / base.at(-1)!).toFixed(1)}× baseline), ${t.length} calls`;

await bench('restore', async () => {
  const { port } = await startBenchServer();
  const base = `http://127.0.0.1:${port}`;
  const reg = await api(base, 'POST', '/api/auth/register', {
    body: {
      email: 'restore-bench@example.com',
      password: 'bench-password-123',
      name: 'Bench',
      termsAccepted: true,
    },
  });
  const token = (JSON.parse(reg.text) as { token: string }).token;
  const baseline = await pollHealth(base, new Promise((r) => setTimeout(r, BASELINE_MS)));
  console.log(line('/healthz without a restore', baseline, baseline));
  for (const staff of SIZES) {
    const body = JSON.stringify({ name: `Restored ward of ${staff}`, backupData: bigBackup(staff) });
    const started = performance.now();
    const restore = api(base, 'POST', '/api/workspaces/restore', { token, body });
    const during = await pollHealth(base, restore);
    const answer = await restore;
    const took = performance.now() - started;
    console.log(
      `restore of ${staff} staff (${(body.length / 1024 / 1024).toFixed(1)} MiB): ${answer.status} in ${ms(took)}${answer.status >= 300 ? ` (${JSON.parse(answer.text).error})` : ''}`,
    );
    console.log(line('  /healthz meanwhile', during, baseline));
  }
});
