import type { Queryable } from '../db/db';

/** "Receive invoices by e-mail" (spec §2 Billing tab): it decides whether invoice e-mails go out. */
export async function setReceiveInvoices(
  q: Queryable,
  accountId: string,
  receiveInvoices: boolean,
): Promise<void> {
  await q.query('UPDATE accounts SET receive_invoices = $2, updated_at = now() WHERE id = $1', [
    accountId,
    receiveInvoices,
  ]);
}

/**
 * The billing contacts (issue 37): the addresses, at most 5, that get a copy of every invoice
 * e-mail and billing notice.
 */
export async function setBillingContacts(
  q: Queryable,
  accountId: string,
  contacts: readonly string[],
): Promise<void> {
  await q.query('UPDATE accounts SET billing_contacts = $2, updated_at = now() WHERE id = $1', [
    accountId,
    [...contacts],
  ]);
}
