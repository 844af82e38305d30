import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfCalendarModel } from './pdf-model';
import type { PdfJobResult } from './pdf.worker';

/**
 * A small pool of PDF worker threads, so rendering never blocks the event loop. Workers start
 * on the first render and are reused; `close()` terminates them (the app's onClose hook).
 *
 * From source (tests, tsx) the worker is pdf.worker.ts, loaded through tsx's ESM hooks that the
 * worker registers itself (Node 20 does not pass `--import tsx` on to worker threads). From the
 * production bundle (dist/main.js) it is the separate bundle dist/pdf.worker.js next to it.
 */

export const PDF_RENDER_TIMEOUT_MS = 60_000;

export function defaultPoolSize(): number {
  return Math.min(4, Math.max(1, os.availableParallelism() - 1));
}

function spawnWorker(): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const workerUrl = new URL('./pdf.worker.ts', here).href;
    // The ESM build of tsx's API (its CommonJS build cannot register the hooks from a worker).
    const tsxDir = path.dirname(createRequire(fileURLToPath(here)).resolve('tsx/package.json'));
    const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
    const code = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); });`;
    return new Worker(code, { eval: true });
  }
  return new Worker(new URL('./pdf.worker.js', here));
}

interface Job {
  id: number;
  model: PdfCalendarModel;
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export class PdfWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    readonly size: number = defaultPoolSize(),
    private readonly timeoutMs: number = PDF_RENDER_TIMEOUT_MS,
  ) {}

  /** Renders in a worker thread; resolves with the PDF bytes. */
  render(model: PdfCalendarModel): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the PDF worker pool is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, model, resolve, reject });
      this.dispatch();
    });
  }

  /** Worker threads currently running (0 before the first render). */
  get threads(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the PDF worker pool is closed'));
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.job) {
        clearTimeout(slot.job.timer);
        slot.job.reject(new Error('the PDF worker pool is closed'));
        slot.job = null;
      }
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private dispatch() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.size) slot = this.start();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      job.timer = setTimeout(
        () => this.fail(slot, new Error(`PDF rendering took longer than ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
      slot.worker.postMessage({ id: job.id, model: job.model });
    }
  }

  private start(): Slot {
    const slot: Slot = { worker: spawnWorker(), job: null };
    slot.worker.unref();
    slot.worker.on('message', (msg: PdfJobResult) => {
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      clearTimeout(job.timer);
      slot.job = null;
      if (msg.error !== undefined) job.reject(new Error(`PDF rendering failed: ${msg.error}`));
      else job.resolve(Buffer.from(msg.pdf.buffer, msg.pdf.byteOffset, msg.pdf.byteLength));
      this.dispatch();
    });
    slot.worker.on('error', (err) => this.fail(slot, err));
    slot.worker.on('exit', (code) => {
      if (this.slots.includes(slot)) this.fail(slot, new Error(`the PDF worker exited (code ${code})`));
    });
    this.slots.push(slot);
    return slot;
  }

  /** A worker that errs, exits or overruns is dropped (and terminated); its job fails; the next job starts a new one. */
  private fail(slot: Slot, err: Error) {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    const job = slot.job;
    slot.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(err);
    }
    void slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
