import type { Area } from 'react-easy-crop';
import type { ImageKind } from '@portal/shared/profiles/images';

/** Far more than any outro needs; keeps uploads small. The server re-encodes anyway. */
const MAX_OUTPUT_SIDE = 2000;

/**
 * Draws the chosen area of the picture on a canvas and encodes it: PNG for a logo (it may be
 * transparent), JPEG for a photo.
 */
export async function cropToBlob(src: string, area: Area, kind: ImageKind): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const scale = Math.min(1, MAX_OUTPUT_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  if (kind === 'photo') {
    context.fillStyle = '#FFFFFF';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  const type = kind === 'logo' ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, 0.9),
  );
}
