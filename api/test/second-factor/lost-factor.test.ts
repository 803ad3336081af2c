import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import { describeEachDb, login } from '../helper';
import { MEMBER_PASSWORD, member } from '../members/members-helper';
import { customer } from '../profiles-helper';
import { enableTotp, secondFactor, testClock, totpCode } from './second-factor-helper';

const WAIT_MS = 72 * 3600 * 1000;

describeEachDb('a lost second factor: e-mailed link, waiting period, owner told', (ctx) => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    app = await ctx.buildTestApp({ publicUrl: 'http://portal.test' }, { now: clock.now });
  });

  /** A billing member of a new customer with the authenticator app on. */
  async function memberWithTotp() {
    const owner = await customer(app, 2);
    const person = await member(app, owner.headers, 'billing');
    const { secret } = await enableTotp(app, person.headers, clock);
    return { owner, person, secret };
  }
  const step = async (email: string) => {
    const res = await login(app, email, MEMBER_PASSWORD);
    return res.json().challenge as string;
  };
  const lost = (challenge: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/v2/auth/second-factor/lost',
      payload: { challenge },
      headers,
    });
  const confirm = (token: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/v2/auth/second-factor/lost/confirm',
      payload: { token },
      headers,
    });
  /** The recovery link of the newest mail to `email`: its token. */
  async function linkTo(email: string) {
    const [mail] = await app.outbox.latest(1, email);
    const token = /#\/second-factor-recovery\?token=([\w-]+)/.exec(mail!.text)?.[1];
    if (!token) throw new Error(`no recovery link mailed to ${email}`);
    return { token, mail: mail! };
  }
  /** The waiting period ends (the row's end moved into the past, as time would). */
  const waitingOver = (memberId: string) =>
    ctx.db().query(
      `UPDATE second_factor_recoveries SET completes_at = now() - interval '1 minute'
         WHERE member_id = $1 AND confirmed_at IS NOT NULL`,
      [memberId],
    );

  it('mails a link; once opened the owner and the person are told; after 72 hours the password alone signs in', async () => {
    const { owner, person } = await memberWithTotp();
    const challenge = await step(person.email);
    const asked = await lost(challenge, { 'accept-language': 'fr' });
    expect(asked.statusCode, asked.body).toBe(204);
    const { token, mail } = await linkTo(person.email);
    expect(mail.subject).toBe('Vous connecter sans votre second facteur perdu');
    expect(mail.text).toContain('72');

    const before = Date.now();
    // The link's page, in the same browser's language.
    const opened = await confirm(token, { 'accept-language': 'fr' });
    expect(opened.statusCode, opened.body).toBe(200);
    const completesAt = Date.parse(opened.json().completesAt);
    expect(completesAt).toBeGreaterThanOrEqual(before + WAIT_MS - 60_000);
    expect(completesAt).toBeLessThanOrEqual(Date.now() + WAIT_MS + 60_000);
    // Opened again: the same end, no new mails.
    expect((await confirm(token)).json().completesAt).toBe(opened.json().completesAt);
    const [toOwner] = await app.outbox.latest(1, owner.email);
    // The owner's language when the account has one, else the page's.
    expect(toOwner!.subject).toBe(
      'Une récupération de second facteur a commencé dans votre compte',
    );
    expect(toOwner!.text).toContain(person.email);
    const [toPerson] = await app.outbox.latest(1, person.email);
    expect(toPerson!.subject).toMatch(/^Votre second facteur sera supprimé le /);
    expect(await app.outbox.latest(5, owner.email)).toHaveLength(1);
    const logged = await ctx
      .db()
      .query(
        `SELECT 1 FROM activity_events WHERE account_id = $1 AND action = 'security.recoveryRequested'`,
        [owner.id],
      );
    expect(logged).toHaveLength(1);

    // During the waiting period the factor is still asked.
    expect(await step(person.email)).toEqual(expect.any(String));
    await waitingOver(person.id);
    const plain = await login(app, person.email, MEMBER_PASSWORD);
    expect(plain.statusCode).toBe(200);
    const session = plain.json() as TLoginResponse;
    expect(session.token).toEqual(expect.any(String));
    const overview = await app.inject({
      url: '/v2/security',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(overview.json()).toMatchObject({ totp: { enabled: false }, recoveryCodesLeft: 0 });
    // The link is spent.
    expect((await confirm(token)).json().code).toBe('SECOND_FACTOR_RECOVERY_LINK_INVALID');
  });

  it('is cancelled by a sign-in with the factor during the waiting period', async () => {
    const { person, secret } = await memberWithTotp();
    await lost(await step(person.email));
    const { token } = await linkTo(person.email);
    expect((await confirm(token)).statusCode).toBe(200);
    const done = await secondFactor(app, {
      challenge: await step(person.email),
      method: 'totp',
      code: totpCode(secret, clock.next()),
    });
    expect(done.statusCode).toBe(200);
    await waitingOver(person.id);
    // Still asked: the recovery ended when they showed they have the factor.
    expect(await step(person.email)).toEqual(expect.any(String));
  });

  it('refuses an unknown link and a step that is not live, and limits the links', async () => {
    expect((await confirm('not-a-link')).json().code).toBe('SECOND_FACTOR_RECOVERY_LINK_INVALID');
    expect((await lost('not-a-challenge')).json().code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
    const { person } = await memberWithTotp();
    const challenge = await step(person.email);
    for (let i = 0; i < 3; i++) expect((await lost(challenge)).statusCode).toBe(204);
    const fourth = await lost(challenge);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('TOO_MANY_RECOVERY_REQUESTS');
  });
});
