import { pathToFileURL } from 'node:url';
import { taxDecision, vatIdOf } from '@portal/shared/payments/tax';
import { appendEvent } from '../activity/activity-repository';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';

/**
 * `npm run vat:review` (api/src/billing/README.md "VAT numbers"): the subscriptions whose VAT
 * number VIES knows under another name than the customer's company, charged VAT meanwhile, for
 * the seller to review; `-- confirm <subscription>` reverse-charges one from its next charge on
 * (the number is the company's: a trading name, a group), `-- dismiss <subscription>` keeps it
 * charged as without a number and off the list.
 */

export interface VatReview {
  subscriptionId: string;
  email: string;
  company: string;
  vatId: string;
  registeredName: string | null;
  /** When VIES gave that name. */
  since: string;
}

export async function vatReviews(db: Db): Promise<VatReview[]> {
  const rows = await db.query<{
    id: string;
    email: string;
    company: string;
    tax_country: string;
    vat_number: string;
    vat_registered_name: string | null;
    vat_checked_at: Date | string;
  }>(
    `SELECT s.id, c.email, c.company, s.tax_country, c.vat_number, s.vat_registered_name,
            s.vat_checked_at
     FROM billing_subscriptions s JOIN billing_customers c ON c.id = s.customer_id
     WHERE s.vat_status = 'name_mismatch' AND s.status IN ('ACTIVE', 'PAST_DUE', 'DISABLED')
     ORDER BY s.vat_checked_at, s.id`,
  );
  return rows.map((row) => ({
    subscriptionId: row.id,
    email: row.email,
    company: row.company,
    vatId: vatIdOf(row.tax_country, row.vat_number),
    registeredName: row.vat_registered_name,
    since: new Date(row.vat_checked_at).toISOString(),
  }));
}

/**
 * The seller's decision on one subscription of the list: false when it is not (or no longer) on
 * it. The VAT already charged stays charged (the customer's to reclaim, as after a late VIES answer).
 */
export async function decideVatReview(
  db: Db,
  sellerCountry: string,
  subscriptionId: string,
  decision: 'confirm' | 'dismiss',
): Promise<boolean> {
  // The decision and its event in one transaction: the customer's activity log names support staff
  // (not the customer, not "the system") as the one who changed the tax they are charged.
  return db.transaction(async (tx) => {
    const sub = await tx.one<{
      tax_country: string;
      tax_treatment: string;
      account_id: string | null;
      vat_number: string;
    }>(
      `SELECT s.tax_country, s.tax_treatment, s.account_id, c.vat_number
       FROM billing_subscriptions s JOIN billing_customers c ON c.id = s.customer_id
       WHERE s.id = $1::uuid AND s.vat_status = 'name_mismatch' FOR UPDATE OF s`,
      [subscriptionId],
    );
    if (!sub) return false;
    const vatStatus = decision === 'confirm' ? 'valid' : 'none';
    const tax = taxDecision({ country: sub.tax_country, vatStatus, sellerCountry });
    await tx.query(
      `UPDATE billing_subscriptions SET vat_status = $2, tax_rate_bps = $3, tax_treatment = $4,
         updated_at = now()
       WHERE id = $1::uuid`,
      [subscriptionId, vatStatus, tax.rateBps, tax.treatment],
    );
    if (sub.account_id)
      await appendEvent(tx, {
        accountId: sub.account_id,
        actor: { kind: 'support', memberId: null, email: null, name: null, role: null },
        action: 'billing.taxReviewed',
        target: {
          type: 'subscription',
          id: subscriptionId,
          label: vatIdOf(sub.tax_country, sub.vat_number),
        },
        changes: { taxTreatment: { before: sub.tax_treatment, after: tax.treatment } },
      });
    return true;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(action: string | undefined, id: string | undefined): Promise<number> {
  const decision = action === 'confirm' || action === 'dismiss' ? action : null;
  if ((action !== undefined && !decision) || (decision && !(id && UUID.test(id)))) {
    console.error('usage: npm run vat:review [-- confirm <subscription> | dismiss <subscription>]');
    return 2;
  }
  const config = loadConfig(process.env, { refuseFallbacks: false });
  // The embedded database has one user at a time: the API must be stopped.
  const unlock = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : () => {};
  const db = await openDb(config.database);
  try {
    await migrate(db);
    if (decision) {
      const done = await decideVatReview(db, config.seller.country, id!, decision);
      console.log(
        done
          ? `${id}: ${decision === 'confirm' ? 'reverse-charged from its next charge on' : 'charged VAT as without a number'}`
          : `${id}: not waiting for a review`,
      );
      return done ? 0 : 1;
    }
    const list = await vatReviews(db);
    if (list.length === 0) console.log('No VAT number waits for a review.');
    for (const row of list)
      console.log(
        `${row.subscriptionId}  ${row.vatId}  company "${row.company}" (${row.email}), ` +
          `registered as "${row.registeredName ?? '?'}" since ${row.since}`,
      );
    return 0;
  } finally {
    await db.close();
    unlock();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv[2], process.argv[3]).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`\n  Not done: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
