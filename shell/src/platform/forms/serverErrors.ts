import type { TErrorResponse } from '@portal/shared/api/contract';

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptional = (value: unknown, type: (value: unknown) => boolean) =>
  value === undefined || type(value);
const isString = (value: unknown) => typeof value === 'string';
const isTexts = (value: unknown) => isFields(value) && Object.values(value).every(isString);

/**
 * The `{ message, code?, fields?, retryAfter?, attemptsLeft? }` body of a failed call, when the
 * server sent one: the checks of the shared `ZErrorResponse`, made without zod, because a form
 * reads its errors synchronously and its page may not have loaded zod (`lazySchema`).
 * serverErrors.test.ts holds this reader to the schema's verdicts.
 */
export function errorBody(error: unknown): TErrorResponse | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const body = error.data;
  if (!isFields(body) || !isString(body.message)) return undefined;
  const { message, code, fields, retryAfter, attemptsLeft } = body;
  if (
    !isOptional(code, isString) ||
    !isOptional(fields, isTexts) ||
    !isOptional(retryAfter, Number.isSafeInteger) ||
    !isOptional(attemptsLeft, Number.isSafeInteger)
  )
    return undefined;
  const known = { message, code, fields, retryAfter, attemptsLeft };
  return Object.fromEntries(
    Object.entries(known).filter(([, value]) => value !== undefined),
  ) as TErrorResponse;
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
