import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A schema that is imported on its first use. Every schema of shared/ is built with zod (~30 KB gzip
 * of the page, evaluated before any schema exists); a screen that only needs its schemas once the
 * user sends something (the login form, the answer of a call) leaves zod out of its first load:
 *
 *     responseSchema: lazySchema(() => import('@portal/shared/api/contract').then((c) => c.ZTokens)),
 *
 * It is a Standard Schema (RTK Query's `responseSchema`, `authFetch`); `useZodForm` takes it too, and
 * `load()` gives the schema itself. The import runs once; a failed one is tried again on next use.
 */
export interface LazySchema<S extends StandardSchemaV1> extends StandardSchemaV1<
  StandardSchemaV1.InferInput<S>,
  StandardSchemaV1.InferOutput<S>
> {
  load: () => Promise<S>;
}

export function lazySchema<S extends StandardSchemaV1>(load: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    load: loadOnce,
    '~standard': {
      version: 1,
      vendor: 'portal-lazy',
      validate: async (value) =>
        (await loadOnce())['~standard'].validate(value) as StandardSchemaV1.Result<
          StandardSchemaV1.InferOutput<S>
        >,
    },
  };
}

export function isLazySchema(schema: unknown): schema is LazySchema<StandardSchemaV1> {
  return typeof (schema as { load?: unknown } | null)?.load === 'function';
}
