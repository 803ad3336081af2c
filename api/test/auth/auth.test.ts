import en from '@portal/shared/i18n/catalogs/en-us';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db/db';
import { createAccount, describeEachDb, login, testConfig } from '../helper';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachDb('auth', (ctx) => {
  let app: FastifyInstance;
  let account: Awaited<ReturnType<typeof createAccount>>;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    account = await createAccount(app);
  });

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/v2/users/me', headers: bearer(token) });
  const refresh = (id: string, refreshToken: string) =>
    app.inject({ method: 'POST', url: '/v2/auth/refreshtoken', payload: { id, refreshToken } });

  describe('POST /v2/auth/email', () => {
    it('logs in with the right password', async () => {
      const res = await login(app, account.email.toUpperCase(), account.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ tokenTtl: 900, user: { id: account.id, email: account.email } });
      const claims = decodeJwt(body.token);
      expect(claims.sub).toBe(account.id);
      expect(claims.exp! - claims.iat!).toBe(900);
      expect(claims.jti).toBeTypeOf('string');
      expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it.each([
      ['a wrong password', () => account.email, 'wrong-password-1'],
      ['an unknown e-mail', () => 'nobody@example.com', 'whatever-1'],
    ])('answers %s with the same 401', async (_case, email, password) => {
      const res = await login(app, email(), password, { remoteAddress: '10.0.0.1' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Identifiers not recognized',
        code: 'IDENTIFIERS_NOT_RECOGNIZED',
      });
    });

    it('answers 429 after 5 failures, even for the right password', async () => {
      const ip = { remoteAddress: '10.0.0.2' };
      for (let i = 0; i < 5; i++) {
        expect((await login(app, account.email, 'wrong-password-1', ip)).statusCode).toBe(401);
      }
      const blocked = await login(app, account.email, account.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: en['errors.tooManyAttempts'],
        code: 'TOO_MANY_ATTEMPTS',
        retryAfter: Number(blocked.headers['retry-after']),
      });
      // The window is 15 minutes from the first failure.
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
      // Another client of the same account is not locked out.
      const other = await login(app, account.email, account.password, {
        remoteAddress: '10.0.0.3',
      });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('GET /v2/users/me', () => {
    it('returns the account for a valid token', async () => {
      const { token } = (await login(app, account.email, account.password)).json();
      const res = await me(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: account.id, status: 'INCOMPLETE' });
    });

    it('answers with one database round trip, and refuses a revoked login at once', async () => {
      const db = ctx.db();
      const statements: string[] = [];
      const counting: Db = {
        ...db,
        query: (sql, params) => (statements.push(sql), db.query(sql, params)),
        one: (sql, params) => (statements.push(sql), db.one(sql, params)),
      };
      const counted = await buildApp(testConfig(), { db: counting });
      try {
        const session = (await login(counted, account.email, account.password)).json();
        statements.length = 0;
        const res = await counted.inject({ url: '/v2/users/me', headers: bearer(session.token) });
        expect(res.statusCode).toBe(200);
        expect(statements).toHaveLength(1);
        await counted.inject({
          method: 'POST',
          url: '/v2/auth/logout',
          headers: bearer(session.token),
          payload: { refreshToken: session.refreshToken },
        });
        expect(
          (await counted.inject({ url: '/v2/users/me', headers: bearer(session.token) }))
            .statusCode,
        ).toBe(401);
      } finally {
        await counted.close();
      }
    });

    it('refuses a missing, tampered or foreign token with 401', async () => {
      const { token } = (await login(app, account.email, account.password)).json();
      const [header, payload, signature] = token.split('.');
      const flipped = signature[0] === 'A' ? 'B' : 'A';
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...decodeJwt(token), sub: '00000000-0000-0000-0000-000000000000' }),
      ).toString('base64url');
      const foreign = await new SignJWT({ ...decodeJwt(token) })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-another-secret-another'));
      for (const bad of [
        `${header}.${payload}.${flipped}${signature.slice(1)}`,
        `${header}.${forgedPayload}.${signature}`,
        foreign,
      ]) {
        const res = await me(bad);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: en['errors.sessionExpired'], code: 'UNAUTHORIZED' });
      }
      expect((await app.inject({ method: 'GET', url: '/v2/users/me' })).statusCode).toBe(401);
    });

    it('refuses an expired token with 401', async () => {
      const { token } = (await login(app, account.email, account.password)).json();
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ sid: decodeJwt(token).sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(account.id)
        .setJti('expired')
        .setIssuedAt(now - 1000)
        .setExpirationTime(now - 100)
        .sign(new TextEncoder().encode(app.config.jwtSecret));
      expect((await me(expired)).statusCode).toBe(401);
    });
  });

  describe('token claims', () => {
    const sign = (claims: Record<string, unknown>, build?: (jwt: SignJWT) => SignJWT) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
      return (build ? build(jwt) : jwt).sign(new TextEncoder().encode(app.config.jwtSecret));
    };

    it('refuses a token without exp, sub or sid, or with a non-uuid sub, with 401 (never 500)', async () => {
      const { token } = (await login(app, account.email, account.password)).json();
      const { sid } = decodeJwt(token);
      const now = Math.floor(Date.now() / 1000);
      const cases = [
        await sign({ sid }, (jwt) => jwt.setSubject(account.id).setIssuedAt()), // no exp
        await sign({ sid }, (jwt) => jwt.setIssuedAt().setExpirationTime(now + 600)), // no sub
        await sign({}, (jwt) =>
          jwt
            .setSubject(account.id)
            .setIssuedAt()
            .setExpirationTime(now + 600),
        ),
        await sign({ sid }, (jwt) =>
          jwt
            .setSubject('not-a-uuid')
            .setIssuedAt()
            .setExpirationTime(now + 600),
        ),
        await sign({ sid: 'not-a-uuid' }, (jwt) =>
          jwt
            .setSubject(account.id)
            .setIssuedAt()
            .setExpirationTime(now + 600),
        ),
      ];
      for (const bad of cases) {
        const res = await me(bad);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    });

    it('refuses a token older than tokenTtl even when its exp is far away', async () => {
      const { token } = (await login(app, account.email, account.password)).json();
      const now = Math.floor(Date.now() / 1000);
      const old = await sign({ sid: decodeJwt(token).sid, aud: 'portal' }, (jwt) =>
        jwt
          .setSubject(account.id)
          .setIssuedAt(now - 901)
          .setExpirationTime(now + 86_400),
      );
      expect((await me(old)).statusCode).toBe(401);
      // The same claims issued now are accepted: the secret and login are right.
      const fresh = await sign({ sid: decodeJwt(token).sid, aud: 'portal' }, (jwt) =>
        jwt
          .setSubject(account.id)
          .setIssuedAt(now)
          .setExpirationTime(now + 900),
      );
      expect((await me(fresh)).statusCode).toBe(200);
      // Without its audience, or of the app's, the same token is refused (docs/app-contract.md).
      for (const aud of [undefined, 'app']) {
        const other = await sign({ sid: decodeJwt(token).sid, ...(aud && { aud }) }, (jwt) =>
          jwt
            .setSubject(account.id)
            .setIssuedAt(now)
            .setExpirationTime(now + 900),
        );
        expect((await me(other)).statusCode).toBe(401);
      }
    });
  });

  describe('refresh and logout', () => {
    it('refuses an unknown token with an id that is no account id with 401, never a 500', async () => {
      const res = await refresh('\ufcf6\u{1e05d}', 'key');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    });

    it('rotates the refresh token on every use', async () => {
      const first = (await login(app, account.email, account.password)).json();
      const res = await refresh(account.id, first.refreshToken);
      expect(res.statusCode).toBe(200);
      const second = res.json();
      expect(second).toMatchObject({ tokenTtl: 900 });
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect((await me(second.token)).statusCode).toBe(200);
      expect((await refresh(account.id, second.refreshToken)).statusCode).toBe(200);
    });

    /** Moves a login's clock: its spent tokens were spent `seconds` earlier. */
    const ageSpentTokens = (familyId: unknown, seconds: number) =>
      ctx.db().query(
        `UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $2)
           WHERE family_id = $1 AND used_at IS NOT NULL`,
        [familyId, seconds],
      );

    it('revokes the whole login when a spent token is reused after the grace', async () => {
      const first = (await login(app, account.email, account.password)).json();
      const second = (await refresh(account.id, first.refreshToken)).json();
      await ageSpentTokens(decodeJwt(first.token).sid, 60);
      const reuse = await refresh(account.id, first.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().code).toBe('UNAUTHORIZED');
      // The newer token and the login's access tokens die with it.
      expect((await refresh(account.id, second.refreshToken)).statusCode).toBe(401);
      expect((await me(second.token)).statusCode).toBe(401);
      // Another login of the same account is untouched.
      const other = (await login(app, account.email, account.password)).json();
      expect((await me(other.token)).statusCode).toBe(200);
    });

    it('lets two tabs refresh the same token at once (reuse grace), without ending the login', async () => {
      const first = (await login(app, account.email, account.password)).json();
      const [tabA, tabB] = await Promise.all([
        refresh(account.id, first.refreshToken),
        refresh(account.id, first.refreshToken),
      ]);
      expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
      for (const tab of [tabA, tabB]) {
        expect((await me(tab.json().token)).statusCode).toBe(200);
        expect((await refresh(account.id, tab.json().refreshToken)).statusCode).toBe(200);
      }
    });

    it('gives no grace once the successor has been used: that is theft, the login ends', async () => {
      const first = (await login(app, account.email, account.password)).json();
      const second = (await refresh(account.id, first.refreshToken)).json();
      const third = (await refresh(account.id, second.refreshToken)).json();
      expect((await refresh(account.id, first.refreshToken)).statusCode).toBe(401);
      expect((await refresh(account.id, third.refreshToken)).statusCode).toBe(401);
      expect((await me(third.token)).statusCode).toBe(401);
    });

    it('ends a login at its absolute lifetime however often it was refreshed', async () => {
      const first = (await login(app, account.email, account.password)).json();
      const second = (await refresh(account.id, first.refreshToken)).json();
      const rows = await ctx.db().query<{ lifetime: number }>(
        `SELECT DISTINCT round(extract(epoch FROM login_expires_at - created_at) / 86400) AS lifetime
           FROM refresh_tokens WHERE family_id = $1`,
        [decodeJwt(first.token).sid],
      );
      // The successor inherits the login's end instead of 30 fresh days.
      expect(rows.map((row) => Number(row.lifetime))).toEqual([30]);
      await ctx
        .db()
        .query(
          `UPDATE refresh_tokens SET login_expires_at = now() - interval '1 second' WHERE family_id = $1`,
          [decodeJwt(first.token).sid],
        );
      expect((await refresh(account.id, second.refreshToken)).statusCode).toBe(401);
      expect((await me(second.token)).statusCode).toBe(401);
    });

    it('ends a login left unused past the idle limit', async () => {
      const first = (await login(app, account.email, account.password)).json();
      const [{ idle }] = (await ctx.db().query<{ idle: number }>(
        `SELECT round(extract(epoch FROM expires_at - created_at) / 86400) AS idle
           FROM refresh_tokens WHERE family_id = $1`,
        [decodeJwt(first.token).sid],
      )) as [{ idle: number }];
      expect(Number(idle)).toBe(14);
      await ctx
        .db()
        .query(
          `UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE family_id = $1`,
          [decodeJwt(first.token).sid],
        );
      expect((await refresh(account.id, first.refreshToken)).statusCode).toBe(401);
    });

    it('refuses a token presented with another account id, or an unknown token', async () => {
      const other = await createAccount(app);
      const { refreshToken } = (await login(app, account.email, account.password)).json();
      expect((await refresh(other.id, refreshToken)).statusCode).toBe(401);
      expect((await refresh(account.id, 'not-a-token')).statusCode).toBe(401);
      // Presenting it under the wrong id did not spend it.
      expect((await refresh(account.id, refreshToken)).statusCode).toBe(200);
    });

    it('logout revokes that login', async () => {
      const session = (await login(app, account.email, account.password)).json();
      const res = await app.inject({
        method: 'POST',
        url: '/v2/auth/logout',
        headers: bearer(session.token),
        payload: { refreshToken: session.refreshToken },
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await refresh(account.id, session.refreshToken)).statusCode).toBe(401);
      expect((await me(session.token)).statusCode).toBe(401);
    });

    it('logout needs a valid access token', async () => {
      const session = (await login(app, account.email, account.password)).json();
      const res = await app.inject({
        method: 'POST',
        url: '/v2/auth/logout',
        payload: { refreshToken: session.refreshToken },
      });
      expect(res.statusCode).toBe(401);
      expect((await refresh(account.id, session.refreshToken)).statusCode).toBe(200);
    });
  });
});
