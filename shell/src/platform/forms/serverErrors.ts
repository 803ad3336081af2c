import { ZErrorResponse } from '@portal/shared/api/contract';
import type { TErrorResponse } from '@portal/shared/api/contract';

/** The `{ message, code?, fields? }` body of a failed call, when the server sent one (the API's error shape). */
export function errorBody(error: unknown): TErrorResponse | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const parsed = ZErrorResponse.safeParse(error.data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The server's per-field texts (already in the user's language) for the fields this form has, in the
 * form's order, so the first one can take the focus. Fields the form does not show are left to the
 * general message under the form.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
): Array<[F, string]> {
  const fields = errorBody(error)?.fields;
  if (!fields) return [];
  return formFields.flatMap((field): Array<[F, string]> => {
    const text = fields[field];
    return text ? [[field, text]] : [];
  });
}

/**
 * RTK Query's marks of a call that never got an HTTP answer (offline, DNS, CORS, timeout): the user
 * needs "check your connection", not "Unknown error".
 */
const NO_ANSWER = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);

export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return typeof error.status === 'string' && NO_ANSWER.has(error.status);
}
