import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { poolOf, type Db } from '../../db/database';
import { bossDb, createQueues } from '../../db/job-queue-schema';
import * as repo from './jobs.repository';

/**
 * Background jobs through pg-boss, a job queue in the app's own PostgreSQL (docs/adr/0009-job-queue.md,
 * docs/architecture.md#background-work). A module defines a queue with its handler (`define`),
 * enqueues work (`enqueue`) and reads how it stands (`status`); any instance whose workers run
 * (the server process: `start({ work: true })`) may take any job, and each job is taken by one
 * worker at a time (pg-boss fetches with SELECT … FOR UPDATE SKIP LOCKED). A job whose instance
 * dies stays `active` until its expiry and is then retried (or failed) by whichever instance
 * runs the queue's maintenance.
 *
 * The queue's tables live in the `pgboss` schema: `runMigrations` (src/db/database.ts) creates
 * it with the app's migrations (src/db/job-queue-schema.ts), and `start()` checks it again (two
 * quick reads when it exists).
 */

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What a long job says about itself while it runs (e.g. an auto-fill solve: done of total). */
export interface JobProgress {
  done: number;
  total: number;
  message?: string;
}

/** A job as a caller polling it sees it. */
export interface JobStatus<R = unknown> {
  id: string;
  queue: string;
  state: JobState;
  /** The last `reportProgress` of a running job (null before the first, and once it ended). */
  progress: JobProgress | null;
  /** What the handler returned (completed jobs). */
  result: R | null;
  /** The handler's error message (failed jobs). */
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface JobContext {
  id: string;
  /** Records progress for `status()` readers; ignored once the job is no longer active. */
  reportProgress(progress: JobProgress): Promise<void>;
}

export type JobHandler<D extends object, R> = (data: D, job: JobContext) => Promise<R>;

export interface QueueOptions {
  /**
   * `standard`: jobs run side by side. `singleton`: at most one job of the queue is active at a
   * time across all instances (the next waits). `stately`: also at most one waiting.
   */
  policy?: 'standard' | 'singleton' | 'stately';
  /** Attempts after the first when the handler throws (or its instance dies). Default 0. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long a job may stay active before it counts as dead (its instance died or hung). */
  expireInSeconds?: number;
  /** How long finished jobs stay readable through `status()`. */
  retentionMinutes?: number;
  /** Whether this instance's workers take the queue's jobs (default true); others may still enqueue. */
  work?: boolean;
  /** Workers of the queue in this instance, each one job at a time (default 1). */
  concurrency?: number;
}

export interface EnqueueOptions {
  /** Enqueue at most one job per slot of this many seconds (across all instances); else answers null. */
  singletonSeconds?: number;
  /** At most one waiting job per key (with singletonSeconds: per key and slot). */
  singletonKey?: string;
  startAfter?: Date;
}

export interface JobQueueOptions {
  /** How often an idle worker asks the database for a job (pg-boss polls; at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How long `stop()` waits for running jobs before failing them (they are retried elsewhere). */
  stopTimeoutMs?: number;
  /** How often a working instance expires the jobs of dead instances (pg-boss maintenance; default 120). */
  maintenanceIntervalSeconds?: number;
}

interface Definition {
  name: string;
  options: QueueOptions;
  handler: JobHandler<object, unknown>;
}

export const DEFAULT_POLLING_INTERVAL_SECONDS = 2;
export const DEFAULT_STOP_TIMEOUT_MS = 10_000;

export class JobQueue {
  private boss: PgBoss | undefined;
  private readonly definitions = new Map<string, Definition>();
  /** Worker ids per queue, all of them (pg-boss can wake a worker at once: `notifyWorker`). */
  private readonly workers = new Map<string, string[]>();
  private started: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions = {},
  ) {}

  /** Declares a queue and the function that works its jobs; before `start()`. */
  define<D extends object, R>(name: string, handler: JobHandler<D, R>, options: QueueOptions = {}): void {
    if (this.started) throw new Error(`job queue ${name} defined after start()`);
    this.definitions.set(name, { name, options, handler: handler as JobHandler<object, unknown> });
  }

  /**
   * Checks the schema, creates the defined queues, and with `work` starts a worker per queue
   * (the server process; tests work jobs with `runNext`/`runUntilDone` instead).
   */
  start(options: { work?: boolean } = {}): Promise<void> {
    this.started ??= this.doStart(options.work ?? false);
    return this.started;
  }

  private async doStart(work: boolean): Promise<void> {
    const boss = new PgBoss({
      db: bossDb(poolOf(this.db)),
      migrate: true,
      // Maintenance (expiring the jobs of dead instances, archiving) runs where workers run;
      // pg-boss's own cron is not used.
      supervise: work,
      maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds ?? 120,
      schedule: false,
    });
    boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    this.boss = boss;
    await boss.start();
    await createQueues(
      poolOf(this.db),
      [...this.definitions.values()].map(({ name, options: o }) => ({
        name,
        options: {
          name,
          policy: o.policy ?? 'standard',
          retryLimit: o.retryLimit ?? 0,
          retryDelay: o.retryDelaySeconds ?? 0,
          expireInSeconds: o.expireInSeconds ?? 15 * 60,
          retentionMinutes: o.retentionMinutes ?? 24 * 60,
        },
      })),
    );
    if (!work) return;
    if (this.stopped) return;
    for (const def of this.definitions.values()) {
      if (def.options.work === false) continue;
      for (let k = 0; k < Math.max(1, def.options.concurrency ?? 1); k++) {
        const id = await boss.work<object>(
          def.name,
          {
            batchSize: 1,
            pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS,
          },
          async ([job]) => toOutput(await this.execute(def, job!)),
        );
        this.workers.set(def.name, [...(this.workers.get(def.name) ?? []), id]);
      }
    }
  }

