import fp from 'fastify-plugin';

export interface Background {
  /**
   * Runs `work` once the current request has been answered, without the request waiting for it:
   * the app's sign-in code is looked up and sent after its answer, so neither the answer nor its
   * delay says whether the number is an agent's. A failure is logged.
   */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when no work is left (tests wait for it; the server before it closes). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

export default fp(
  async function backgroundPlugin(fastify) {
    const pending = new Set<Promise<void>>();
    const background: Background = {
      run(name, work) {
        // setImmediate: after the answer has been written, which happens in the current turn.
        const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .catch((error: unknown) => fastify.log.error({ err: error, job: name }, 'job failed'))
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async settled() {
        while (pending.size > 0) await Promise.all(pending);
      },
    };
    fastify.decorate('background', background);
    // Closed before the database and the outbox worker the work uses (registered after them).
    fastify.addHook('onClose', () => background.settled());
  },
  { name: 'background', dependencies: ['db', 'outbox-worker'] },
);
