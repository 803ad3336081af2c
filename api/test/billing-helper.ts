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

/**
 * `npm run billing -- advance <by>` as the development clock runs it: the clock moves, the run
 * starts (202 with its id) and this waits until it has finished. The finished run's progress.
 */
export async function advanceBilling(app: FastifyInstance, by: string) {
  const res = await app.inject({ method: 'POST', url: '/dev/billing/advance', payload: { by } });
  if (res.statusCode !== 202) throw new Error(`advance answered ${res.statusCode}: ${res.body}`);
  const { jobId } = res.json() as { jobId: string };
  for (;;) {
    const job = (await app.inject({ url: `/dev/billing/jobs/${jobId}` })).json() as {
      finished: boolean;
      error: string | null;
      renewed: number;
      failed: number;
      canceled: number;
    };
    if (job.finished) return job;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
