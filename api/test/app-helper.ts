import type { FastifyInstance } from 'fastify';
import { customer, profilePayload } from './profiles-helper';

/** A unique valid French mobile number: the app's sign-in checks it is dialable. */
let counter = 0;
export function agentPhone(): string {
  counter += 1;
  const n = String((process.pid * 7919 + counter * 104_729 + Date.now()) % 100_000_000);
  const d = n.padStart(8, '0');
  return `+33 6 ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4, 6)} ${d.slice(6)}`;
}
export const e164 = (phone: string) => phone.replaceAll(' ', '');

/** A distinct client address per sign-in: the per-address budgets are not what is tested. */
let address = 0;
export const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/** A customer with `seats` and one profile whose agent signs in with a fresh number. */
export async function customerWithAgent(
  app: FastifyInstance,
  seats = 5,
  overrides: Record<string, unknown> = {},
) {
  const owner = await customer(app, seats);
  const agent = await addAgent(app, owner.headers, overrides);
  return { owner, ...agent };
}

/** Creates a profile under the customer; its login phone and payload. */
export async function addAgent(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  const phone = agentPhone();
  const payload = profilePayload({ loginPhoneNumber: phone, ...overrides });
  const res = await app.inject({ method: 'POST', url: '/v2/companies', headers, payload });
  if (res.statusCode !== 201) throw new Error(`profile not created: ${res.body}`);
  return { profileId: res.json().userId as string, phone, payload };
}

/** The 6-digit code last texted to this number. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string | undefined> {
  const [message] = await app.outbox.latest(1, e164(phone));
  return message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
}

/**
 * Asks the app's code route for a code; resolves once its text (sent after the answer, when the
 * number is an agent's) is in the outbox, or known not to be sent.
 */
export async function requestCode(
  app: FastifyInstance,
  phone: string,
  remoteAddress = nextAddress(),
) {
  const res = await app.inject({
    method: 'POST',
    url: '/app/v1/auth/code',
    payload: { phone },
    remoteAddress,
  });
  await app.background.settled();
  return res;
}

export function verifyCode(
  app: FastifyInstance,
  phone: string,
  code: string,
  remoteAddress = nextAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/app/v1/auth/verify',
    payload: { phone, code },
    remoteAddress,
  });
}

/** Signs the agent in as the app does: code by SMS, then the code. */
export async function signInAgent(app: FastifyInstance, phone: string) {
  const ip = nextAddress();
  const sent = await requestCode(app, phone, ip);
  if (sent.statusCode !== 200) throw new Error(`no code: ${sent.body}`);
  const code = await lastCode(app, phone);
  const res = await verifyCode(app, phone, code!, ip);
  if (res.statusCode !== 200) throw new Error(`no agent session: ${res.body}`);
  const body = res.json() as { token: string; refreshToken: string; agent: { profileId: string } };
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}

export function fetchConfiguration(
  app: FastifyInstance,
  headers: Record<string, string>,
  etag?: string,
) {
  return app.inject({
    method: 'GET',
    url: '/app/v1/configuration',
    headers: etag ? { ...headers, 'if-none-match': etag } : headers,
  });
}

/** The app column of one row of the users list. */
export async function appStatus(
  app: FastifyInstance,
  headers: Record<string, string>,
  profileId: string,
) {
  const res = await app.inject({ method: 'GET', url: `/v2/companies/${profileId}`, headers });
  if (res.statusCode !== 200) throw new Error(`no profile: ${res.body}`);
  return res.json().app as { status: string; syncedAt: string | null };
}

/** The edit payload of the wizard for a profile created with `payload`. */
export const editPayload = (
  payload: Record<string, unknown>,
  changes: Record<string, unknown>,
) => ({
  ...payload,
  noPicAgentOutro: true,
  useDefaultLogo: false,
  useDefaultIntro: false,
  ...changes,
});
