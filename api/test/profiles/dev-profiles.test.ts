import { expect, it } from 'vitest';
import { describeEachDb } from '../helper';
import { customer } from '../profiles-helper';

describeEachDb('dev profile seed', (ctx) => {
  it('adds exactly N profiles to the named account, raising its seats, and lists them', async () => {
    const app = await ctx.buildTestApp();
    const owner = await customer(app, 2);
    const other = await customer(app, 2);
    const seeded = await app.inject({
      method: 'POST',
      url: '/dev/profiles/seed',
      headers: owner.headers,
      payload: { count: 260 },
    });
    expect(seeded.statusCode, seeded.body).toBe(200);
    expect(seeded.json()).toMatchObject({ added: 260, total: 260 });

    const page = await app.inject({ url: '/v2/users/me/users?limit=5', headers: owner.headers });
    expect(page.headers['x-total-count']).toBe('260');
    const names = new Set(page.json().map((p: { loginName: string }) => p.loginName));
    expect(names.size).toBeGreaterThan(1);
    const account = await app.inject({ url: '/v2/users/me', headers: owner.headers });
    expect(account.json().subscription.availableUsers).toBeGreaterThanOrEqual(260);
    const untouched = await app.inject({ url: '/v2/users/me/users', headers: other.headers });
    expect(untouched.headers['x-total-count']).toBe('0');

    const again = await app.inject({
      method: 'POST',
      url: '/dev/profiles/seed',
      headers: owner.headers,
      payload: { count: 3 },
    });
    expect(again.json()).toMatchObject({ added: 3, total: 263 });
  });

  it('gives an account without a plan one that fits, so its users tab opens', async () => {
    const app = await ctx.buildTestApp();
    const planless = await customer(app, 0);
    await ctx.db().query('DELETE FROM subscriptions WHERE account_id = $1', [planless.id]);
    const seeded = await app.inject({
      method: 'POST',
      url: '/dev/profiles/seed',
      headers: planless.headers,
      payload: { count: 4 },
    });
    expect(seeded.json()).toMatchObject({ added: 4, total: 4 });
    const account = await app.inject({ url: '/v2/users/me', headers: planless.headers });
    expect(account.json().subscription).toMatchObject({ status: 'ACTIVE', availableUsers: 4 });
  });

  it('needs a session, a sane count, and is not served in production', async () => {
    const app = await ctx.buildTestApp();
    const owner = await customer(app, 2);
    const seed = (headers: Record<string, string>, count: unknown) =>
      app.inject({ method: 'POST', url: '/dev/profiles/seed', headers, payload: { count } });
    expect((await seed({}, 1)).statusCode).toBe(401);
    const bad = await seed(owner.headers, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();

    const prod = await ctx.buildTestApp({ isProduction: true, nodeEnv: 'production' });
    const refused = await prod.inject({
      method: 'POST',
      url: '/dev/profiles/seed',
      headers: owner.headers,
      payload: { count: 1 },
    });
    expect(refused.statusCode).toBe(404);
    const count = await ctx
      .db()
      .one<{ n: number }>('SELECT count(*)::int AS n FROM profiles WHERE account_id = $1', [
        owner.id,
      ]);
    expect(count?.n).toBe(0);
  });
});
