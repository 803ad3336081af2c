import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { TSignInMethods } from '@portal/shared/api/contract';
import { CODE_CHANNELS } from '@portal/shared/constants';

/**
 * The answer of GET /v2/auth/methods, checked as the shared `ZSignInMethods` checks it, without zod:
 * the login page asks for it as it opens, and zod (~30 KB gzip) would otherwise load for three
 * fields before anyone types. signInMethods.test.ts holds the two to the same verdicts.
 */
export function readSignInMethods(value: unknown): TSignInMethods | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { google, apple, codeChannels } = value as Record<string, unknown>;
  if (typeof google !== 'boolean' || typeof apple !== 'boolean') return undefined;
  if (!Array.isArray(codeChannels)) return undefined;
  if (!codeChannels.every((channel) => (CODE_CHANNELS as readonly unknown[]).includes(channel)))
    return undefined;
  return { google, apple, codeChannels };
}

/** The reader as RTK Query's `responseSchema` takes it (a Standard Schema). */
export const signInMethodsSchema: StandardSchemaV1<TSignInMethods> = {
  '~standard': {
    version: 1,
    vendor: 'portal',
    validate: (value) => {
      const methods = readSignInMethods(value);
      return methods ? { value: methods } : { issues: [{ message: 'not the sign-in methods' }] };
    },
  },
};
