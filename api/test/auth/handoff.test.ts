import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { HANDOFF_TTL_SECONDS } from '@portal/shared/api/handoff';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createAccount, describeEachDb, login } from '../helper';

describeEachDb('session handoff to a webview', (ctx) => {
  let app: FastifyInstance;
  // The API's clock, moved by the tests: codes expire by it.
  let now = Date.now();
  beforeAll(async () => {
    app = await ctx.buildTestApp({}, { now: () => now });
  });

  async function signedIn() {
    const account = await createAccount(app);
    const res = await login(app, account.email, account.password);
    return { ...account, auth: { authorization: `Bearer ${res.json().token as string}` } };
  }
  const createCode = (auth: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/v2/auth/handoff', headers: auth });
  const exchange = (code: string) =>
    app.inject({ method: 'POST', url: '/v2/auth/handoff/exchange', payload: { code } });

  it('turns a code into a new login of the same account, once', async () => {
    const who = await signedIn();
    const created = await createCode(who.auth);
    expect(created.statusCode).toBe(200);
    const { code, expiresIn } = created.json() as { code: string; expiresIn: number };
    expect(expiresIn).toBe(HANDOFF_TTL_SECONDS);
    expect(code.length).toBeGreaterThanOrEqual(43);

    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const session = first.json() as { token: string; refreshToken: string; user: { id: string } };
    expect(session.user.id).toBe(who.id);
    const me = await app.inject({
      url: '/v2/users/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.json().email).toBe(who.email);

    const second = await exchange(code);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: 'HANDOFF_INVALID',
      message: platformEn['errors.handoffInvalid'],
    });
  });

  it('works within 60 seconds and not after', async () => {
    const who = await signedIn();
    const early = (await createCode(who.auth)).json().code as string;
    const late = (await createCode(who.auth)).json().code as string;
    now += (HANDOFF_TTL_SECONDS - 1) * 1000;
    expect((await exchange(early)).statusCode).toBe(200);
    now += 2 * 1000;
    expect((await exchange(late)).json().code).toBe('HANDOFF_INVALID');
  });

  it('gives two simultaneous exchanges of one code one login', async () => {
    const who = await signedIn();
    const code = (await createCode(who.auth)).json().code as string;
    const answers = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('needs a signed-in app to create a code, and refuses made-up codes', async () => {
    expect((await app.inject({ method: 'POST', url: '/v2/auth/handoff' })).statusCode).toBe(401);
    expect((await exchange('made-up-code')).json().code).toBe('HANDOFF_INVALID');
    expect((await exchange('')).statusCode).toBe(400);
  });
});
