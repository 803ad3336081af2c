import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import billingDe from '@portal/shared/i18n/delivery/billing/de';
import billingEn from '@portal/shared/i18n/delivery/billing/en-us';
import { isPortalOrigin } from '../../src/billing/portal/return-url';
import { describeEachDb } from '../helper';
import { customer } from '../profiles-helper';

const PORTAL = 'https://portal.example.com';
const PORTAL_ALIAS = 'https://kunden.example.de';

it('a return address is a page of the portal: PUBLIC_URL, CORS_ORIGINS or the same origin', () => {
  const config = { publicUrl: PORTAL, corsOrigins: [PORTAL_ALIAS] };
  const same = 'http://127.0.0.1:3210';
  const allowed = (url: string) => isPortalOrigin(url, config, same);
  expect(allowed(`${PORTAL}/#/additional-info?billing=true`)).toBe(true);
  expect(allowed(`${PORTAL_ALIAS}/#/additional-info`)).toBe(true);
  expect(allowed(`${same}/#/additional-info`)).toBe(true);
  // Another site, one that only looks like the portal, another port or scheme: refused.
  expect(allowed('https://portal.example.com.evil.test/#/additional-info')).toBe(false);
  expect(allowed('https://evil.test/?next=https://portal.example.com')).toBe(false);
  expect(allowed('https://portal.example.com:8443/')).toBe(false);
  expect(allowed('http://portal.example.com/')).toBe(false);
  expect(allowed('javascript:alert(1)')).toBe(false);
  expect(allowed('not a url')).toBe(false);
});

describeEachDb("billing portal: the way back leads to the portal's own origins only", (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp({ publicUrl: PORTAL, corsOrigins: [PORTAL_ALIAS] });
  });

  const open = (headers: Record<string, string>, returnUrl: string, language = 'en-US') =>
    app.inject({
      method: 'POST',
      url: '/payments/portal/session',
      headers: { ...headers, 'accept-language': language },
      payload: { returnUrl },
    });

  it('opens a link back to PUBLIC_URL, a CORS origin or the API’s own origin', async () => {
    const owner = await customer(app, 5);
    for (const returnUrl of [
      `${PORTAL}/#/additional-info?billing=true`,
      `${PORTAL_ALIAS}/#/additional-info?billing=true`,
      // app.inject's requests come to http://localhost:80.
      'http://localhost:80/#/additional-info?billing=true',
    ]) {
      const res = await open(owner.headers, returnUrl);
      expect(res.statusCode, returnUrl).toBe(200);
      const page = await app.inject({
        method: 'GET',
        url: new URL(res.json().url).pathname + new URL(res.json().url).search,
      });
      expect(page.body).toContain(`href="${returnUrl.replace(/&/g, '&amp;')}"`);
    }
  });

  it('refuses any other site with a 400 and a message in the customer’s language; no link is made', async () => {
    const owner = await customer(app, 5);
    const before = await ctx
      .db()
      .query('SELECT 1 FROM billing_portal_sessions WHERE account_id = $1', [owner.id]);
    for (const returnUrl of [
      'https://evil.test/#/additional-info?billing=true',
      'https://portal.example.com.evil.test/',
      'http://portal.example.com/#/additional-info',
    ]) {
      const res = await open(owner.headers, returnUrl);
      expect(res.statusCode, returnUrl).toBe(400);
      expect(res.json().message).toBe(billingEn['billing.portal.returnUrlForeign']);
    }
    const german = await open(owner.headers, 'https://evil.test/', 'de-DE');
    expect(german.json().message).toBe(billingDe['billing.portal.returnUrlForeign']);
    const after = await ctx
      .db()
      .query('SELECT 1 FROM billing_portal_sessions WHERE account_id = $1', [owner.id]);
    expect(after).toHaveLength(before.length);
  });
});
