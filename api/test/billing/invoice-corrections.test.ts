import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '@portal/shared/payments/prices';
import { advanceBilling, invoices, paidCustomer } from '../billing-helper';
import { describeEachDb, uniqueEmail } from '../helper';
import { member } from '../members/members-helper';
import { CARDS } from '../payments-helper';

/** A French buyer without a VAT number: 20 % VAT charged (docs/tax.md). */
const FRENCH = {
  country: 'FR',
  address: { line1: '8 rue des Lilas', city: 'Lyon', postalCode: '69002', country: 'FR' },
};

interface Listed {
  id: string;
  number: string;
  total: number;
  status: string;
  currency: string;
  kind?: 'invoice' | 'creditNote';
  corrects?: string;
}

interface InvoiceRow {
  subtotal: string | number;
  discount: string | number;
  tax: string | number;
  tax_rate_bps: number;
  tax_treatment: string;
  total: string | number;
  amount_paid: string | number;
  billing_reason: string;
  bill_to: { company: string; address: { line1: string } } | null;
}

describeEachDb('correct my last invoice: credit note and corrected invoice (issue 39)', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const correct = (id: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/v2/invoices/${id}/correction`, headers });
  const list = async (headers: Record<string, string>) =>
    (await invoices(app, headers)) as unknown as Listed[];
  const invoiceRow = async (id: string) =>
    (await ctx.db().one<InvoiceRow>(
      `SELECT subtotal, discount, tax, tax_rate_bps, tax_treatment, total, amount_paid,
         billing_reason, bill_to FROM invoices WHERE id = $1`,
      [id],
    ))!;
  const lines = async (id: string) =>
    (
      await ctx.db().query<{ quantity: number; unit_amount: string; amount: string }>(
        `SELECT quantity, unit_amount::text, amount::text FROM invoice_lines WHERE invoice_id = $1
         ORDER BY amount`,
        [id],
      )
    ).map((line) => ({ ...line }));

  describe('in every currency, to the cent', () => {
    for (const currency of CURRENCIES) {
      it(`${currency}: a credit note of the whole invoice and a corrected invoice of the same amounts, once`, async () => {
        const owner = await paidCustomer(app, CARDS.success, { ...FRENCH, currency, users: 7 });
        const [paid] = await list(owner.headers);
        expect(paid!.currency).toBe(currency);
        const before = await invoiceRow(paid!.id);
        expect(Number(before.tax)).toBeGreaterThan(0);

        const res = await correct(paid!.id, owner.headers);
        expect(res.statusCode, res.body).toBe(200);
        const { creditNote, invoice, balanceCredited } = res.json() as {
          creditNote: Listed;
          invoice: Listed;
          balanceCredited: number;
        };
        expect(balanceCredited).toBe(0);
        expect(creditNote).toMatchObject({
          kind: 'creditNote',
          corrects: paid!.number,
          currency,
          total: -paid!.total,
        });
        expect(creditNote.number).toMatch(/^CN-\d{6}$/);
        expect(invoice).toMatchObject({
          kind: 'invoice',
          corrects: paid!.number,
          currency,
          total: paid!.total,
          status: 'paid',
        });
        expect(invoice.number).toMatch(/^INV-\d{6}$/);

        // The corrected invoice restates the original to the cent, is a correction and charged
        // nothing; the credit note holds the original's amounts.
        const after = await invoiceRow(invoice.id);
        expect({ ...after, amount_paid: 0, billing_reason: '', bill_to: null }).toEqual({
          ...before,
          amount_paid: 0,
          billing_reason: '',
          bill_to: null,
        });
        expect(after.billing_reason).toBe('correction');
        expect(Number(after.amount_paid)).toBe(0);
        expect(await lines(invoice.id)).toEqual(await lines(paid!.id));
        const note = await ctx
          .db()
          .one<{ subtotal: string; tax: string; total: string }>(
            'SELECT subtotal::text, tax::text, total::text FROM credit_notes WHERE id = $1',
            [creditNote.id],
          );
        expect(note).toEqual({
          subtotal: String(before.subtotal),
          tax: String(before.tax),
          total: String(before.total),
        });
        const charges = await ctx
          .db()
          .one<{ count: number }>(
            'SELECT count(*)::int AS count FROM charges WHERE invoice_id = $1',
            [invoice.id],
          );
        expect(charges!.count).toBe(0);

        // The list: the corrected invoice, the credit note, the original.
        expect((await list(owner.headers)).map((one) => [one.number, one.kind, one.total])).toEqual(
          [
            [invoice.number, 'invoice', paid!.total],
            [creditNote.number, 'creditNote', -paid!.total],
            [paid!.number, 'invoice', paid!.total],
          ],
        );
        // Once: neither the original again nor the corrected invoice.
        const again = await correct(paid!.id, owner.headers);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ code: 'INVOICE_ALREADY_CORRECTED' });
        expect(again.json().message).toMatch(/already been corrected/);
        expect((await correct(invoice.id, owner.headers)).statusCode).toBe(409);
      });
    }
  });

  it('takes only the last paid invoice, of the caller’s account; both PDFs download', async () => {
    const owner = await paidCustomer(app, CARDS.success);
    const other = await paidCustomer(app, CARDS.success);
    const [first] = await list(owner.headers);
    await advanceBilling(app, '32d');
    const [renewal] = await list(owner.headers);
    expect(renewal!.id).not.toBe(first!.id);

    const old = await correct(first!.id, owner.headers);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      code: 'INVOICE_NOT_LAST',
      message: 'Only your last paid invoice can be corrected.',
    });
    const [others] = await list(other.headers);
    expect((await correct(others!.id, owner.headers)).statusCode).toBe(404);
    expect((await correct('not-an-id', owner.headers)).statusCode).toBe(404);

    const res = await correct(renewal!.id, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { creditNote, invoice } = res.json() as { creditNote: Listed; invoice: Listed };
    const pdf = await app.inject({
      url: `/v2/invoices/${creditNote.id}/pdf`,
      headers: owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${creditNote.number}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const corrected = await app.inject({
      url: `/v2/invoices/${invoice.id}/pdf`,
      headers: owner.headers,
    });
    expect(corrected.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"`,
    );
    // Another account's credit note is not found.
    expect(
      (await app.inject({ url: `/v2/invoices/${creditNote.id}/pdf`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('needs billing.write: the owner and Billing members; admin and viewer are refused', async () => {
    const owner = await paidCustomer(app, CARDS.success);
    const [paid] = await list(owner.headers);
    const admin = await member(app, owner.headers, 'admin');
    const viewer = await member(app, owner.headers, 'viewer');
    const billing = await member(app, owner.headers, 'billing');
    for (const refused of [admin, viewer]) {
      const res = await correct(paid!.id, refused.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
    }
    // Everyone who reads billing sees the list; the Billing member corrects.
    expect((await list(viewer.headers)).length).toBe(1);
    expect((await correct(paid!.id, billing.headers)).statusCode).toBe(200);
    const events = await ctx.db().query<{ action: string; target: string | null }>(
      `SELECT action, target_id AS target FROM activity_events WHERE account_id = $1
       AND action = 'billing.invoiceCorrected'`,
      [owner.id],
    );
    expect(events).toEqual([expect.objectContaining({ target: paid!.id })]);
  });

  it('credits the VAT paid when the new details make it reverse charge, with the new buyer', async () => {
    const owner = await paidCustomer(app, CARDS.success, { ...FRENCH, currency: 'EUR' });
    const [paid] = await list(owner.headers);
    const before = await invoiceRow(paid!.id);
    expect(before.tax_treatment).toBe('standard');
    const tax = Number(before.tax);
    expect(tax).toBeGreaterThan(0);
    // The billing details changed to a company with a valid EU VAT number whose name matches:
    // what the details' VAT check leaves on the customer and the subscription.
    await ctx.db().query(
      `UPDATE billing_customers SET company = 'Immobilier Lumière SAS', country = 'FR',
         vat_number = '12345678901', address_line1 = '3 rue de la Paix', city = 'Paris',
         postal_code = '75002'
       WHERE account_id = $1`,
      [owner.id],
    );
    await ctx.db().query(
      `UPDATE billing_subscriptions SET tax_treatment = 'reverse_charge', tax_rate_bps = 0
       WHERE account_id = $1`,
      [owner.id],
    );
    const balance = async () =>
      Number(
        (await ctx
          .db()
          .one<{ credit_balance: string }>(
            'SELECT credit_balance FROM billing_customers WHERE account_id = $1',
            [owner.id],
          ))!.credit_balance,
      );
    const balanceBefore = await balance();

    const res = await correct(paid!.id, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { invoice, creditNote, balanceCredited } = res.json() as {
      invoice: Listed;
      creditNote: Listed;
      balanceCredited: number;
    };
    expect(balanceCredited).toBe(tax);
    expect(creditNote.total).toBe(-paid!.total);
    expect(invoice.total).toBe(paid!.total - tax);
    const after = await invoiceRow(invoice.id);
    expect(after).toMatchObject({ tax_treatment: 'reverse_charge', tax_rate_bps: 0 });
    expect(Number(after.tax)).toBe(0);
    expect(Number(after.subtotal)).toBe(Number(before.subtotal));
    expect(after.bill_to).toMatchObject({
      company: 'Immobilier Lumière SAS',
      address: { line1: '3 rue de la Paix' },
    });
    expect(await balance()).toBe(balanceBefore + tax);
    const original = await invoiceRow(paid!.id);
    expect(original.bill_to?.company).toBe(before.bill_to?.company);

    // The e-mail: both PDFs, to the owner and the billing contacts, saying what was credited.
    const contact = uniqueEmail('acct');
    await app.inject({
      method: 'PATCH',
      url: `/v2/users/${owner.id}/invoices`,
      headers: owner.headers,
      payload: { billingContacts: [contact] },
    });
    const [mail] = await app.outbox.latest(1, owner.email);
    expect(mail!.subject).toBe(
      `Credit note ${creditNote.number} and corrected invoice ${invoice.number}`,
    );
    expect(mail!.text).toContain('credited to your balance');
    expect(mail!.attachments).toEqual([
      expect.objectContaining({
        filename: `credit-note-${creditNote.number}.pdf`,
        contentType: 'application/pdf',
      }),
      expect.objectContaining({
        filename: `invoice-${invoice.number}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
  });

  it('e-mails the billing contacts and the billing e-mail too, and refuses invoices Stripe charged', async () => {
    const owner = await paidCustomer(app, CARDS.success);
    const contact = uniqueEmail('acct');
    await app.inject({
      method: 'PATCH',
      url: `/v2/users/${owner.id}/invoices`,
      headers: owner.headers,
      payload: { billingContacts: [contact] },
    });
    const [paid] = await list(owner.headers);
    await ctx
      .db()
      .query(`UPDATE billing_customers SET provider = 'stripe' WHERE account_id = $1`, [owner.id]);
    const stripe = await correct(paid!.id, owner.headers);
    expect(stripe.statusCode).toBe(409);
    expect(stripe.json().code).toBe('CORRECTION_WITH_PROVIDER');
    // The billing e-mail of the billing details (an accountant's) gets it too.
    const accountant = uniqueEmail('books');
    await ctx
      .db()
      .query(
        `UPDATE billing_customers SET provider = 'local', billing_email = $2 WHERE account_id = $1`,
        [owner.id, accountant],
      );
    expect((await correct(paid!.id, owner.headers)).statusCode).toBe(200);
    for (const to of [contact, accountant]) {
      const [copy] = await app.outbox.latest(1, to);
      expect(copy!.subject).toMatch(/^Credit note CN-\d{6} and corrected invoice INV-\d{6}$/);
      expect(copy!.attachments).toHaveLength(2);
    }
  });
});
