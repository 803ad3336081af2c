import { ZUploadedAsset, type TUploadedAsset } from '@portal/shared/api/profiles';
import type { ImageKind } from '@portal/shared/profiles/images';
import { uploadWithProgress } from '@portal/shell/platform/upload';
import type { UploadError } from '@portal/shell/platform/upload';

/**
 * POST /v2/resources/assets?kind=… as multipart, with upload progress, through the platform's
 * session (token, API base, language, refresh on an expired token). Dispatch it on the store.
 */
export function uploadImage(blob: Blob, kind: ImageKind, onProgress: (fraction: number) => void) {
  const body = new FormData();
  body.append('file', blob, kind === 'logo' ? 'logo.png' : 'photo.jpg');
  const upload = uploadWithProgress({
    path: `/v2/resources/assets?kind=${kind}`,
    body,
    onProgress,
  });
  return async (...thunk: Parameters<typeof upload>): Promise<TUploadedAsset> => {
    const data = await upload(...thunk);
    const parsed = ZUploadedAsset.safeParse(data);
    if (!parsed.success) throw { status: 201, data } satisfies UploadError;
    return parsed.data;
  };
}

/** A data URL and its SHA-256, as the profile payload carries images without an upload. */
export async function toDataUrl(blob: Blob): Promise<{ dataUrl: string; hash: string }> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return { dataUrl: `data:${blob.type};base64,${btoa(binary)}`, hash };
}
