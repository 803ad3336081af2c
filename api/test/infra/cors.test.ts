import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { PREFLIGHT_MAX_AGE_SECONDS } from '../../src/plugins/external/cors';
import { createAccount, describeEachDb, login } from '../helper';

const PORTAL = 'https://portal.example.com';
const OTHER = 'https://evil.example.net';

describeEachDb('cross-origin API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp({ corsOrigins: [PORTAL, 'http://127.0.0.1:3420'] });
  });

  it('answers the preflight of a listed origin, cached, without credentials', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/v2/users/me',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(res.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE_SECONDS));
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Origin/);
  });

  it('lets a listed origin read a Bearer call', async () => {
    const account = await createAccount(app);
    const { token } = (await login(app, account.email, account.password)).json();
    const res = await app.inject({
      url: '/v2/users/me',
      headers: { origin: PORTAL, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses any other origin: no preflight, no CORS header on the answer', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v2/auth/email',
      headers: { origin: OTHER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const res = await app.inject({ url: '/runtime-config.json', headers: { origin: OTHER } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS', () => {
  it('reads a comma list of origins and refuses anything else', () => {
    expect(loadConfig({ CORS_ORIGINS: ` ${PORTAL}, http://127.0.0.1:3420 ` }).corsOrigins).toEqual([
      PORTAL,
      'http://127.0.0.1:3420',
    ]);
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(() => loadConfig({ CORS_ORIGINS: `${PORTAL}/` })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});
