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
export type PdfJobResult = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string; pdf?: undefined };

const port = parentPort;
if (!port) throw new Error('pdf.worker must run in a worker thread');

port.on('message', (job: PdfJob) => {
  renderCalendarPdf(job.model).then(
    (buffer) => {
      const pdf = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      // Transfer only when the buffer owns its whole ArrayBuffer (not a slice of Node's pool).
      const own = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
      port.postMessage({ id: job.id, pdf } satisfies PdfJobResult, own ? [pdf.buffer as ArrayBuffer] : []);
    },
    (err: unknown) => port.postMessage({ id: job.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies PdfJobResult),
  );
});
