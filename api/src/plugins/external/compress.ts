import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this many bytes a compressed answer saves less than it costs (one TCP packet holds it). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of a compressible type (JSON, HTML, ...) above the threshold, brotli at a fast
 * quality or gzip, as the client accepts. Built web files leave with the build's precompressed
 * copies (static.ts): an answer that already has a Content-Encoding is not compressed again.
 */
export default fp(
  async function compressPlugin(fastify) {
    await fastify.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Quality 4 is about as fast as gzip 6 and smaller; 11 (the default) costs milliseconds per answer.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      // Only answers: request bodies stay plain (and small, see BODY_LIMIT_BYTES).
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
