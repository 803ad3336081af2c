import en from '@portal/shared/i18n/catalogs/en-us';
import deliveryDe from '@portal/shared/i18n/delivery/de';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from '../../src/app';
import { createAccount, describeEachDb, login, validAccount } from '../helper';
import { paidCustomer } from '../billing-helper';
import { CARDS, checkoutBody, postCheckout } from '../payments-helper';
import { customer, profilePayload } from '../profiles-helper';

describeEachDb('bad input', (ctx) => {
  let app: FastifyInstance;
  let auth: { authorization: string };
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    const account = await createAccount(app);
    auth = {
      authorization: `Bearer ${(await login(app, account.email, account.password)).json().token}`,
    };
  });

  /** Every write endpoint with a body, and a valid body for it. */
  const writes = () => [
    { url: '/v2/users', body: validAccount(), headers: {} },
    { url: '/v2/auth/email', body: { email: 'a@example.com', password: 'x1' }, headers: {} },
    { url: '/v2/auth/refreshtoken', body: { id: 'x', refreshToken: 'y' }, headers: {} },
    { url: '/v2/auth/logout', body: { refreshToken: 'y' }, headers: auth },
  ];
  const post = (url: string, payload: string, headers: InjectOptions['headers']) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers 400 to a NUL character in any string field, naming the field', async () => {
    for (const { url, body, headers } of writes()) {
      for (const field of Object.keys(body)) {
        const value = (body as Record<string, unknown>)[field];
        if (typeof value !== 'string') continue;
        const bad = { ...body, [field]: `${value.slice(0, 3)}\u0000${value.slice(3)}` };
        if (field === 'password') Object.assign(bad, { confirmPassword: bad.password });
        const res = await post(url, JSON.stringify(bad), headers);
        expect({ url, field, status: res.statusCode }).toEqual({ url, field, status: 400 });
        expect(res.json().code).toBe('VALIDATION');
      }
    }
    const res = await post(
      '/v2/users',
      JSON.stringify({ ...validAccount(), firstName: 'A\u0000' }),
      {},
    );
    expect(res.json().fields.firstName).toBe(en['errors.invalidCharacters']);
  });

  it.each(['null', '42', '"text"', '[]', 'true', '{}'])(
    'answers 400 to the body %s on every write endpoint',
    async (payload) => {
      for (const { url, headers } of writes()) {
        const res = await post(url, payload, headers);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
        expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      }
    },
  );

  it('answers 400 with a message to a null or non-object body on password recovery', async () => {
    for (const payload of ['null', '42', '"text"', '[]', 'true']) {
      const res = await post('/v2/auth/recovery', payload, {});
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('answers 400 at the field to a lone UTF-16 surrogate in any profile text', async () => {
    const owner = await customer(app, 5);
    const texts = ['loginName', 'name', 'outroFullName', 'outroWebsite', 'outroExtraInfo'];
    for (const field of [...texts, 'designFullName', 'specialRequest']) {
      for (const surrogate of ['\ud800', '\udfff', 'a\udc00b']) {
        const body = profilePayload({ [field]: `Jo${surrogate}` });
        const res = await post('/v2/companies', JSON.stringify(body), owner.headers);
        expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
        expect(res.json().fields[field]).toBe(en['errors.invalidCharacters']);
      }
    }
    // A pair is a character like any other (an emoji).
    const emoji = await post(
      '/v2/companies',
      JSON.stringify(profilePayload({ specialRequest: 'Jo \ud83d\ude00' })),
      owner.headers,
    );
    expect(emoji.statusCode).toBe(201);
  });

  it('answers 400 at the field to a NUL or a lone surrogate in paymentMethodId', async () => {
    for (const paymentMethodId of ['pm_\u0000x', 'pm_\ud800', '\u0000']) {
      const res = await postCheckout(app, checkoutBody({ paymentMethodId }));
      expect({ paymentMethodId, status: res.statusCode }).toEqual({ paymentMethodId, status: 400 });
      expect(res.json().fields.paymentMethodId).toBe(en['errors.invalidCharacters']);
    }
  });

  it('answers 400 at the field to a NUL in a route of its own schema', async () => {
    // The billing portal's card form validates with a schema of its route, not a shared one.
    const owner = await paidCustomer(app, CARDS.success);
    const opened = await app.inject({
      method: 'POST',
      url: '/payments/portal/session',
      headers: owner.headers,
      payload: { returnUrl: 'http://localhost:3000/#/additional-info?billing=true' },
    });
    const session = new URL(opened.json().url).searchParams.get('session')!;
    // (A form cannot carry a lone surrogate: URL encoding makes it U+FFFD.)
    for (const paymentMethodId of ['pm_\u0000', '\u0000']) {
      const res = await app.inject({
        method: 'POST',
        url: '/payments/portal/card',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ session, paymentMethodId }).toString(),
      });
      expect({ paymentMethodId, status: res.statusCode }).toEqual({ paymentMethodId, status: 400 });
      expect(res.json().fields.paymentMethodId).toBe(en['errors.invalidCharacters']);
    }
  });

  it('refuses JSON nested 20,000 deep, on a route that declares no body too, in the caller’s language and logging no error (item 7)', async () => {
    const lines: string[] = [];
    const logged = await ctx.buildTestApp(
      { logLevel: 'info', jwtSecret: app.config.jwtSecret },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const handoff = (payload: string) =>
      logged.inject({
        method: 'POST',
        url: '/v2/auth/handoff',
        headers: { ...auth, 'content-type': 'application/json', 'accept-language': 'de' },
        payload,
      });
    for (const open of ['[', '{"a":']) {
      const close = open === '[' ? ']' : '}';
      const inner = open === '[' ? '' : 'null';
      const res = await handoff(`${open.repeat(20_000)}${inner}${close.repeat(20_000)}`);
      expect(res.statusCode, open).toBe(400);
      expect(res.json()).toEqual({
        code: 'BODY_TOO_DEEP',
        message: deliveryDe['delivery.error.bodyTooDeep'],
      });
      // As deep as a body may go: the route answers as to any body it ignores.
      const deepest = `${open.repeat(JSON_MAX_DEPTH)}${inner}${close.repeat(JSON_MAX_DEPTH)}`;
      expect((await handoff(deepest)).statusCode, open).toBe(200);
    }
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });

  it('treats an empty JSON body on GET and DELETE as no body', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v2/users/me',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const remove = await app.inject({
      method: 'DELETE',
      url: '/v2/users/me',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '',
    });
    // No such route yet: the answer is the JSON 404, not "not valid JSON".
    expect(remove.statusCode).toBe(404);
    // A POST still needs its body.
    const empty = await post('/v2/auth/email', '', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('MALFORMED_JSON');
  });
});