  /** Stops the workers, waits (bounded) for running jobs, and fails those still running. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss?.stop({
      graceful: true,
      close: false,
      wait: true,
      timeout: this.options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS,
    });
  }

  /** Adds a job; answers its id, or null when a singleton slot or key already has one. */
  async enqueue<D extends object>(
    name: string,
    data: D,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    this.definition(name);
    const boss = await this.ready();
    const id = await boss.send(name, data, {
      singletonSeconds: options.singletonSeconds,
      singletonKey: options.singletonKey,
      startAfter: options.startAfter,
    });
    // The workers of this instance look at once instead of at their next poll: every one of them,
    // since one may be busy with a job (a queue with `concurrency` has several); one takes it.
    if (id && !options.startAfter)
      for (const worker of this.workers.get(name) ?? []) boss.notifyWorker(worker);
    return id;
  }

  /**
   * A job's state, progress and outcome; null when there is none with that id in the queue, or
   * (with `workspaceId`) when its data names another workspace: a caller answers 404 either way.
   */
  async status<R = unknown>(
    name: string,
    id: string,
    options: { workspaceId?: string } = {},
  ): Promise<JobStatus<R> | null> {
    this.definition(name);
    if (!UUID.test(id)) return null;
    const boss = await this.ready();
    const job = await boss.getJobById<{ workspaceId?: string }>(name, id, { includeArchive: true });
    if (!job) return null;
    if (options.workspaceId !== undefined && job.data?.workspaceId !== options.workspaceId) return null;
    const output = (job.output ?? null) as Record<string, unknown> | null;
    const state = job.state;
    return {
      id: job.id,
      queue: name,
      state,
      progress: state === 'active' ? ((output?.progress as JobProgress | undefined) ?? null) : null,
      result: state === 'completed' ? ((output as R | null) ?? null) : null,
      error: state === 'failed' ? errorMessage(output) : null,
      createdAt: job.createdOn,
      startedAt: job.startedOn ?? null,
      completedAt: job.completedOn ?? null,
    };
  }

  /**
   * Takes the next due job of a queue, if any, and works it here; answers whether it took one.
   * What the workers do, one job at a time: for tests and for a caller that wants a job done now.
   */
  async runNext(name: string): Promise<boolean> {
    const def = this.definition(name);
    const boss = await this.ready();
    const [job] = await boss.fetch<object>(name, { batchSize: 1 });
    if (!job) return false;
    try {
      const result = await this.execute(def, job);
      await boss.complete(name, job.id, toOutput(result));
    } catch (err) {
      await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
    return true;
  }

  /**
   * Works the queue here (`runNext`) until job `id` has ended, whichever instance takes it, and
   * answers its final status. Rejects after `timeoutMs`.
   */
  async runUntilDone<R = unknown>(name: string, id: string, timeoutMs = 60_000): Promise<JobStatus<R>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await this.status<R>(name, id);
      if (!status) throw new Error(`job ${id} of ${name} not found`);
      if (status.state === 'completed' || status.state === 'failed' || status.state === 'cancelled')
        return status;
      if (Date.now() > deadline) throw new Error(`job ${id} of ${name} did not finish in ${timeoutMs} ms`);
      if (!(await this.runNext(name))) await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** The started pg-boss (starting it without workers when nothing has yet). */
  private async ready(): Promise<PgBoss> {
    if (this.stopped) throw new Error('the job queue is stopped');
    await this.start();
    return this.boss!;
  }

  private definition(name: string): Definition {
    const def = this.definitions.get(name);
    if (!def) throw new Error(`no job queue named ${name}`);
    return def;
  }

  /** Runs the handler; a failure is logged here (pg-boss records it on the job without a word). */
  private async execute(def: Definition, job: PgBoss.Job<object>): Promise<unknown> {
    try {
      return await def.handler(job.data, {
        id: job.id,
        reportProgress: (progress) => repo.recordProgress(this.db, def.name, job.id, progress),
      });
    } catch (err) {
      this.log.error({ err, queue: def.name, jobId: job.id }, `job ${def.name} failed`);
      throw err;
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** pg-boss stores a handler's result as the job's output (an object); anything else is wrapped. */
function toOutput(result: unknown): object | undefined {
  if (result === undefined || result === null) return undefined;
  return typeof result === 'object' && result !== null ? result : { value: result };
}

/** pg-boss keeps a failure as the serialized error (`message`, `stack`, …) in the output. */
function errorMessage(output: Record<string, unknown> | null): string {
  if (output && typeof output.message === 'string') return output.message;
  return output ? JSON.stringify(output) : 'failed';
}
