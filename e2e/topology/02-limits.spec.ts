import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { TOPOLOGY, call, newAccount, redisKeys } from './topology';

// 127.0.0.2 and 127.0.0.3 are this machine too: nginx sees them, not its own 127.0.0.1.
const CLIENT = '127.0.0.2';
const OTHER_CLIENT = '127.0.0.3';
const FORGED = [
  '203.0.113.7',
  '198.51.100.23',
  '192.0.2.44',
  '203.0.113.99',
  '198.51.100.5',
  '192.0.2.1',
];

test('the login limit holds across both replicas, under the address nginx saw, whatever X-Forwarded-For the client forges', async () => {
  const account = newAccount('limit');
  expect(
    (await call(`${TOPOLOGY.origin}/v2/users`, { method: 'POST', body: account })).status,
  ).toBe(201);
  const attempt = (password: string, localAddress: string, forged?: string) =>
    call(`${TOPOLOGY.origin}/v2/auth/email`, {
      method: 'POST',
      localAddress,
      headers: forged ? { 'x-forwarded-for': forged } : {},
      body: { email: account.email, password },
    });

  // decisions.md: 5 failures per account and address. Each guess claims another address.
  for (const forged of FORGED.slice(0, 5)) {
    expect((await attempt('wrong-password-1', CLIENT, forged)).status).toBe(401);
  }
  const sixth = await attempt(account.password, CLIENT, FORGED[5]);
  expect(sixth.status).toBe(429);
  expect(JSON.parse(sixth.body).code).toBe('TOO_MANY_ATTEMPTS');

  // Round robin spread the guesses over both replicas: the count lives in the shared Redis.
  const upstreams = new Set(
    readFileSync(TOPOLOGY.accessLog, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith(`${CLIENT} "POST /v2/auth/email`))
      .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
  );
  expect(upstreams).toEqual(new Set(TOPOLOGY.replicas.map((r) => new URL(r.url).host)));

  // The API counted under the address nginx saw: none of the forged ones, not nginx's own.
  expect(await redisKeys(`login:ip:${CLIENT}`)).toHaveLength(1);
  for (const forged of FORGED) expect(await redisKeys(`login:ip:${forged}`)).toEqual([]);

  // Another client address is not blocked by these guesses.
  expect((await attempt(account.password, OTHER_CLIENT, CLIENT)).status).toBe(200);
});
