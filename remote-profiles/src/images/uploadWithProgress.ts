import { ZUploadedAsset, type TUploadedAsset } from '@portal/shared/api/profiles';
import type { ImageKind } from '@portal/shared/profiles/images';

/** An error shaped like RTK Query's, so the platform's error helpers read it the same way. */
export interface UploadError {
  status: number | 'FETCH_ERROR';
  data?: unknown;
}

/**
 * POST /v2/resources/assets?kind=… as multipart with upload progress. fetch() reports no upload
 * progress, hence XMLHttpRequest here.
 */
export function uploadWithProgress(options: {
  blob: Blob;
  kind: ImageKind;
  apiBase: string;
  token: string | null;
  language: string;
  onProgress: (fraction: number) => void;
}): Promise<TUploadedAsset> {
  const { blob, kind, apiBase, token, language, onProgress } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase}/v2/resources/assets?kind=${kind}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept-Language', language);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject({ status: 'FETCH_ERROR' } satisfies UploadError);
    request.onload = () => {
      if (request.status === 201) {
        const parsed = ZUploadedAsset.safeParse(request.response);
        if (parsed.success) return resolve(parsed.data);
      }
      reject({ status: request.status, data: request.response as unknown } satisfies UploadError);
    };
    const form = new FormData();
    form.append('file', blob, kind === 'logo' ? 'logo.png' : 'photo.jpg');
    request.send(form);
  });
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
