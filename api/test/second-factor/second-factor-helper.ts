import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { TRecoveryCodes, TTotpSetup } from '@portal/shared/api/security';

/** The code an authenticator app shows for `secret` at `time` (ms), as the person types it. */
export function totpCode(secret: string, time: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: time,
  });
}

/**
 * The API's clock for the authenticator app's codes: each `next()` moves it one 30-second step
 * ahead and answers that step's time, so every code the test computes is a new one.
 */
export function testClock(start = Date.now()) {
  let time = start;
  return {
    now: () => time,
    next() {
      time += 30_000;
      return time;
    },
  };
}

/** Sets up and turns on the authenticator app of the signed-in person: secret and codes. */
export async function enableTotp(
  app: FastifyInstance,
  headers: Record<string, string>,
  clock: { next(): number },
): Promise<{ secret: string; uri: string; recoveryCodes: string[] }> {
  const setup = await app.inject({ method: 'POST', url: '/v2/security/totp', headers });
  if (setup.statusCode !== 200) throw new Error(`no set-up: ${setup.statusCode} ${setup.body}`);
  const { secret, uri } = setup.json() as TTotpSetup;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/v2/security/totp/confirm',
    headers,
    payload: { code: totpCode(secret, clock.next()) },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`not confirmed: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, uri, recoveryCodes: (confirmed.json() as TRecoveryCodes).recoveryCodes };
}

export function secondFactor(
  app: FastifyInstance,
  payload: { challenge: string; method: 'totp' | 'recovery'; code: string },
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/v2/auth/second-factor', payload, headers });
}
