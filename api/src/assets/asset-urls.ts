import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Asset contents are served from a signed URL, so that an <img> or a <video> (which cannot send
 * the access token) can load them, and a CDN or the browser can cache them for good: an asset
 * never changes, a new picture is a new asset. The signature is the capability: only a caller who
 * was allowed to read the asset (GET /v2/resources/assets/{id}) ever learns it.
 */
export function assetSignature(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`asset:${id}`).digest('base64url').slice(0, 32);
}

export function signedAssetUrl(secret: string, id: string): string {
  return `/v2/resources/assets/${id}/content?sig=${assetSignature(secret, id)}`;
}

export function isValidAssetSignature(secret: string, id: string, signature: string): boolean {
  const expected = Buffer.from(assetSignature(secret, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
