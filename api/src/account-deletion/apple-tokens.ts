import type { FastifyInstance } from 'fastify';
import type { SocialProvider } from '@portal/shared/validation/sign-in';
import { providerTokenBox } from '../auth/provider-tokens';

/**
 * Sign in with Apple's tokens of a deleted account revoked at Apple (guideline 5.1.1(v), issue
 * 39): the owner's own Apple identities and those of the members who belong to this account alone
 * (the purge deletes them). Each token revoked (or that Apple no longer knows) is dropped; one
 * Apple did not answer stays for the next try (the purge's). `giveUp`: the purge's last attempt,
 * every token is dropped whatever Apple said (the account's data goes; the failure is logged).
 */
export async function revokeAppleTokens(
  fastify: FastifyInstance,
  accountId: string,
  { giveUp = false }: { giveUp?: boolean } = {},
): Promise<{ revoked: number; left: number }> {
  const { db } = fastify;
  const held = await db.query<{
    tbl: 'account_identities' | 'member_identities';
    provider: SocialProvider;
    subject: string;
    sealed: string;
  }>(
    `SELECT 'account_identities' AS tbl, provider, subject, refresh_token_sealed AS sealed
     FROM account_identities WHERE account_id = $1 AND refresh_token_sealed IS NOT NULL
     UNION ALL
     SELECT 'member_identities', i.provider, i.subject, i.refresh_token_sealed
     FROM member_identities i
     WHERE i.refresh_token_sealed IS NOT NULL
       AND EXISTS (SELECT 1 FROM memberships s WHERE s.member_id = i.member_id AND s.account_id = $1)
       AND NOT EXISTS (SELECT 1 FROM memberships s
         WHERE s.member_id = i.member_id AND s.account_id <> $1)`,
    [accountId],
  );
  const box = providerTokenBox(fastify.config.providerTokenKey);
  let revoked = 0;
  let left = 0;
  for (const token of held) {
    const plain = box.open(token.sealed);
    let done = plain === null; // sealed with another key: nothing can revoke it any more
    if (plain !== null && fastify.socialSignIn.isEnabled(token.provider)) {
      try {
        await fastify.socialSignIn.revoke(token.provider, plain);
        done = true;
        revoked += 1;
      } catch (error) {
        fastify.log.warn(
          { err: error, accountId, provider: token.provider, giveUp },
          'Apple token not revoked',
        );
      }
    }
    if (!done && !giveUp) {
      left += 1;
      continue;
    }
    if (!done) fastify.log.error({ accountId }, 'Apple token dropped without its revocation');
    await db.query(
      `UPDATE ${token.tbl} SET refresh_token_sealed = NULL
       WHERE provider = $1 AND subject = $2 AND refresh_token_sealed = $3`,
      [token.provider, token.subject, token.sealed],
    );
  }
  return { revoked, left };
}
