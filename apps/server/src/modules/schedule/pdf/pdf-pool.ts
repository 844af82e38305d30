import os from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import type { PdfCalendarModel } from './pdf-model';

/**
 * The PDF worker threads (piscina), so rendering never blocks the event loop. Threads start on
 * the first render and are reused; `close()` terminates them (the app's onClose hook), bounded
 * in time whatever they are doing.
 *
 * From source (tests, tsx) the worker is pdf.worker.dev.mjs, which registers tsx's ESM hooks in
 * the thread (Node 20 does not pass `--import tsx` on to worker threads) and loads
 * pdf.worker.ts. From the production bundle (dist/main.js) it is the separate bundle
 * dist/pdf.worker.js next to it.
 */

export const PDF_RENDER_TIMEOUT_MS = 60_000;
/** `close()` waits at most this long for the threads to exit. */
export const PDF_POOL_CLOSE_TIMEOUT_MS = 5_000;

export function defaultPoolSize(): number {
  return Math.min(4, Math.max(1, os.availableParallelism() - 1));
}

function workerFile(): string {
  const here = import.meta.url;
  return fileURLToPath(new URL(here.endsWith('.ts') ? './pdf.worker.dev.mjs' : './pdf.worker.js', here));
}

export class PdfWorkerPool {
  private readonly piscina: Piscina<PdfCalendarModel, Uint8Array>;
  private closed = false;

  constructor(
    readonly size: number = defaultPoolSize(),
    private readonly timeoutMs: number = PDF_RENDER_TIMEOUT_MS,
  ) {
    this.piscina = new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: size,
      // A thread idle this long exits; the next render starts one again.
      idleTimeout: 10 * 60_000,
    });
  }

  /** Renders in a worker thread; resolves with the PDF bytes. A render past the timeout ends its thread. */
  async render(model: PdfCalendarModel): Promise<Buffer> {
    if (this.closed) throw new Error('the PDF worker pool is closed');
    const signal = AbortSignal.timeout(this.timeoutMs);
    let pdf: Uint8Array;
    try {
      pdf = await this.piscina.run(model, { signal });
    } catch (err) {
      if (this.closed) throw new Error('the PDF worker pool is closed');
      if (signal.aborted) throw new Error(`PDF rendering took longer than ${this.timeoutMs} ms`);
      throw new Error(`PDF rendering failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  /** Worker threads currently running (0 before the first render). */
  get threads(): number {
    return this.piscina.threads.length;
  }

  /** Terminates the threads (renders in progress fail); never waits longer than PDF_POOL_CLOSE_TIMEOUT_MS. */
  async close(): Promise<void> {
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.piscina.destroy(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PDF_POOL_CLOSE_TIMEOUT_MS);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }
}
