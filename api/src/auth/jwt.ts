import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_TTL_SECONDS } from '@portal/shared/constants';

/**
 * Who a token is for: the portal (customers, `sub` = account id) or the mobile app (agents,
 * `sub` = profile id). Each verifier accepts its own audience only, so no portal route takes an
 * agent's token and no app route a customer's.
 */
export type Audience = 'portal' | 'app';

export interface AccessClaims {
  /** The account id (portal) or the profile id (app). */
  accountId: string;
  /** The login (refresh-token family) the token belongs to: revoking the login ends it too. */
  familyId: string;
  /** The member signed in (claim `mid`, issue 37); absent or null for the account's own login. */
  memberId?: string | null;
}

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How many verified tokens are remembered (a few MB at most); the oldest goes first. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createJwt(secret: string, audience: Audience = 'portal') {
  // Imported once: given raw bytes, jose would import the key again on every sign and verify.
  const key = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A client sends the same token with every call for its whole life, and checking its signature
  // through WebCrypto was ~15% of the API's CPU on an authenticated read: a token verified once is
  // trusted again until it expires, never longer. Revocation is unaffected: every call still checks
  // that its login is live, in the same query as the account.
  const verified = new Map<string, { claims: AccessClaims; validUntilMs: number }>();
  const remember = (token: string, claims: AccessClaims, validUntilMs: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, validUntilMs });
  };
  /**
   * The claims of a token verify() accepted before and that has not expired since, at once (no
   * promise: the caller awaits only what needs waiting for); undefined otherwise.
   */
  const verifiedBefore = (token: string): AccessClaims | undefined => {
    const known = verified.get(token);
    if (known === undefined) return undefined;
    if (Date.now() < known.validUntilMs) return known.claims;
    verified.delete(token);
    return undefined;
  };
  return {
    verifiedBefore,

    async sign(
      { accountId, familyId, memberId }: AccessClaims,
      ttlSeconds = TOKEN_TTL_SECONDS,
    ): Promise<string> {
      return new SignJWT(memberId ? { sid: familyId, mid: memberId } : { sid: familyId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(accountId)
        .setAudience(audience)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },

    /**
     * Null for anything but an intact, unexpired token of ours: it must carry exp, iat, sub and
     * sid, be no older than the access-token lifetime whatever its exp says, name uuids
     * (anything else would reach the database as a malformed uuid) and be of this audience.
     */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verifiedBefore(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'iat', 'sub', 'sid', 'aud'],
          audience,
          maxTokenAge: TOKEN_TTL_SECONDS,
        });
        const { sub, sid, mid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string') return null;
        if (!UUID.test(sub) || !UUID.test(sid)) return null;
        if (mid !== undefined && (typeof mid !== 'string' || !UUID.test(mid))) return null;
        const claims: AccessClaims = mid
          ? { accountId: sub, familyId: sid, memberId: mid }
          : { accountId: sub, familyId: sid };
        // jose has checked both: exp is in the future, iat no older than the token lifetime.
        remember(token, claims, Math.min(payload.exp!, payload.iat! + TOKEN_TTL_SECONDS) * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
