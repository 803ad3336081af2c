import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_TTL_SECONDS } from '@portal/shared/constants';

export interface AccessClaims {
  accountId: string;
  /** The login (refresh-token family) the token belongs to: revoking the login ends it too. */
  familyId: string;
}

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createJwt(secret: string) {
  // Imported once: given raw bytes, jose would import the key again on every sign and verify.
  const key = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(
      { accountId, familyId }: AccessClaims,
      ttlSeconds = TOKEN_TTL_SECONDS,
    ): Promise<string> {
      return new SignJWT({ sid: familyId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(accountId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },

    /**
     * Null for anything but an intact, unexpired token of ours: it must carry exp, iat, sub and
     * sid, be no older than the access-token lifetime whatever its exp says, and name uuids
     * (anything else would reach the database as a malformed uuid).
     */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
          maxTokenAge: TOKEN_TTL_SECONDS,
        });
        const { sub, sid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string') return null;
        if (!UUID.test(sub) || !UUID.test(sid)) return null;
        return { accountId: sub, familyId: sid };
      } catch {
        return null;
      }
    },
  };
}
