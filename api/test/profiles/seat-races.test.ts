import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { paidCustomer } from '../billing-helper';
import { describeEachDb } from '../helper';
import { CARDS } from '../payments-helper';
import { profilePayload } from '../profiles-helper';

const MAX_USERS = 'Maximum users reached: contact the administrator.';
const CHANGED = 'Your plan was changed.';

/**
 * Hole 5 of the attack probe: lowering the seats raced profile creation, and an account ended with
 * 4 or 5 profiles on 2 seats (PostgreSQL). Whatever the order, profiles never outnumber seats.
 */
describeEachDb('seat races: lowering seats against profile creation', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const createProfile = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/v2/companies', headers, payload: profilePayload() });

  async function portalSession(headers: Record<string, string>) {
    const res = await app.inject({
      method: 'POST',
      url: '/payments/portal/session',
      headers: { ...headers, 'accept-language': 'en-US' },
      payload: { returnUrl: 'http://localhost:3000/#/additional-info?billing=true' },
    });
    return new URL(res.json().url).searchParams.get('session')!;
  }

  const lowerSeats = (session: string, users: number) =>
    app.inject({
      method: 'POST',
      url: '/payments/portal/plan',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ session, users: String(users), interval: 'month' }).toString(),
    });

  it('never ends with more profiles than seats: 3 creations against 5 -> 2 seats, many rounds', async () => {
    const rounds = ctx.kind === 'postgres' ? 12 : 4;
    for (let round = 0; round < rounds; round++) {
      const customer = await paidCustomer(app, CARDS.success, { users: 5 });
      for (let i = 0; i < 2; i++) {
        const res = await createProfile(customer.headers);
        expect(res.statusCode, res.body).toBe(201);
      }
      const session = await portalSession(customer.headers);

      const [plan, ...creations] = await Promise.all([
        lowerSeats(session, 2),
        createProfile(customer.headers),
        createProfile(customer.headers),
        createProfile(customer.headers),
      ]);

      const created = creations.filter((c) => c.statusCode === 201).length;
      for (const refused of creations.filter((c) => c.statusCode !== 201)) {
        expect(refused.statusCode, `round ${round}: ${refused.body}`).toBe(409);
        expect(refused.json().message).toBe(MAX_USERS);
      }
      if (plan.statusCode === 200) {
        expect(plan.body).toContain(CHANGED);
      } else {
        expect(plan.statusCode, `round ${round}`).toBe(409);
        expect(plan.body).toMatch(
          /You have [345] profiles: free some before choosing fewer users\./,
        );
      }

      const state = await ctx.db().one<{ seats: number; profiles: number; engine: number }>(
        `SELECT s.available_users AS seats, bs.users AS engine,
           (SELECT count(*)::int FROM profiles p WHERE p.account_id = s.account_id) AS profiles
         FROM subscriptions s JOIN billing_subscriptions bs ON bs.id::text = s.provider_ref
         WHERE s.account_id = $1`,
        [customer.id],
      );
      expect(state!.profiles, `round ${round}: ${JSON.stringify(state)}`).toBeLessThanOrEqual(
        state!.seats,
      );
      expect(state!.profiles).toBe(2 + created);
      // Either the decrease went through (and no creation did), or it was refused.
      expect(state!.seats).toBe(plan.statusCode === 200 ? 2 : 5);
      expect(state!.engine).toBe(state!.seats);
    }
  }, 180_000);
});
