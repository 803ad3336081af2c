/**
 * Image rules of decisions.md ("Images"): the same limits for the wizard (checked before an upload)
 * and for the API (checked again on every upload and every base64 image of a profile payload).
 */

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** At most 10 MB per image file. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The two images of a profile; each has its own minimum size. */
export const IMAGE_KINDS = ['logo', 'photo'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const IMAGE_MIN_SIZE: Record<ImageKind, number> = { logo: 200, photo: 300 };

/**
 * Largest width or height accepted. A picture from a phone is about 4000 × 3000; anything far
 * larger is refused from its header, before a single pixel is decoded.
 */
export const IMAGE_MAX_SIDE = 8000;

/**
 * Body limit of the routes that carry a profile payload: two base64 images of 10 MB (base64 is
 * 4/3 of the bytes) plus the text fields. Every other route keeps the 1 MB limit.
 */
export const PROFILE_BODY_LIMIT_BYTES = Math.ceil((2 * IMAGE_MAX_BYTES * 4) / 3) + 256 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type from the file's first bytes, whatever its name or declared type says. SVG
 * (text), GIF, HEIC and everything else answer null.
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Why an image is refused; each is a message id of the `validation` catalogue. */
export const IMAGE_ERRORS = {
  type: 'validation.image.type',
  tooLarge: 'validation.image.tooLarge',
  tooManyPixels: 'validation.image.tooManyPixels',
  unreadable: 'validation.image.unreadable',
  logoTooSmall: 'validation.image.logoTooSmall',
  photoTooSmall: 'validation.image.photoTooSmall',
  hashMismatch: 'validation.image.hashMismatch',
} as const;
export type ImageError = (typeof IMAGE_ERRORS)[keyof typeof IMAGE_ERRORS];

/**
 * The size rule alone (the API reads the size from the header, the wizard from the loaded
 * picture): null when acceptable.
 */
export function checkImageSize(kind: ImageKind, width: number, height: number): ImageError | null {
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) return IMAGE_ERRORS.tooManyPixels;
  const min = IMAGE_MIN_SIZE[kind];
  if (width < min || height < min)
    return kind === 'logo' ? IMAGE_ERRORS.logoTooSmall : IMAGE_ERRORS.photoTooSmall;
  return null;
}
