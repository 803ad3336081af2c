import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  IMAGE_ERRORS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  checkImageSize,
  sniffImageType,
  type ImageError,
  type ImageKind,
  type ImageMimeType,
} from '@portal/shared/profiles/images';

/** An image refused by the rules of decisions.md; `reason` is the message shown under the field. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageError) {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

export interface ProcessedImage {
  contentType: ImageMimeType;
  width: number;
  height: number;
  bytes: Buffer;
  sha256: string;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const FORMAT: Record<ImageMimeType, 'png' | 'jpeg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * Checks an uploaded image and returns it re-encoded, metadata stripped. In order, so that
 * nothing expensive runs on a file that the cheap checks refuse: the byte size; the type from the
 * first bytes (never the name); the dimensions from the header alone, so that a file declaring
 * 30000 × 30000 pixels is refused without being decoded; then one decode and re-encode, which also
 * refuses a damaged or truncated file.
 */
export async function processImage(bytes: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageRejectedError(IMAGE_ERRORS.tooLarge);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new ImageRejectedError(IMAGE_ERRORS.type);

  let header: Metadata;
  try {
    // Header only, nothing decoded: no pixel limit here, so the size check below can name the
    // real problem of a huge image.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(IMAGE_ERRORS.unreadable);
  }
  if (header.format !== FORMAT[contentType] || !header.width || !header.height) {
    throw new ImageRejectedError(IMAGE_ERRORS.unreadable);
  }
  // A portrait photo may be stored sideways with an EXIF orientation: judge it as shown.
  const width = header.autoOrient?.width ?? header.width;
  const height = header.autoOrient?.height ?? header.height;
  const sizeError = checkImageSize(kind, width, height);
  if (sizeError) throw new ImageRejectedError(sizeError);

  try {
    const pipeline = sharp(bytes, {
      limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE,
      // A truncated or corrupt file fails here instead of being stored half grey.
      failOn: 'truncated',
    })
      .autoOrient()
      .toColourspace('srgb');
    // No withMetadata(): sharp drops EXIF (GPS position, camera), XMP and comments.
    const format = FORMAT[contentType];
    const encoded =
      format === 'png'
        ? pipeline.png({ compressionLevel: 8 })
        : format === 'jpeg'
          ? pipeline.jpeg({ quality: 88, mozjpeg: true })
          : pipeline.webp({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      contentType,
      width: info.width,
      height: info.height,
      bytes: data,
      sha256: sha256(data),
    };
  } catch {
    throw new ImageRejectedError(IMAGE_ERRORS.unreadable);
  }
}

/** `data:<type>;base64,<bytes>` -> the bytes (the declared type is ignored: content decides). */
export function decodeDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
