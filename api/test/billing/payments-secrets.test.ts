import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDb } from '../helper';
import { CARDS, checkoutBody, confirm, nextIp, postCheckout } from '../payments-helper';

/**
 * The card number, CVC and full expiry reach the tokenising call and nothing else: after real
 * checkouts (a success, a 3-D Secure one, a decline), neither any row of any table nor any log
 * line holds them.
 */
describeEachDb('payments: card data stays out of the database and the logs', (ctx) => {
  it('finds no card number, CVC or full expiry after checkouts', async () => {
    const lines: string[] = [];
    const app = await ctx.buildTestApp(
      { logLevel: 'debug' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const cvc = '987';
    const numbers = [CARDS.success, CARDS.threeDSecure, CARDS.declined];
    for (const number of numbers) {
      const res = await app.inject({
        method: 'POST',
        url: '/payments/local/payment-methods',
        remoteAddress: nextIp(),
        payload: { name: 'Ada Lovelace', number, expMonth: 11, expYear: 2037, cvc },
      });
      expect(res.statusCode).toBe(201);
      const checkout = await postCheckout(
        app,
        checkoutBody({ paymentMethodId: res.json().id }),
        randomUUID(),
      );
      if (checkout.json().status === 'requires_action')
        await confirm(app, checkout.json().checkoutId, 'approved');
    }
    // A refused card form is answered without echoing what was typed.
    await app.inject({
      method: 'POST',
      url: '/payments/local/payment-methods',
      remoteAddress: nextIp(),
      payload: { name: 'A', number: '4242 4242 4242 4241', expMonth: 11, expYear: 2037, cvc },
    });

    // Every text column of every table of the schema (binary image data is not text).
    const columns = await ctx.db().query<{ table: string; column: string }>(
      `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c JOIN information_schema.tables t
         ON t.table_name = c.table_name AND t.table_schema = c.table_schema
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
         AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
    );
    const tables = new Set(columns.map((c) => c.table));
    for (const name of ['payment_methods', 'checkouts', 'charges', 'billing_customers', 'invoices'])
      expect(tables.has(name), name).toBe(true);
    const dump: string[] = [];
    for (const { table, column } of columns) {
      const rows = await ctx
        .db()
        .query<{ value: string }>(
          `SELECT "${column}"::text AS value FROM "${table}" WHERE "${column}" IS NOT NULL`,
        );
      dump.push(...rows.map((r) => `${table}.${column}: ${r.value}`));
    }
    const everything = `${dump.join('\n')}\n${lines.join('\n')}`;
    // The search does see the card table: its last 4 digits are there.
    expect(dump).toContain('payment_methods.last4: 4242');
    expect(lines.length).toBeGreaterThan(5);

    // A value on its own: not inside an id, a hash, a number or a time's milliseconds.
    const alone = (value: string) => new RegExp(`(?<![\\w.:-])${value}(?![\\w])`);
    for (const number of [...numbers, '4242 4242 4242 4241']) {
      const digits = number.replaceAll(' ', '');
      expect(everything).not.toContain(digits);
      expect(everything).not.toContain(number);
      // Not even the first 12 digits (only the last 4 may be kept).
      expect(everything).not.toMatch(alone(digits.slice(0, 12)));
    }
    expect(everything).not.toMatch(alone(cvc));
    expect(everything.toLowerCase()).not.toContain('cvc');
    // The full expiry in any usual spelling.
    for (const expiry of ['11/37', '11/2037', '1137', '112037', '2037-11', '11-2037'])
      expect(everything).not.toMatch(alone(expiry.replace('/', '\\/')));
  });
});
