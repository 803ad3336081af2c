import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/db/db';
import { signInAgent, addAgent } from '../app-helper';
import { createAccount, login, uniqueEmail } from '../helper';
import { member } from '../members/members-helper';
import { CARDS, checkoutWith } from '../payments-helper';
import { bearer, multipart, picture } from '../profiles-helper';

/** Letters only, unique: a name no other row of the test database holds by chance. */
const uniqueWord = (prefix: string) =>
  prefix + [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/**
 * A customer with everything a deletion must reach: paid at the checkout (invoice, card,
 * subscription), an agent signed in to the app, a team member, an uploaded picture; names and a
 * phone number no other account holds.
 */
export async function fullCustomer(app: FastifyInstance) {
  const firstName = uniqueWord('Zed');
  const lastName = uniqueWord('Quill');
  const phone = `+44 20 7946 ${String(1000 + Math.floor(Math.random() * 8999))}`;
  const email = uniqueEmail('del');
  const { res } = await checkoutWith(app, CARDS.success, {
    customer: {
      firstName,
      lastName,
      company: 'Deleted Homes Ltd',
      email,
      phone,
      website: 'www.example.com',
    },
  });
  if (res.json().status !== 'succeeded') throw new Error(`checkout failed: ${res.body}`);
  const account = await createAccount(app, {
    email,
    firstName,
    lastName,
    phone,
    claim: res.json().claimToken,
  });
  const token = (await login(app, account.email, account.password)).json().token as string;
  const headers = bearer(token);
  const agent = await addAgent(app, headers);
  const agentSession = await signInAgent(app, agent.phone);
  const teammate = await member(app, headers, 'admin');
  const file = multipart('logo.png', 'image/png', await picture(200, 200));
  const upload = await app.inject({
    method: 'POST',
    url: '/v2/resources/assets?kind=logo',
    headers: { ...headers, ...file.headers },
    payload: file.payload,
  });
  if (upload.statusCode !== 201 && upload.statusCode !== 200)
    throw new Error(`no upload: ${upload.statusCode} ${upload.body}`);
  // The round's other records of an account (issue 39), when their routes answer: a credit note
  // and corrected invoice (bill_to copies), a data export (its ZIP), a cancellation's comment.
  const invoices = await app.inject({ method: 'GET', url: '/v2/invoices', headers });
  const lastInvoice = (invoices.json() as { invoices?: { id: string }[] }).invoices?.[0];
  const others: [string, { statusCode: number } | null][] = [
    [
      'correction',
      lastInvoice
        ? await app.inject({
            method: 'POST',
            url: `/v2/invoices/${lastInvoice.id}/correction`,
            headers,
          })
        : null,
    ],
    ['export', await app.inject({ method: 'POST', url: '/v2/exports', headers, payload: {} })],
    [
      'cancellation',
      await app.inject({
        method: 'POST',
        url: '/v2/billing/cancellation',
        headers,
        payload: { reason: 'other', comment: `${firstName} leaves` },
      }),
    ],
  ];
  const extras = others.map(([what, res]) => `${what} ${res?.statusCode ?? 'none'}`);
  return {
    ...account,
    firstName,
    lastName,
    phone,
    headers,
    agent,
    agentSession,
    teammate,
    extras,
  };
}

/** What identifies the customer's people and rows, to look for in every table. */
export async function identifiersOf(
  db: Queryable,
  customer: Awaited<ReturnType<typeof fullCustomer>>,
) {
  const ids = await db.query<{ id: string }>(
    `SELECT id::text FROM profiles WHERE account_id = $1
     UNION SELECT id::text FROM assets WHERE account_id = $1
     UNION SELECT member_id::text FROM memberships WHERE account_id = $1`,
    [customer.id],
  );
  const digits = (phone: string) => phone.replace(/[^\d+]/g, '');
  return [
    customer.id,
    customer.email,
    customer.firstName,
    customer.lastName,
    digits(customer.phone),
    customer.phone,
    customer.agent.phone,
    digits(customer.agent.phone),
    customer.teammate.email,
    ...ids.map((row) => row.id),
  ];
}

/**
 * Every table of the schema (information_schema: whatever the migrations added, this round's
 * others included), every row read whole as text: the rows holding one of `needles`, by table.
 */
export async function tracesIn(db: Queryable, needles: string[]) {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const patterns = needles.map((n) => `%${n.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const found: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const table = `"${table_name.replace(/"/g, '""')}"`;
    const rows = await db.query<{ row: string }>(
      `SELECT left(t::text, 300) AS row FROM ${table} t WHERE t::text ILIKE ANY($1::text[])`,
      [patterns],
    );
    if (rows.length > 0) found[table_name] = rows.map((r) => r.row);
  }
  return { tables: tables.map((t) => t.table_name), found };
}
