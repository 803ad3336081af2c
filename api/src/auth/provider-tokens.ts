import type { SocialProvider } from '@portal/shared/validation/sign-in';
import type { Queryable } from '../db/db';
import { secretBox, type SecretBox } from '../second-factor/secret-box';

/**
 * Sign in with Apple's refresh tokens at rest (issue 39, migration 050): kept so that deleting an
 * account can revoke them with Apple's REST API (guideline 5.1.1(v): account-deletion/
 * apple-tokens.ts). Sealed with AES-256-GCM, its key derived from PROVIDER_TOKEN_KEY (else
 * JWT_SECRET) for this purpose only.
 */
export const providerTokenBox = (configuredKey: string): SecretBox =>
  secretBox(configuredKey, 'sign-in provider refresh tokens v1');

/**
 * Keeps the refresh token of a sign-in on the identity it signed in with (an account's own or a
 * member's): the latest replaces the one before (each Apple sign-in gives one). No token, nothing.
 */
export async function keepRefreshToken(
  q: Queryable,
  box: SecretBox,
  identity: { provider: SocialProvider; subject: string; refreshToken: string | null },
) {
  if (!identity.refreshToken) return;
  const sealed = box.seal(identity.refreshToken);
  for (const table of ['account_identities', 'member_identities'])
    await q.query(
      `UPDATE ${table} SET refresh_token_sealed = $3 WHERE provider = $1 AND subject = $2`,
      [identity.provider, identity.subject, sealed],
    );
}
