import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { PdfCalendarModel } from './pdf-model';
import { renderCalendarPdf } from './pdf-renderer';

/**
 * The PDF worker thread: receives `{ id, model }`, answers `{ id, pdf }` (the bytes' buffer is
 * transferred, not copied) or `{ id, error }`. Bundled on its own as dist/pdf.worker.js.
 */

export interface PdfJob {
  id: number;
  model: PdfCalendarModel;
}
export type PdfJobResult =
  { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string; pdf?: undefined };

const port = parentPort;
if (!port) throw new Error('pdf.worker must run in a worker thread');

/** Nice value of this thread: on a busy machine the server's event loop wins the CPU over rendering. */
export const WORKER_NICE = 10;

// On Linux a thread has its own nice value: /proc/thread-self names this thread's id.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, Math.max(os.getPriority(tid), WORKER_NICE));
} catch {
  // Not Linux, or not allowed: render at the normal priority.
}

port.on('message', (job: PdfJob) => {
  // Through a promise, so that a throw while drawing answers the job instead of killing the thread.
  Promise.resolve(job.model)
    .then(renderCalendarPdf)
    .then(
      (buffer) => {
        const pdf = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
        // Transfer only when the buffer owns its whole ArrayBuffer (not a slice of Node's pool).
        const own = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
        port.postMessage({ id: job.id, pdf } satisfies PdfJobResult, own ? [pdf.buffer as ArrayBuffer] : []);
      },
      (err: unknown) =>
        port.postMessage({
          id: job.id,
          error: err instanceof Error ? (err.stack ?? err.message) : String(err),
        } satisfies PdfJobResult),
    );
});
