import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Deletes the uploads no profile used within UPLOAD_PENDING_HOURS (returns how many), and the
     * bucket's objects of every picture deleted since the last sweep.
     */
    sweepStaleUploads(): Promise<number>;
  }
}

const HOUR_MS = 3600_000;

/**
 * Every hour, the uploads no profile used in time are deleted, whether or not their account
 * uploads again. Each replica sweeps; a DELETE twice is harmless.
 */
export default fp(
  async function uploadSweep(fastify) {
    const sweep = async () => {
      const repository = fastify.assetsRepository;
      const deleted = await repository.deleteStaleUploads(
        fastify.config.pendingUploads.maxAgeHours,
      );
      // The bucket's objects of every picture deleted since the last sweep, however it was deleted.
      await repository.purgeDeletedObjects();
      return deleted;
    };
    fastify.decorate('sweepStaleUploads', sweep);
    const timer = setInterval(() => {
      sweep().then(
        (deleted) => deleted > 0 && fastify.log.info({ deleted }, 'stale uploads deleted'),
        (error: unknown) => fastify.log.warn({ err: error }, 'stale uploads sweep failed'),
      );
    }, HOUR_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'upload-sweep', dependencies: ['assets-repository', 'config'] },
);
