import pg from 'pg';
import { request } from '../apps/server/test/server-process';
import { bench, loadTest, ms, percentile, type LoadRun } from './lib';
import { STAFF, startSeededServer } from './schedules-seed';

/**
 * Calendar feeds (docs/adr/0011-calendar-feeds.md) on the 200-staff, 20-pattern workspace of
 * `schedules-seed.ts`, every member with a feed (30 days back to 180 ahead of today):
 * - one member's feed, 100 sequential requests each: uncached (the schedule version raised
 *   before each, so each poll computes the window, compares it with the stored state and
 *   writes the body), the first poll of each other feed at that version (the window computed
 *   once for all), cached (no conditional header: the body kept under its ETag) and
 *   revalidated (If-None-Match: 304), beside /healthz asked the same way, as ratios of /healthz;
 * - GET /api/schedules (one month, 10 connections) p95 alone and while calendar apps poll the
 *   200 feeds 1,000 times a minute (no conditional header, as Google does), alternated three
 *   times (the median of each).
 * Polls go round the 200 tokens, so no token passes its 30-a-minute limit.
 */
const SEQUENTIAL = 100;
const DURATION_S = 5;
const POLLS_PER_MINUTE = 1000;
const MONTH = '/api/schedules?startDate=2026-03-01&endDate=2026-03-31';

async function timed(
  port: number,
  n: number,
  path: (i: number) => string,
  before?: () => Promise<void>,
  headers?: (i: number) => Record<string, string>,
) {
  const times: number[] = [];
  for (let i = 0; i < n + 5; i++) {
    if (before) await before();
    const started = performance.now();
    const res = await request(port, 'GET', path(i), { headers: headers?.(i) ?? {} });
    const took = performance.now() - started;
    if (res.status >= 400) throw new Error(`${path(i)} answered ${res.status}: ${res.body.slice(0, 300)}`);
    if (i >= 5) times.push(took); // the first ones warm up
  }
  return times.sort((a, b) => a - b);
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

await bench('feeds', async () => {
  const { port, url, adminToken, workspaceId } = await startSeededServer();
  const auth = { authorization: `Bearer ${adminToken}`, 'x-workspace-id': workspaceId };
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  try {
    const staffIds = (
      await sql.query<{ id: string }>('SELECT id FROM staff WHERE workspace_id = $1 ORDER BY name', [
        workspaceId,
      ])
    ).rows.map((r) => r.id);
    const paths: string[] = [];
    for (const id of staffIds) {
      const res = await request(port, 'POST', `/api/staff/${id}/calendar-feed`, { headers: auth });
      if (res.status !== 200) throw new Error(`feed answered ${res.status}: ${res.body}`);
      paths.push(new URL(JSON.parse(res.body).data.httpsUrl).pathname);
    }
    const first = await request(port, 'GET', paths[0]!);
    const events = (first.body.match(/BEGIN:VEVENT/g) ?? []).length;
    console.log(
      `feeds: ${STAFF} staff with a feed each; one member's feed: ${events} events, ${Math.round(Buffer.byteLength(first.body) / 1024)} KiB`,
    );

    // One member's feed: each request goes to another member's token's turn so the 30/min limit holds.
    const bump = async () =>
      void (await sql.query('UPDATE workspaces SET updated_at = now() WHERE id = $1', [workspaceId]));
    const feedOf = (i: number) => paths[i % paths.length]!;
    const health = await timed(port, SEQUENTIAL, () => '/healthz');
    const uncached = await timed(port, SEQUENTIAL, feedOf, bump);
    const firstPolls = await timed(port, SEQUENTIAL, feedOf);
    const cached = await timed(port, SEQUENTIAL, feedOf);
    const tags = new Map<string, string>();
    for (const p of paths) tags.set(p, (await request(port, 'GET', p)).headers.etag as string);
    const revalidated = await timed(port, SEQUENTIAL, feedOf, undefined, (i) => ({
      'if-none-match': tags.get(feedOf(i))!,
    }));
    const line = (label: string, xs: number[]) =>
      console.log(
        `feeds: ${label}: p50 ${ms(percentile(xs, 50))}, p95 ${ms(percentile(xs, 95))}, mean ${ms(mean(xs))}, ratio to /healthz ${(mean(health) / mean(xs)).toFixed(3)}`,
      );
    line('/healthz (reference, sequential)', health);
    line('feed uncached (schedule changed before each)', uncached);
    line('first poll of each feed at a version (window shared, each feed compared and written)', firstPolls);
    line('feed cached (no conditional header, body kept under its ETag)', cached);
    line('feed revalidated (If-None-Match, 304)', revalidated);

    // GET /schedules p95 alone and under 1,000 feed polls a minute, in the steady state of an
    // unchanged schedule (every feed polled once first: its body is made once per version).
    for (const p of paths) await request(port, 'GET', p);
    await loadTest(port, MONTH, auth, 1, 10);
    const poll = () => {
      let i = 0;
      let stopped = false;
      const interval = 60_000 / POLLS_PER_MINUTE;
      const started = performance.now();
      let sent = 0;
      const tick = async () => {
        while (!stopped) {
          const due = started + sent * interval;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          sent++;
          void request(port, 'GET', paths[i++ % paths.length]!).catch(() => undefined);
        }
      };
      void tick();
      return () => {
        stopped = true;
        return sent / ((performance.now() - started) / 60_000);
      };
    };
    const alone: LoadRun[] = [];
    const polled: LoadRun[] = [];
    let rate = 0;
    for (let round = 0; round < 3; round++) {
      alone.push(await loadTest(port, MONTH, auth, DURATION_S, 10));
      const stop = poll();
      polled.push(await loadTest(port, MONTH, auth, DURATION_S, 10));
      rate = stop();
    }
    const best = (xs: LoadRun[]) => xs.map((r) => percentile(r.latencies, 95)).sort((x, y) => x - y)[1]!;
    const a = best(alone);
    const b = best(polled);
    console.log(
      `feeds: GET /api/schedules (one month, 10 connections; median of 3 alternated runs) p95 alone ${ms(a)}, with ${Math.round(rate)} feed polls a minute ${ms(b)}: ${(((b - a) / a) * 100).toFixed(1)} % (target <= 10 %)`,
    );
  } finally {
    await sql.end();
  }
});
