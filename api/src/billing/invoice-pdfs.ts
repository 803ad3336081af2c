import fp from 'fastify-plugin';
import { createPdfThreads, renderOnThisThread, type PdfRenderer } from './invoices/pdf-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the renewal job renders the PDFs of the invoices it e-mails. */
    invoicePdfs: PdfRenderer;
  }
}

/**
 * The renewal job's PDF threads (billing/invoices/pdf-renderer.ts), started with its first
 * invoice. Tests build many apps and render few invoices: on their own thread.
 */
export default fp(
  async function invoicePdfs(fastify) {
    const pdfs = fastify.config.nodeEnv === 'test' ? renderOnThisThread : createPdfThreads();
    fastify.decorate('invoicePdfs', pdfs);
    fastify.addHook('onClose', async () => pdfs.close());
  },
  { name: 'invoice-pdfs', dependencies: ['config'] },
);
