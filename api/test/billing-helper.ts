import type { FastifyInstance } from 'fastify';
import { createAccount, login } from './helper';
import { checkoutWith } from './payments-helper';
import { bearer } from './profiles-helper';

/**
 * A customer who paid at the checkout with `card` and then created the account with the answer's
 * claim (the success page's "Create your account"), signed in.
 */
export async function paidCustomer(
  app: FastifyInstance,
  card: string,
  overrides: Record<string, unknown> = {},
) {
  const { res, body } = await checkoutWith(app, card, overrides);
  if (res.json().status !== 'succeeded') throw new Error(`checkout failed: ${res.body}`);
  const email = (body.customer as { email: string }).email;
  const account = await createAccount(app, { email, claim: res.json().claimToken });
  const token = (await login(app, account.email, account.password)).json().token as string;
  return { ...account, headers: bearer(token) };
}

export async function me(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/v2/users/me', headers });
  return res.json() as {
    status: string;
    isValidSubscription: boolean;
    subscription: { status: string; availableUsers: number; graceExpires: string | null };
  };
}

export async function invoices(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/v2/invoices', headers });
  return (
    res.json() as { invoices: Array<{ id: string; number: string; total: number; status: string }> }
  ).invoices;
}
