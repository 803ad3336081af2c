import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { InvoiceDocument } from './document';
import { renderInvoicePdf } from './pdf';

export interface PdfRenderer {
  render(document: InvoiceDocument): Promise<Uint8Array>;
  close(): Promise<void>;
}

let onThisThread: Promise<unknown> = Promise.resolve();
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * On the caller's thread (a download, a receipt, tests): one invoice at a time, with the requests
 * waiting for the thread let in between two.
 */
export const renderOnThisThread: PdfRenderer = {
  render(document) {
    const rendered = onThisThread.then(() => renderInvoicePdf(document));
    onThisThread = rendered.then(yieldToRequests, yieldToRequests);
    return rendered;
  },
  close: async () => {},
};

// From the source tree the thread compiles pdf-worker.ts with tsx; the bundle (scripts/
// build-api.mjs) has it compiled.
const WORKER_FILE = join(
  import.meta.dirname,
  import.meta.url.endsWith('.ts') ? 'pdf-worker-source.mjs' : 'pdf-worker.mjs',
);

/** One thread fewer than the machine has (the API's own), at least one, at most four. */
export const pdfThreadsFor = (cores = availableParallelism()) =>
  Math.min(4, Math.max(1, cores - 1));

interface Thread {
  worker: Worker;
  waiting: Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>;
}

/**
 * Invoice PDFs rendered on worker threads, for the renewal run that e-mails thousands of them:
 * each is a few ms of CPU that would otherwise hold the API's thread (and its requests) and could
 * not use the machine's other cores. Threads start with the first invoice; one that dies fails
 * what it was rendering (the run leaves those e-mails for the next) and is replaced.
 */
export function createPdfThreads(count = pdfThreadsFor()): PdfRenderer {
  const threads: Array<Thread | null> = Array.from({ length: count }, () => null);
  let next = 0;
  let lastId = 0;

  const start = (slot: number): Thread => {
    const worker = new Worker(WORKER_FILE);
    const thread: Thread = { worker, waiting: new Map() };
    const fail = (error: Error) => {
      if (threads[slot] === thread) threads[slot] = null;
      for (const { reject } of thread.waiting.values()) reject(error);
      thread.waiting.clear();
    };
    worker.on('message', (answer: { id: number; bytes?: Uint8Array; error?: string }) => {
      const call = thread.waiting.get(answer.id);
      if (!call) return;
      thread.waiting.delete(answer.id);
      if (answer.bytes) call.resolve(answer.bytes);
      else call.reject(new Error(`invoice PDF not rendered: ${answer.error}`));
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`invoice PDF thread stopped (exit code ${code})`)));
    // Idle threads never keep the process alive.
    worker.unref();
    threads[slot] = thread;
    return thread;
  };

  return {
    render(document) {
      const slot = next;
      next = (next + 1) % count;
      const thread = threads[slot] ?? start(slot);
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        thread.waiting.set(id, { resolve, reject });
        thread.worker.postMessage({ id, document });
      });
    },
    async close() {
      const running = threads.filter((thread): thread is Thread => thread !== null);
      threads.fill(null);
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}
