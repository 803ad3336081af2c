import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { withSession } from '@portal/shell/platform';
import type { AppDispatch, RootState } from '@portal/shell/platform';

/** An error shaped like RTK Query's, so the platform's error helpers read it the same way. */
export interface UploadError {
  status: number | 'FETCH_ERROR';
  data?: unknown;
}

/** One POST of a multipart body over XHR: fetch() reports no upload progress. */
function send(
  url: string,
  body: FormData,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<{ data?: unknown; error?: UploadError }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.responseType = 'json';
    // Listened to before send(): a listener added later may see no upload events at all.
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    // Every byte sent, even where the total was unknown: the bar ends full while the server works.
    request.upload.addEventListener('load', () => onProgress(1));
    request.onerror = () => resolve({ error: { status: 'FETCH_ERROR' } });
    request.onload = () => {
      const data: unknown = request.response;
      resolve(request.status < 300 ? { data } : { error: { status: request.status, data } });
    };
    request.send(body);
  });
}

/**
 * A thunk that uploads `body` to the API (`path`, e.g. `/v2/resources/assets?kind=logo`) and
 * reports the fraction sent. It goes through the platform's session as the api slice's calls do:
 * the same API base, token and language, an expired token refreshed first, a rejected one
 * refreshed and the upload sent again once. Resolves with the answer's body; rejects with an
 * `UploadError`.
 */
export function uploadWithProgress(options: {
  path: string;
  body: FormData;
  onProgress: (fraction: number) => void;
}) {
  return async (
    dispatch: AppDispatch,
    getState: () => RootState,
    extra: unknown,
  ): Promise<unknown> => {
    const answer = await withSession({ dispatch, getState, extra }, (apiBase, token) => {
      const headers: Record<string, string> = {
        'Accept-Language': LOCALE_TAGS[getState().locale.value],
      };
      if (token) headers.Authorization = `Bearer ${token}`;
      return send(`${apiBase}${options.path}`, options.body, headers, options.onProgress);
    });
    if (answer.error) throw answer.error;
    return 'data' in answer ? answer.data : undefined;
  };
}
