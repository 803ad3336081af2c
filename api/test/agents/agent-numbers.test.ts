import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import deliveryDe from '@portal/shared/i18n/delivery/de';
import en from '@portal/shared/i18n/catalogs/en-us';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { addAgent, agentPhone, e164, lastCode, nextAddress, requestCode } from '../app-helper';
import { describeEachDb } from '../helper';
import { customer, profilePayload } from '../profiles-helper';

/** An SMS gateway (Twilio's Messages API) that holds each text until the test answers it. */
async function heldGateway() {
  interface Held {
    to: string;
    answer(status: number): void;
  }
  const waiting: Held[] = [];
  const listeners: ((held: Held) => void)[] = [];
  const open = new Set<ServerResponse>();
  let received = 0;
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received += 1;
    open.add(res);
    const held: Held = {
      to: new URLSearchParams(body).get('To') ?? '',
      answer(status) {
        open.delete(res);
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(status === 400 ? '{"code":21211,"message":"Invalid To number"}' : '{"sid":"SM1"}');
      },
    };
    const listener = listeners.shift();
    if (listener) listener(held);
    else waiting.push(held);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    /** The next text to reach the gateway, held until answered. */
    nextText: () =>
      new Promise<Held>((resolve) => {
        const held = waiting.shift();
        if (held) resolve(held);
        else listeners.push(resolve);
      }),
    async close() {
      for (const res of open) res.writeHead(503).end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const verify = (app: FastifyInstance, phone: string, code: string, extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/app/v1/auth/verify',
    payload: { phone, code, ...extra },
    headers: { 'accept-language': 'de' },
    remoteAddress: nextAddress(),
  });

describeEachDb('which numbers are agents is said to no one (item 8)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });
  const createProfile = (headers: Record<string, string>, phone: string, name: string) =>
    app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers,
      payload: profilePayload({ loginPhoneNumber: phone, name }),
    });

  it('saves a number another customer’s agent has, and that agent picks the company at sign-in', async () => {
    const theirs = await customer(app, 2);
    const agent = await addAgent(app, theirs.headers, { name: 'Harbour Homes' });
    const mine = await customer(app, 2);

    // Another customer's agent number is saved like any other: nothing says it is an agent's.
    const saved = await createProfile(mine.headers, agent.phone, 'Quay Estates');
    expect(saved.statusCode, saved.body).toBe(201);
    // Twice in one account is still refused: that is the customer's own list.
    const twice = await createProfile(mine.headers, e164(agent.phone), 'Quay Estates');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PHONE_TAKEN', message: en['errors.phoneTaken'] });

    // The agent, who holds the phone, gets one code and sees both companies...
    expect((await requestCode(app, agent.phone)).statusCode).toBe(200);
    expect(await app.outbox.latest(5, e164(agent.phone))).toHaveLength(1);
    const code = (await lastCode(app, agent.phone))!;
    const choice = await verify(app, agent.phone, code);
    expect(choice.statusCode).toBe(409);
    expect(choice.json()).toEqual({
      code: 'APP_CHOOSE_PROFILE',
      message: deliveryDe['delivery.error.appChooseProfile'],
      profiles: [
        { profileId: agent.profileId, companyName: 'Harbour Homes', loginName: 'Jane' },
        { profileId: saved.json().userId, companyName: 'Quay Estates', loginName: 'Jane' },
      ],
    });
    // ...and signs in to the one it works for, with the same code, once.
    const session = await verify(app, agent.phone, code, { profileId: agent.profileId });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().agent.profileId).toBe(agent.profileId);
    const again = await verify(app, agent.phone, code, { profileId: saved.json().userId });
    expect(again.statusCode).toBe(401);
  });

  it('lets no one take a number before its agent’s company, not even through an invitation link', async () => {
    const squatter = await customer(app, 3);
    const link = await app.inject({
      method: 'POST',
      url: '/v2/invitations',
      headers: squatter.headers,
    });
    expect(link.statusCode).toBe(201);
    const phone = agentPhone();
    const squatted = await app.inject({
      method: 'POST',
      url: `/v2/invitations/${link.json().id}`,
      payload: profilePayload({ loginPhoneNumber: phone }),
    });
    expect(squatted.statusCode, squatted.body).toBe(201);

    // The agent's own company adds the number afterwards all the same.
    const owner = await customer(app, 1);
    expect((await createProfile(owner.headers, phone, 'Harbour Homes')).statusCode).toBe(201);
  });

  it('answers an agent’s number like any other, before the SMS gateway says anything of it', async () => {
    const gateway = await heldGateway();
    const texting = await ctx.buildTestApp({
      twilio: {
        accountSid: 'AC1',
        authToken: 'token',
        from: '+15005550006',
        whatsappFrom: null,
        apiUrl: gateway.url,
      },
    });
    try {
      const owner = await customer(texting, 1);
      const agent = await addAgent(texting, owner.headers);
      const ask = (phone: string) =>
        texting.inject({
          method: 'POST',
          url: '/app/v1/auth/code',
          payload: { phone },
          remoteAddress: nextAddress(),
        });

      // The answer does not wait for the gateway, which still holds the agent's text...
      const agentText = gateway.nextText();
      const first = await Promise.race([
        ask(agent.phone),
        agentText.then(() => 'the gateway had the text before the answer came'),
      ]);
      expect(first).toMatchObject({ statusCode: 200 });
      const answer = first as Awaited<ReturnType<typeof ask>>;
      // ...and then refuses it (an invalid number): the answer was the same 200 all the same.
      const text = await agentText;
      expect(text.to).toBe(e164(agent.phone));
      text.answer(400);
      await texting.background.settled();
      expect((await texting.outbox.latest(1, e164(agent.phone)))[0]).toMatchObject({
        state: 'failed',
      });

      // A number of no agent: the same answer, and nothing reaches the gateway.
      const stranger = agentPhone();
      const other = await ask(stranger);
      await texting.background.settled();
      expect(other.statusCode).toBe(200);
      const withoutPhone = (body: Record<string, unknown>) => ({ ...body, phone: undefined });
      expect(withoutPhone(other.json())).toEqual(withoutPhone(answer.json()));
      expect(other.json().phone).toBe(e164(stranger));
      expect(gateway.received()).toBe(1);
    } finally {
      await gateway.close();
    }
  });
});
