import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { describeEachDb, validAccount, type TestContext } from '../helper';

describeEachDb('error logs', (ctx) => {
  it('carry no query parameters, row contents or password hashes after a failing insert', async () => {
    const lines: string[] = [];
    const app = await ctx.buildTestApp(
      { logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    // A database rule the API does not know about makes the INSERT itself fail.
    await ctx
      .db()
      .exec(
        `ALTER TABLE accounts ADD CONSTRAINT refused_by_test CHECK (first_name <> 'Refused') NOT VALID`,
      );
    try {
      const body = validAccount({ firstName: 'Refused', phone: '+1 555 0199 321' });
      const res = await app.inject({ method: 'POST', url: '/v2/users', payload: body });
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('SERVER_ERROR');

      const log = lines.join('\n');
      expect(log).toContain('refused_by_test'); // the failure itself is logged, with its constraint
      for (const secret of ['$argon2id$', body.email, body.phone, body.password, 'Refused,']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await ctx.db().exec('ALTER TABLE accounts DROP CONSTRAINT refused_by_test');
    }
  });
});

/** What an operator reads for one request: the lines of the app's log, parsed. */
async function loggedApp(ctx: TestContext, overrides: Partial<Config> = {}) {
  const lines: Record<string, unknown>[] = [];
  const app = await ctx.buildTestApp(
    { logLevel: 'info', ...overrides },
    { logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
  );
  return { app, lines };
}

/** The lines of the request to this URL, whichever line names it (Fastify's own name it once). */
function linesOf(lines: Record<string, unknown>[], url: string) {
  const ids = new Set(
    lines.filter((line) => JSON.stringify(line).includes(url)).map((l) => l.reqId),
  );
  return lines.filter((line) => ids.has(line.reqId));
}

const secret = () => randomBytes(16).toString('hex');

describeEachDb('request logs', (ctx) => {
  it('write one line per request: method, route, status and time', async () => {
    const { app, lines } = await loggedApp(ctx);
    const url = `/runtime-config.json?v=${secret()}`;
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    const ofRequest = linesOf(lines, url);
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url,
      route: '/runtime-config.json',
      statusCode: 200,
      responseTime: expect.any(Number),
    });
  });

  it('write one line for a refused request too, naming why', async () => {
    const { app, lines } = await loggedApp(ctx);
    const url = `/v2/users/me?probe=${secret()}`;
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(401);
    const ofRequest = linesOf(lines, url);
    expect(ofRequest).toHaveLength(1);
    expect(ofRequest[0]).toMatchObject({ statusCode: 401, code: expect.any(String) });
  });

  it('keep probes, /metrics and static files below info', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'logs-web-'));
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(webRoot, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
    try {
      const { app, lines } = await loggedApp(ctx, { webRoot });
      const v = `?v=${secret()}`;
      for (const url of ['/healthz', '/readyz', '/metrics', '/main.0123abcd.js']) {
        const res = await app.inject({ url: url + v });
        expect(res.statusCode, url).toBe(200);
        expect(linesOf(lines, url + v), url).toEqual([]);
      }
      // The same app does log an ordinary request.
      await app.inject({ url: `/runtime-config.json${v}` });
      expect(linesOf(lines, `/runtime-config.json${v}`)).toHaveLength(1);
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('never carry a credential of a URL or a body', async () => {
    const { app, lines } = await loggedApp(ctx);
    const secrets: string[] = [];
    const keep = (value: string) => (secrets.push(value), value);
    const inInvitation = keep(randomUUID());
    const requests: InjectOptions[] = [
      // The invitation link: its id is the permission to read it and to join.
      { url: `/v2/invitations/${inInvitation}` },
      { method: 'POST', url: `/v2/invitations/${inInvitation}`, payload: {} },
      // The billing portal's pages and invoice downloads: the session token is the permission.
      { url: `/payments/portal?session=${keep(secret())}` },
      { url: `/payments/portal/invoices/in_1/pdf?session=${keep(secret())}` },
      // A provider's answer to Google or Apple sign-in.
      { url: `/v2/auth/callback/google?code=${keep(secret())}&state=${keep(secret())}` },
      // A signed asset URL.
      { url: `/v2/resources/assets/${randomUUID()}/content?sig=${keep(secret())}` },
      // Links of the front end that reach the server with their query (or a mistyped one).
      { url: `/?invitation=${keep(randomUUID())}&handoff=${keep(secret())}` },
      { url: `/nowhere?token=${keep(secret())}&claim=${keep(secret())}` },
      // Recovery, claim and handoff: in bodies.
      {
        method: 'POST',
        url: '/v2/auth/recovery',
        payload: { token: keep(secret()), password: 'Another-pass-1' },
      },
      { method: 'POST', url: '/payments/checkout/claim', payload: { claim: keep(secret()) } },
      { method: 'POST', url: '/v2/auth/handoff/exchange', payload: { code: keep(secret()) } },
    ];
    for (const request of requests) await app.inject(request);

    const log = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const value of secrets) expect(log).not.toContain(value);
    // Each request is there, by its route where it has one.
    expect(log).toContain('"route":"/v2/invitations/:id"');
    expect(log).toContain('"url":"/v2/invitations/[redacted]"');
    expect(log).toContain('session=[redacted]');
  });
});
