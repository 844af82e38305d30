import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/database';
import { createTestDatabase } from '../../../test/helpers';
import { JobQueue, type JobContext } from './job-queue';

/**
 * The job queue (pg-boss) on a real PostgreSQL, as two server instances use it: two JobQueues,
 * each on its own connection pool, both working the same queues.
 */

const log = pino({ level: 'silent' });
let database: Database & { url: string };
let second: Database;
const queues: JobQueue[] = [];
beforeEach(async () => {
  database = await createTestDatabase();
  second = connectDatabase(database.url, { max: 3 });
});
afterEach(async () => {
  for (const q of queues.splice(0)) await q.stop();
  await second.close();
  await database.close();
});

function queue(db: Database, options: ConstructorParameters<typeof JobQueue>[2] = {}) {
  const q = new JobQueue(db.db, log, { pollingIntervalSeconds: 0.5, ...options });
  queues.push(q);
  return q;
}

async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A promise with its resolve, for handlers that wait for the test. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('two instances working one queue', () => {
  it('every job enqueued (on either instance) is done exactly once, by one of the two', async () => {
    const done: Array<{ instance: string; n: number }> = [];
    const a = queue(database);
    const b = queue(second);
    for (const [name, q] of [
      ['a', a],
      ['b', b],
    ] as const) {
      q.define<{ n: number }, { n: number }>('count', async ({ n }) => {
        done.push({ instance: name, n });
        await new Promise((r) => setTimeout(r, 5));
        return { n };
      });
    }
    await Promise.all([a.start({ work: true }), b.start({ work: true })]);
    const ids: string[] = [];
    for (let n = 0; n < 30; n++) ids.push((await (n % 2 ? a : b).enqueue('count', { n }))!);
    const statuses = await eventually(
      () => Promise.all(ids.map((id) => a.status<{ n: number }>('count', id))),
      (all) => all.every((s) => s?.state === 'completed'),
    );
    expect(statuses.map((s) => s!.result)).toEqual(ids.map((_, n) => ({ n })));
    expect(done.map((d) => d.n).sort((x, y) => x - y)).toEqual(ids.map((_, n) => n));
  });

  it('with concurrency 2, a job enqueued while one runs starts at once on the idle worker, not at its next poll', async () => {
    // Polls 60 s apart: only the wake-up of enqueue() can start the second job in time.
    const q = queue(database, { pollingIntervalSeconds: 60 });
    const first = gate();
    const started: string[] = [];
    q.define<{ name: string }, null>(
      'pair',
      async ({ name }) => {
        started.push(name);
        if (name === 'first') await first.opened;
        return null;
      },
      { concurrency: 2 },
    );
    await q.start({ work: true });
    await q.enqueue('pair', { name: 'first' });
    await eventually(
      async () => started,
      (s) => s.includes('first'),
      10_000,
    );
    const second = (await q.enqueue('pair', { name: 'second' }))!;
    await eventually(
      () => q.status('pair', second),
      (s) => s?.state === 'completed',
      10_000,
    );
    expect(started).toEqual(['first', 'second']);
    first.open();
  });

  it('enqueued with singletonSeconds from both instances in one slot: one job', async () => {
    const a = queue(database);
    const b = queue(second);
    a.define('tick', async () => null);
    b.define('tick', async () => null);
    const [x, y] = await Promise.all([
      a.enqueue('tick', {}, { singletonSeconds: 600 }),
      b.enqueue('tick', {}, { singletonSeconds: 600 }),
    ]);
    expect([x, y].filter((id) => id !== null)).toHaveLength(1);
  });

  it('a singleton queue runs one job at a time across instances', async () => {
    let running = 0;
    let most = 0;
    const a = queue(database);
    const b = queue(second);
    for (const q of [a, b])
      q.define(
        'solo',
        async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 100));
          running -= 1;
          return null;
        },
        { policy: 'singleton' },
      );
    await Promise.all([a.start({ work: true }), b.start({ work: true })]);
    const ids = await Promise.all([0, 1, 2, 3].map((i) => (i % 2 ? a : b).enqueue('solo', {})));
    await eventually(
      () => Promise.all(ids.map((id) => a.status('solo', id!))),
      (all) => all.every((s) => s?.state === 'completed'),
    );
    expect(most).toBe(1);
  });
});

