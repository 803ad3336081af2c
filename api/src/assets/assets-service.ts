import type { FastifyInstance } from 'fastify';
import type { TAssetAnswer, TUploadedAsset } from '@portal/shared/api/profiles';
import type { ImageError, ImageKind } from '@portal/shared/profiles/images';
import { AppError } from '../errors/app-error';
import { isValidAssetSignature, signedAssetUrl } from './asset-urls';
import { ImageRejectedError, processImage } from './process-image';

/** The uploaded file as the route read it: its bytes, none, or one past the size limit. */
export type UploadedBytes = Buffer | 'none' | 'tooLarge';

export interface Upload {
  accountId: string;
  kind: ImageKind;
  /** Reads the request's file; called only once the account may upload. */
  read(): Promise<UploadedBytes>;
}

/** A refused image, at the form's `file` field. */
const rejected = (reason: ImageError) =>
  new AppError(reason === 'validation.image.tooLarge' ? 'IMAGE_TOO_LARGE' : 'IMAGE_REJECTED', {
    fields: { file: reason },
  });

/**
 * Images and videos by id (spec §7 /v2/resources/assets/{id}) and image uploads. Contents are
 * served from a signed URL so that <img> and <video> can load them (asset-urls.ts).
 */
export function assetsService(fastify: FastifyInstance) {
  const { assetsRepository } = fastify;
  const secret = fastify.config.jwtSecret;

  return {
    /** Checks, scales and stores an uploaded logo or picture, within the account's quota. */
    async upload({ accountId, kind, read }: Upload): Promise<TUploadedAsset> {
      if (!(await assetsRepository.mayUpload(accountId))) throw new AppError('UPLOAD_NOT_ALLOWED');
      const bytes = await read();
      if (bytes === 'none') throw rejected('validation.image.type');
      if (bytes === 'tooLarge') throw rejected('validation.image.tooLarge');
      try {
        const image = await processImage(bytes, kind);
        const { maxFiles, maxBytes, maxAgeHours } = fastify.config.pendingUploads;
        // The account's own stale uploads go first: they no longer count against it.
        await assetsRepository.deleteStaleUploads(maxAgeHours, accountId);
        const stored = await assetsRepository.insertUpload(
          { accountId, kind, ...image },
          { maxFiles, maxBytes },
        );
        if ('refused' in stored)
          throw stored.refused === 'notAllowed'
            ? new AppError('UPLOAD_NOT_ALLOWED')
            : new AppError('UPLOAD_QUOTA', {
                values: {
                  maxFiles: String(maxFiles),
                  maxMb: String(Math.round(maxBytes / 1024 / 1024)),
                },
              });
        return {
          id: stored.id,
          url: signedAssetUrl(secret, stored.id),
          type: image.contentType,
          width: image.width,
          height: image.height,
        };
      } catch (error) {
        if (error instanceof ImageRejectedError) throw rejected(error.reason);
        throw error;
      }
    },

    /**
     * An asset's signed URL and, with `details`, a video's poster and details. Built-in artwork
     * (no account) is every customer's; another account's asset answers 404 like a missing one.
     */
    async find(accountId: string, id: string, details: boolean): Promise<TAssetAnswer> {
      const asset = await assetsRepository.findInfo(id);
      if (!asset || (asset.accountId !== null && asset.accountId !== accountId))
        throw new AppError('NOT_FOUND');
      const url = signedAssetUrl(secret, asset.id);
      if (!details) return { url };
      const video = asset.kind === 'video' ? await assetsRepository.videoDetails(asset.id) : null;
      return {
        url,
        ...(asset.posterId ? { posterUrl: signedAssetUrl(secret, asset.posterId) } : {}),
        ...(video ? { video } : {}),
      };
    },

    /** The content a signed URL names: its bytes, or where the bucket keeps it; else 404. */
    async content(id: string, signature: string) {
      if (!isValidAssetSignature(secret, id, signature)) throw new AppError('NOT_FOUND');
      const asset = await assetsRepository.content(id);
      if (!asset) throw new AppError('NOT_FOUND');
      // In the bucket, `lasting`: its URL stays the same for good (a CDN's), else for an hour.
      return 'objectUrl' in asset
        ? { ...asset, lasting: assetsRepository.storage.lastingUrls }
        : asset;
    },
  };
}
