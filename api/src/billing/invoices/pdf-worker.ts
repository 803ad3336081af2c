import { parentPort } from 'node:worker_threads';
import type { InvoiceDocument } from './document';
import { renderInvoicePdf } from './pdf';

/** A thread of pdf-renderer.ts: renders the invoices it is sent and sends their bytes back. */
parentPort!.on('message', ({ id, document }: { id: number; document: InvoiceDocument }) => {
  renderInvoicePdf(document).then(
    (bytes) => parentPort!.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
