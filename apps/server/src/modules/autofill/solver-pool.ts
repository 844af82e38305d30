import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MipArrays } from '@openrota/domain';
import type { SearchGroups, SearchOptions, SearchProgress, SearchResult } from './mip-search';
import type { SolverJob, SolverMessage } from './solver.worker';

/**
 * Runs solves in worker threads, one thread per solve, at most `capacity` at once (default:
 * one per core). A thread exits when its solve ends, which returns its WebAssembly heap to the
 * system. A solve asked for while every slot is taken is refused with SolverBusyError: the
 * caller answers "busy" instead of queueing work nobody waits for.
 *
 * This is the one place solves start: to move them onto a job queue, replace `start` here.
 */

export class SolverBusyError extends Error {
  constructor(readonly capacity: number) {
    super(`all ${capacity} solver slot(s) are busy`);
  }
}

export interface SolveRequest {
  mip: MipArrays;
  groups: SearchGroups | null;
  options: SearchOptions;
}

export interface SolveOutcome extends SearchResult {
  /** The worker's WebAssembly memory at the end (what HiGHS grew to). */
  peakHeapBytes: number;
}

export interface RunningSolve {
  /** Ask the solver to stop and keep the best roster so far. */
  stop(): void;
  /** Terminates the worker at once (no result). */
  kill(): void;
  readonly result: Promise<SolveOutcome>;
}

export function defaultSolverCapacity(): number {
  return Math.max(1, os.availableParallelism());
}

function spawnWorker(): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // From source (tests, tsx): the worker is the .ts file, loaded through tsx's hooks
    // (as schedule/pdf/pdf-pool.ts does).
    const workerUrl = new URL('./solver.worker.ts', here).href;
    const tsxDir = path.dirname(createRequire(fileURLToPath(here)).resolve('tsx/package.json'));
    const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
    const code = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); });`;
    return new Worker(code, { eval: true });
  }
  return new Worker(new URL('./solver.worker.js', here));
}

export class SolverPool {
  private running = 0;

  constructor(readonly capacity: number = defaultSolverCapacity()) {}

  get busy(): number {
    return this.running;
  }

  /** Starts a solve in a new worker thread; throws SolverBusyError when all slots are taken. */
  start(request: SolveRequest, onProgress?: (p: SearchProgress) => void): RunningSolve {
    if (this.running >= this.capacity) throw new SolverBusyError(this.capacity);
    this.running++;
    const stopBuffer = new SharedArrayBuffer(4);
    const stopFlag = new Int32Array(stopBuffer);
    const worker = spawnWorker();
    let settled = false;
    const result = new Promise<SolveOutcome>((resolve, reject) => {
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        this.running--;
        fn();
        void worker.terminate();
      };
      worker.on('message', (msg: SolverMessage) => {
        if (msg.type === 'progress') onProgress?.(msg.progress);
        else if (msg.type === 'done')
          finish(() => resolve({ ...msg.result, peakHeapBytes: msg.peakHeapBytes }));
        else finish(() => reject(new Error(`the solver failed: ${msg.error}`)));
      });
      worker.on('error', (err) => finish(() => reject(err)));
      worker.on('exit', (code) => finish(() => reject(new Error(`the solver worker exited (code ${code})`))));
    });
    const job: SolverJob = { ...request, stop: stopBuffer };
    worker.postMessage(job);
    return {
      stop: () => Atomics.store(stopFlag, 0, 1),
      kill: () => void worker.terminate(),
      result,
    };
  }
}