describe('a long job polled for its state and progress (the API for auto-fill solves)', () => {
  it('shows created, then active with its progress on the other instance, then completed with the result', async () => {
    const step = gate();
    const finish = gate();
    const a = queue(database);
    const b = queue(second);
    a.define('solve', async () => null);
    b.define<{ workspaceId: string }, { filled: number }>('solve', async (_data, job: JobContext) => {
      await job.reportProgress({ done: 1, total: 3, message: 'week 1' });
      step.open();
      await finish.opened;
      return { filled: 42 };
    });
    const ws = '11111111-1111-4111-8111-111111111111';
    const id = (await a.enqueue('solve', { workspaceId: ws }))!;
    expect(await a.status('solve', id, { workspaceId: ws })).toMatchObject({
      state: 'created',
      progress: null,
    });
    await b.start({ work: true });
    await step.opened;
    expect(await a.status('solve', id, { workspaceId: ws })).toMatchObject({
      state: 'active',
      progress: { done: 1, total: 3, message: 'week 1' },
      result: null,
    });
    // Another workspace, an unknown id or a malformed one: as if there were none (a 404).
    expect(await a.status('solve', id, { workspaceId: '22222222-2222-4222-8222-222222222222' })).toBeNull();
    expect(await a.status('solve', '33333333-3333-4333-8333-333333333333')).toBeNull();
    expect(await a.status('solve', 'not-a-uuid')).toBeNull();
    finish.open();
    const end = await eventually(
      () => a.status<{ filled: number }>('solve', id, { workspaceId: ws }),
      (s) => s?.state === 'completed',
    );
    expect(end).toMatchObject({ state: 'completed', progress: null, result: { filled: 42 }, error: null });
    expect(end!.completedAt).toBeInstanceOf(Date);
  });

  it('a handler that throws leaves the job failed with its message', async () => {
    const a = queue(database);
    a.define('broken', async () => {
      throw new Error('no feasible roster');
    });
    const id = (await a.enqueue('broken', {}))!;
    expect(await a.runUntilDone('broken', id)).toMatchObject({
      state: 'failed',
      error: 'no feasible roster',
      result: null,
    });
  });
});

describe('shutdown', () => {
  it('stop() is bounded: a job still running is failed after the timeout and retried by the other instance, once', async () => {
    const hang = gate();
    const ran: string[] = [];
    const a = queue(database, { stopTimeoutMs: 1000 });
    const b = queue(second);
    a.define(
      'batch',
      async () => {
        ran.push('a');
        await hang.opened; // never ends while the test waits
        return null;
      },
      { retryLimit: 1 },
    );
    b.define(
      'batch',
      async () => {
        ran.push('b');
        return { by: 'b' };
      },
      { retryLimit: 1 },
    );
    await a.start({ work: true });
    const id = (await a.enqueue('batch', {}))!;
    await eventually(
      () => a.status('batch', id),
      (s) => s?.state === 'active',
    );
    const started = Date.now();
    await a.stop();
    expect(Date.now() - started).toBeLessThan(5000);
    await b.start({ work: true });
    const end = await eventually(
      () => b.status('batch', id),
      (s) => s?.state === 'completed',
    );
    expect(end!.result).toEqual({ by: 'b' });
    expect(ran).toEqual(['a', 'b']);
    hang.open();
  });

  it('an instance that dies holding a job: the job expires and the other instance retries it, once', async () => {
    const ran: string[] = [];
    const a = queue(database);
    const b = queue(second, { maintenanceIntervalSeconds: 1 });
    const options = { retryLimit: 1, expireInSeconds: 1 };
    a.define(
      'solve',
      async () => {
        ran.push('a');
        await new Promise(() => {}); // the instance dies: the job is never completed nor failed
      },
      options,
    );
    b.define(
      'solve',
      async () => {
        ran.push('b');
        return { by: 'b' };
      },
      options,
    );
    const id = (await a.enqueue('solve', {}))!;
    void a.runNext('solve');
    await eventually(
      () => a.status('solve', id),
      (s) => s?.state === 'active',
    );
    await b.start({ work: true });
    const end = await eventually(
      () => b.status('solve', id),
      (s) => s?.state === 'completed',
      30_000,
    );
    expect(end!.result).toEqual({ by: 'b' });
    expect(ran).toEqual(['a', 'b']);
  });
});
