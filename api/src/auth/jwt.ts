import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_TTL_SECONDS } from '@portal/shared/constants';

export interface AccessClaims {
  accountId: string;
  /** The login (refresh-token family) the token belongs to: revoking the login ends it too. */
  familyId: string;
}

const ALGORITHM = 'HS256';

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ accountId, familyId }: AccessClaims, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
      return new SignJWT({ sid: familyId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(accountId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },

    /** Null for anything but an intact, unexpired token of ours. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { accountId: payload.sub, familyId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
