import type { StandardSchemaV1 } from '@standard-schema/spec';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import type { Locale } from '@portal/shared/i18n/locales';
import { loadApiBase } from '../runtimeConfig';

export type AuthFetchResult<T> =
  /** A 2xx whose body matches the contract. */
  | { kind: 'ok'; data: T }
  /** The server refused (4xx, with its error code if any), or answered 2xx outside the contract. */
  | { kind: 'refused'; status: number; code?: string }
  /** No answer, or a 5xx: the server's trouble, not a verdict on the request. */
  | { kind: 'unreachable' };

/**
 * The session's own calls (refresh, logout), which run outside the api slice because the slice's
 * base query itself depends on them: API base, Accept-Language and Bearer as every call has them,
 * the answer checked against the shared contract (a zod schema or a `lazySchema` of one).
 */
export async function authFetch<T>(
  path: string,
  options: {
    locale: Locale;
    body: unknown;
    token?: string | null;
    schema?: StandardSchemaV1<unknown, T>;
  },
): Promise<AuthFetchResult<T>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Language': LOCALE_TAGS[options.locale],
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    const apiBase = await loadApiBase();
    response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(options.body),
      // A logout sent while the tab closes still reaches the server.
      keepalive: true,
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status >= 500) return { kind: 'unreachable' };
  if (!response.ok) {
    const code: unknown = ((await response.json().catch(() => null)) as { code?: unknown } | null)
      ?.code;
    return {
      kind: 'refused',
      status: response.status,
      code: typeof code === 'string' ? code : undefined,
    };
  }
  if (!options.schema) return { kind: 'ok', data: undefined as T };
  const body: unknown = await response.json().catch(() => null);
  const parsed = await options.schema['~standard'].validate(body);
  return parsed.issues
    ? { kind: 'refused', status: response.status }
    : { kind: 'ok', data: parsed.value };
}
