import { readlinkSync } from 'node:fs';
import os from 'node:os';
import Piscina from 'piscina';
import type { PdfCalendarModel } from './pdf-model';
import { renderCalendarPdf } from './pdf-renderer';

/**
 * The PDF worker thread (a piscina task, pdf-pool.ts): renders a model and answers the PDF
 * bytes, their buffer transferred rather than copied. Bundled on its own as dist/pdf.worker.js.
 */

/** Nice value of this thread: on a busy machine the server's event loop wins the CPU over rendering. */
export const WORKER_NICE = 10;

// On Linux a thread has its own nice value: /proc/thread-self names this thread's id.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, Math.max(os.getPriority(tid), WORKER_NICE));
} catch {
  // Not Linux, or not allowed: render at the normal priority.
}

export default async function render(model: PdfCalendarModel) {
  const buffer = await renderCalendarPdf(model);
  const pdf = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  // Transfer only when the buffer owns its whole ArrayBuffer (not a slice of Node's pool).
  const own = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
  return own ? Piscina.move(pdf) : pdf;
}
