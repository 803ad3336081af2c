import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZAssetAnswer, ZUploadedAsset } from '@portal/shared/api/profiles';
import { IMAGE_KINDS, IMAGE_MAX_BYTES } from '@portal/shared/profiles/images';
import { assetsService, type UploadedBytes } from '../../../../assets/assets-service';
import { byteRange } from '../../../../assets/byte-range';

const ZId = z.object({ id: z.string() });

/** Bytes in the document (`format: binary`); the handler sends a Buffer, never serialized. */
const ZBinary = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/**
 * Images and videos by id (spec §7 /v2/resources/assets/{id}), and image uploads. Contents are
 * served from a signed URL so that <img> and <video> can load them (see asset-urls.ts).
 */
const assetRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Multipart only here: the one route that takes files. The limits cut the stream, so no more
  // than 10 MB of one file is ever held in memory.
  await fastify.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const assets = assetsService(fastify);

  fastify.post(
    '',
    {
      schema: {
        operationId: 'uploadAsset',
        tags: ['assets'],
        summary: 'Upload a logo or profile picture (multipart, field `file`)',
        querystring: z.object({ kind: z.enum(IMAGE_KINDS, { error: 'validation.image.type' }) }),
        response: {
          201: ZUploadedAsset,
          400: ZErrorResponse,
          403: ZErrorResponse,
          413: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // The file, read only once the account may upload; the limits cut it at IMAGE_MAX_BYTES.
      const read = async (): Promise<UploadedBytes> => {
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) return 'none';
        try {
          return await file.toBuffer();
        } catch (error) {
          if (error instanceof fastify.multipartErrors.RequestFileTooLargeError) return 'tooLarge';
          throw error;
        }
      };
      const uploaded = await assets.upload({
        accountId: request.accountId,
        kind: request.query.kind,
        read,
      });
      return reply.code(201).send(uploaded);
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        operationId: 'getAsset',
        tags: ['assets'],
        summary: 'An image or video: redirects to its content, or answers {url} with noRedirect',
        description:
          'With noRedirect, a video also answers its poster and `video`: its title, when it ' +
          'was made and the profile it belongs to (null once that profile is deleted).',
        params: ZId,
        querystring: z.object({ noRedirect: z.enum(['true', 'false']).optional() }),
        response: {
          200: ZAssetAnswer,
          302: z.null().describe('Without noRedirect: to the content’s signed URL'),
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const details = request.query.noRedirect === 'true';
      const answer = await assets.find(request.accountId, request.params.id, details);
      return details ? answer : reply.redirect(answer.url, 302);
    },
  );

  fastify.get(
    '/:id/content',
    {
      schema: {
        operationId: 'getAssetContent',
        tags: ['assets'],
        summary: 'The bytes of an asset, from the signed URL the call above gives',
        params: ZId,
        querystring: z.object({ sig: z.string().max(64) }),
        response: {
          200: {
            description: 'The image or video (ETag, cached for good)',
            content: { 'image/*': { schema: ZBinary }, 'video/*': { schema: ZBinary } },
          },
          206: {
            description: 'The part of a video its Range header asked for (Content-Range)',
            content: { 'video/*': { schema: ZBinary } },
          },
          302: z.null().describe('To the content in the object storage bucket'),
          // Empty answers: sent without a payload (undefined), nothing is serialized.
          304: z
            .null()
            .optional()
            .describe('Not modified: the ETag sent in If-None-Match is current'),
          404: ZErrorResponse,
          416: z.null().optional().describe('The Range asked for lies outside the content'),
        },
      },
    },
    async (request, reply) => {
      const asset = await assets.content(request.params.id, request.query.sig);
      if ('objectUrl' in asset) {
        // In the bucket: the browser reads it there. A presigned URL stays the same for an hour
        // (asset-storage.ts), a CDN's for good.
        return reply
          .header(
            'Cache-Control',
            `${asset.accountId ? 'private' : 'public'}, ${asset.lasting ? 'max-age=31536000, immutable' : 'max-age=3600'}`,
          )
          .redirect(asset.objectUrl, 302);
      }
      // An asset never changes (a new picture is a new asset): cache it for good.
      const etag = `"${asset.sha256}"`;
      reply
        .header('ETag', etag)
        .header(
          'Cache-Control',
          `${asset.accountId ? 'private' : 'public'}, max-age=31536000, immutable`,
        )
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(undefined);
      // Byte ranges: Safari plays a video only when the server answers them.
      reply.header('Accept-Ranges', 'bytes').type(asset.contentType);
      const range = byteRange(request.headers.range, asset.bytes.length);
      if (range === 'unsatisfiable')
        return reply
          .code(416)
          .header('Content-Range', `bytes */${asset.bytes.length}`)
          .send(undefined);
      if (range) {
        return reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${asset.bytes.length}`)
          .send(asset.bytes.subarray(range.start, range.end + 1));
      }
      return reply.send(asset.bytes);
    },
  );
};

export default assetRoutes;
