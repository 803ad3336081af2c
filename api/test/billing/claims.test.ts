import en from '@portal/shared/i18n/catalogs/en-us';
import deliveryEn from '@portal/shared/i18n/delivery/en-us';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, describeEachDb, login, uniqueEmail, validAccount } from '../helper';
import {
  CARDS,
  checkoutBody,
  checkoutWith,
  confirm,
  postCheckout,
  tokenise,
} from '../payments-helper';
import { startSmtpServer } from '../support/smtp';

const PORTAL = 'http://portal.test';
const CLAIM_LINK = new RegExp(
  `${PORTAL.replace(/\./g, '\\.')}/#/create-account\\?claim=([\\w-]{43})`,
);

type Answer = {
  status: string;
  checkoutId: string;
  email?: string;
  plan?: { users: number; interval: string; edition: string };
  invoice?: { id: string; number: string; total: number; currency: string };
  next?: 'create_account' | 'sign_in';
  claimToken?: string;
  receiptToken?: string;
};

/**
 * Spec: a paid subscription goes only to a proven owner of the e-mail. The proof is a one-time
 * claim: the checkout's answer (the browser that paid) or the receipt e-mail's link (the inbox).
 */
describe('claims: the paid subscription and who takes it over', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  describeEachDb('claims', (ctx) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await ctx.buildTestApp({
        publicUrl: PORTAL,
        mail: { smtpUrl: smtp.url, from: 'Property Video <billing@propertyvideo.test>' },
      });
    });
    const db = () => ctx.db();

    /** A checkout with a 4242 card for `email`, in `language`. */
    async function pay(email: string, plan: Record<string, unknown> = {}, language = 'en-US') {
      const paymentMethodId = await tokenise(app, CARDS.success);
      const body = checkoutBody({
        paymentMethodId,
        ...plan,
        customer: { ...(checkoutBody().customer as object), email },
      });
      const res = await postCheckout(app, body, undefined, { 'accept-language': language });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Answer;
    }

    /** The receipt goes out after the answer: wait for it as the buyer waits for the e-mail. */
    async function receiptTo(email: string) {
      for (let i = 0; i < 200; i++) {
        const found = smtp.received.find((m) => m.envelopeTo.includes(email));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no receipt to ${email}`);
    }
    const linkClaim = (text: string) => CLAIM_LINK.exec(text)?.[1];

    const signUp = (account: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/v2/users', payload: account });
    const lookUp = (claim: string) =>
      app.inject({ method: 'POST', url: '/payments/checkout/claim', payload: { claim } });
    const owner = async (checkoutId: string) =>
      (
        await db().one<{ account_id: string | null }>(
          `SELECT bs.account_id FROM checkouts c JOIN billing_subscriptions bs
           ON bs.id = c.subscription_id WHERE c.id = $1`,
          [checkoutId],
        )
      )?.account_id ?? null;
    const proven = async (email: string) =>
      (
        await db().one<{ proven: boolean }>(
          'SELECT email_verified_at IS NOT NULL AS proven FROM accounts WHERE email = $1',
          [email],
        )
      )?.proven;

    it('the attack: an account opened with the e-mail before paying never gets the subscription', async () => {
      const email = uniqueEmail('victim');
      // Someone opens an account with the buyer's address; nothing proves it is theirs.
      const attacker = await createAccount(app, { email });
      const paid = await pay(email, { users: 4 });
      expect(paid).toMatchObject({ status: 'succeeded', next: 'sign_in' });

      // Their logins do not capture it, however often they sign in.
      for (let i = 0; i < 2; i++) {
        const res = await login(app, email, attacker.password);
        expect(res.statusCode).toBe(200);
        expect(res.json().user.subscription).toMatchObject({
          status: 'INCOMPLETE',
          availableUsers: 0,
        });
      }
      // Without the token they cannot claim it: a made-up claim at sign-in is refused.
      const guessed = await login(app, email, attacker.password, {
        payload: { email, password: attacker.password, claim: 'A'.repeat(43) },
      });
      expect(guessed.statusCode).toBe(404);
      expect(guessed.json()).toMatchObject({
        code: 'CLAIM_INVALID',
        message: deliveryEn['delivery.error.claimInvalid'],
      });
      expect(await owner(paid.checkoutId)).toBeNull();
      expect(await proven(email)).toBe(false);

      // Moving the address away takes nothing with it: the buyer's claim still finds the
      // subscription, and creates the account that owns it.
      await db().query('UPDATE accounts SET email = $2 WHERE id = $1', [
        attacker.id,
        uniqueEmail('moved'),
      ]);
      const created = await signUp(validAccount({ email, claim: paid.claimToken }));
      expect(created.statusCode, created.body).toBe(201);
      expect(await owner(paid.checkoutId)).toBe(created.json().id);
    });

    it('success page: the claim creates the account, ACTIVE with the users bought, e-mail proven', async () => {
      const email = uniqueEmail('honest');
      const paid = await pay(email, { users: 7, edition: 'auto', currency: 'EUR' });
      expect(paid).toMatchObject({
        status: 'succeeded',
        email,
        plan: { users: 7, interval: 'month', edition: 'auto' },
        invoice: { number: expect.stringMatching(/^INV-\d{6}$/), total: 24500, currency: 'EUR' },
        next: 'create_account',
        claimToken: expect.stringMatching(/^[\w-]{43}$/),
        receiptToken: expect.any(String),
      });
      const account = validAccount({ email, origin: 'realty', claim: paid.claimToken });
      const created = await signUp(account);
      expect(created.statusCode, created.body).toBe(201);
      const res = await login(app, email, account.password as string);
      expect(res.json().user).toMatchObject({
        email,
        origin: 'auto',
        status: 'ACTIVE',
        isValidSubscription: true,
        subscription: { status: 'ACTIVE', availableUsers: 7 },
      });
      expect(await proven(email)).toBe(true);
    });

    it('receipt e-mail: the invoice PDF attached, in the buyer’s language, and a claim link that works in any browser', async () => {
      const email = uniqueEmail('mailed');
      const paid = await pay(email, { users: 2 }, 'fr-FR,fr;q=0.9');
      const mail = await receiptTo(email);
      expect(mail.subject).toContain(paid.invoice!.number);
      expect(mail.subject).toMatch(/reçu/i);
      expect(mail.text).toContain('2 utilisateurs');
      const [pdf] = mail.attachments;
      expect(pdf).toMatchObject({
        contentType: 'application/pdf',
        filename: `invoice-${paid.invoice!.number}.pdf`,
      });
      expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');

      const claim = linkClaim(mail.text ?? '');
      expect(claim).toBeDefined();
      expect(mail.html).toContain(`href="${PORTAL}/#/create-account?claim=${claim}"`);
      // Another browser: the link's claim says what it is for, then creates the account.
      const looked = await lookUp(claim!);
      expect(looked.statusCode).toBe(200);
      // With what the checkout asked, so the account form does not ask it again.
      expect(looked.json()).toEqual({
        email,
        accountExists: false,
        plan: { users: 2, interval: 'month', edition: 'realty' },
        customer: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '+44 20 7946 0000',
          company: 'Analytical Homes',
        },
      });
      const account = validAccount({ email, claim });
      expect((await signUp(account)).statusCode).toBe(201);
      const res = await login(app, email, account.password as string);
      expect(res.json().user.subscription).toMatchObject({ status: 'ACTIVE', availableUsers: 2 });
      expect(await proven(email)).toBe(true);
    });

    it('an existing account signs in with the claim: attached to it, e-mail proven', async () => {
      const email = uniqueEmail('existing');
      const existing = await createAccount(app, { email });
      const paid = await pay(email, { users: 3 });
      expect(paid.next).toBe('sign_in');
      expect((await lookUp(paid.claimToken!)).json()).toMatchObject({ email, accountExists: true });
      // Creating another account with it says the address is taken, and writes nothing.
      const again = await signUp(validAccount({ email, claim: paid.claimToken }));
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('EMAIL_TAKEN');

      // Another account with the claim: refused, the subscription stays unclaimed.
      const other = await createAccount(app);
      const wrong = await login(app, other.email, other.password, {
        payload: { email: other.email, password: other.password, claim: paid.claimToken },
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toMatchObject({
        code: 'CLAIM_OTHER_EMAIL',
        message: en['payments.claim.otherEmail'].replace('{email}', email),
      });
      expect(await owner(paid.checkoutId)).toBeNull();

      const res = await login(app, email, existing.password, {
        payload: { email, password: existing.password, claim: paid.claimToken },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.subscription).toMatchObject({ status: 'ACTIVE', availableUsers: 3 });
      expect(await owner(paid.checkoutId)).toBe(existing.id);
      expect(await proven(email)).toBe(true);
      // The same sign-in sent twice (a double click) is no refusal.
      const twice = await login(app, email, existing.password, {
        payload: { email, password: existing.password, claim: paid.claimToken },
      });
      expect(twice.statusCode).toBe(200);
    });

    it('a claim works once: the other claims of the subscription end with it', async () => {
      const email = uniqueEmail('once');
      const paid = await pay(email);
      const mailed = linkClaim((await receiptTo(email)).text ?? '')!;
      const first = validAccount({ email, claim: paid.claimToken });
      expect((await signUp(first)).statusCode).toBe(201);

      for (const claim of [paid.claimToken!, mailed]) {
        expect((await lookUp(claim)).statusCode).toBe(404);
        const other = await createAccount(app);
        const res = await login(app, other.email, other.password, {
          payload: { email: other.email, password: other.password, claim },
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('CLAIM_INVALID');
      }
    });

    it('refuses a claim for another e-mail at sign-up, and creates nothing', async () => {
      const paid = await pay(uniqueEmail('bought'));
      const email = uniqueEmail('elsewhere');
      const res = await signUp(validAccount({ email, claim: paid.claimToken }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CLAIM_OTHER_EMAIL',
        fields: { email: expect.any(String) },
      });
      const rows = await db().query('SELECT id FROM accounts WHERE email = $1', [email]);
      expect(rows).toEqual([]);
      // A made-up claim creates nothing either.
      const made = await signUp(validAccount({ email, claim: 'B'.repeat(43) }));
      expect(made.statusCode).toBe(404);
      expect(await db().query('SELECT id FROM accounts WHERE email = $1', [email])).toEqual([]);
    });

    it('stores only the hashes; the page’s claim lives a day, the e-mail’s 30 days', async () => {
      const email = uniqueEmail('stored');
      const paid = await pay(email);
      const mailed = linkClaim((await receiptTo(email)).text ?? '')!;
      const rows = await db().query<{ channel: string; days: number; token_hash: string }>(
        `SELECT channel, token_hash,
                round(extract(epoch FROM sc.expires_at - sc.created_at) / 86400)::int AS days
         FROM subscription_claims sc JOIN checkouts c ON c.subscription_id = sc.subscription_id
         WHERE c.id = $1 ORDER BY days`,
        [paid.checkoutId],
      );
      expect(rows.map(({ channel, days }) => ({ channel, days }))).toEqual([
        { channel: 'checkout', days: 1 },
        { channel: 'email', days: 30 },
      ]);
      const stored = JSON.stringify([
        await db().query('SELECT * FROM subscription_claims'),
        await db().query('SELECT * FROM receipt_tokens'),
      ]);
      for (const token of [paid.claimToken!, mailed, paid.receiptToken!])
        expect(stored).not.toContain(token);

      // An expired claim is refused like a used one.
      await db().query(
        `UPDATE subscription_claims SET expires_at = now() - interval '1 second'
         WHERE subscription_id = (SELECT subscription_id FROM checkouts WHERE id = $1)`,
        [paid.checkoutId],
      );
      expect((await lookUp(paid.claimToken!)).statusCode).toBe(404);
      expect((await signUp(validAccount({ email, claim: mailed }))).statusCode).toBe(404);
    });

    it('opens the first invoice’s PDF with the receipt token only', async () => {
      const paid = await pay(uniqueEmail('pdf'));
      const receipt = (receiptToken: string) =>
        app.inject({
          method: 'POST',
          url: '/payments/checkout/receipt',
          payload: { receiptToken },
        });
      const res = await receipt(paid.receiptToken!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`invoice-${paid.invoice!.number}.pdf`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Not with the invoice's id, nor the claim, nor once the token is old.
      expect((await receipt(paid.invoice!.id)).statusCode).toBe(404);
      expect((await receipt(paid.claimToken!)).statusCode).toBe(404);
      await db().query(
        "UPDATE receipt_tokens SET expires_at = now() - interval '1 second' WHERE invoice_id = $1",
        [paid.invoice!.id],
      );
      expect((await receipt(paid.receiptToken!)).statusCode).toBe(404);
    });

    it('after 3-D Secure: the confirmation carries the claim and the receipt goes out; a repeated confirmation does not', async () => {
      const email = uniqueEmail('threeds');
      const { json } = await checkoutWith(app, CARDS.threeDSecure, {
        customer: { ...(checkoutBody().customer as object), email },
      });
      expect(json.status).toBe('requires_action');
      expect(json).not.toHaveProperty('claimToken');
      const approved = (await confirm(app, json.checkoutId, 'approved')).json() as Answer;
      expect(approved).toMatchObject({
        status: 'succeeded',
        next: 'create_account',
        claimToken: expect.any(String),
      });
      const mail = await receiptTo(email);
      expect(mail.attachments[0]!.contentType).toBe('application/pdf');
      // Whoever knows only the checkout's id learns no claim.
      const repeated = (await confirm(app, json.checkoutId, 'approved')).json() as Answer;
      expect(repeated.status).toBe('succeeded');
      expect(repeated.claimToken).toBeUndefined();
      expect(repeated.receiptToken).toBeUndefined();
      expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);

      const account = validAccount({ email, claim: approved.claimToken });
      expect((await signUp(account)).statusCode).toBe(201);
      expect(await owner(json.checkoutId)).not.toBeNull();
    });

    it('a lost answer retried with the same key brings a claim that works, and one receipt', async () => {
      const email = uniqueEmail('retried');
      const paymentMethodId = await tokenise(app);
      const body = checkoutBody({
        paymentMethodId,
        customer: { ...(checkoutBody().customer as object), email },
      });
      const key = `retry-${Date.now()}`;
      const first = (await postCheckout(app, body, key)).json() as Answer;
      const retried = (await postCheckout(app, body, key)).json() as Answer;
      expect(retried).toMatchObject({ status: 'succeeded', checkoutId: first.checkoutId });
      expect(retried.claimToken).toEqual(expect.any(String));
      expect(retried.invoice).toEqual(first.invoice);
      await receiptTo(email);
      const account = validAccount({ email, claim: retried.claimToken });
      expect((await signUp(account)).statusCode).toBe(201);
      // Owned now: a third answer offers no claim, only to sign in.
      const later = (await postCheckout(app, body, key)).json() as Answer;
      expect(later).toMatchObject({ status: 'succeeded', next: 'sign_in' });
      expect(later.claimToken).toBeUndefined();
      expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);
    });
  });
});
