import { parentPort } from 'node:worker_threads';
import loadHighs from 'highs';
import type { MipArrays } from '@openrota/domain';
import {
  runSearch,
  type SearchGroups,
  type SearchOptions,
  type SearchProgress,
  type SearchResult,
} from './mip-search';

/**
 * The solver's worker thread: one job per thread. It receives `SolverJob`, posts progress and
 * then the result, and is terminated by solver-pool.ts afterwards, because the WebAssembly
 * heap HiGHS grew is never returned to the system while the thread lives
 * (docs/adr/0010-autofill-optimiser.md). Bundled on its own as dist/solver.worker.js.
 */

export interface SolverJob {
  mip: MipArrays;
  groups: SearchGroups | null;
  options: SearchOptions;
  /** Int32 flag on shared memory: set to 1 to stop and keep the best roster so far. */
  stop: SharedArrayBuffer;
}

export type SolverMessage =
  | { type: 'progress'; progress: SearchProgress }
  | { type: 'done'; result: SearchResult; peakHeapBytes: number }
  | { type: 'error'; error: string };

const port = parentPort;
if (!port) throw new Error('solver.worker must run in a worker thread');

port.once('message', (job: SolverJob) => {
  const stop = new Int32Array(job.stop);
  loadHighs()
    .then((highs) => {
      let lastPost = 0;
      const result = runSearch(highs, job.mip, job.groups, job.options, {
        progress: (progress) => {
          // At most ~5 messages a second: the bar needs no more.
          const now = performance.now();
          if (now - lastPost < 200 && progress.phase !== 'first') return;
          lastPost = now;
          port.postMessage({ type: 'progress', progress } satisfies SolverMessage);
        },
        shouldStop: () => Atomics.load(stop, 0) === 1,
      });
      port.postMessage({ type: 'done', result, peakHeapBytes: highs.memoryBytes } satisfies SolverMessage);
    })
    .catch((err: unknown) =>
      port.postMessage({
        type: 'error',
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      } satisfies SolverMessage),
    );
});
