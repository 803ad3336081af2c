import { taxOf } from '@portal/shared/payments/tax';
import type { Db, Queryable } from '../db/db';
import { appendEvent } from '../activity/activity-repository';
import { billingNow } from './clock';
import {
  noticeEnded,
  noticeExpiringCards,
  noticeRenewalFailed,
  type RecordedNotice,
} from './notices/notices';
import { periodEnd } from './periods';
import { nextPeriodPrice } from './pricing';
import type { ProratedLine } from './proration';
import type { BillingProvider, ChargeResult } from './provider';
import { recordInvoiceEmails } from './invoices/mail';
import { billToOf, INVOICE_NUMBER } from './repository/checkouts';
import {
  claimListed,
  countDue,
  dueSubscriptions,
  GRACE_MS,
  saveSubscription,
  type EngineSubscription,
} from './repository/subscriptions';

export { GRACE_MS, saveSubscription, type EngineSubscription };
export const RETRY_MS = 86_400_000;

/** An invoice line to bill: a prorated or new-period line with its description. */
export interface NewLine extends ProratedLine {
  description: string;
}

/**
 * Bills lines to the subscription's card: an invoice with its lines, the charge (unique key: a
 * second attempt for the same purpose charges nothing) and, when paid, its number. The tax rate
 * decided at the checkout is added to the net amount (the lines less the discount); credit the
 * customer holds, money paid with its tax, is taken off that. Returns the invoice and whether it
 * was paid.
 */
export async function billLines(
  q: Queryable,
  provider: BillingProvider,
  sub: EngineSubscription,
  input: {
    reason: 'subscription_cycle' | 'subscription_update';
    key: string;
    lines: NewLine[];
    discount?: number;
    now: Date;
    paymentMethodId?: string | null;
    onSession?: boolean;
  },
): Promise<{ invoiceId: string; paid: boolean; duplicate: boolean }> {
  const existing = await q.one<{ invoice_id: string; status: string }>(
    'SELECT invoice_id, status FROM charges WHERE idempotency_key = $1',
    [input.key],
  );
  if (existing) {
    return {
      invoiceId: existing.invoice_id,
      paid: existing.status === 'succeeded',
      duplicate: true,
    };
  }
  const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = Math.min(input.discount ?? 0, Math.max(0, subtotal));
  const credit = await q.one<{ credit_balance: number }>(
    'SELECT credit_balance FROM billing_customers WHERE id = $1 FOR UPDATE',
    [sub.customer_id],
  );
  const available = credit?.credit_balance ?? 0;
  const lines = [...input.lines];
  const net = subtotal - discount;
  const tax = taxOf(net, { rateBps: sub.tax_rate_bps });
  const due = net + tax;
  const used = due > 0 ? Math.min(available, due) : 0;
  if (used > 0) {
    lines.push({
      description: 'credit',
      users: sub.users,
      unitAmount: 0,
      amount: -used,
      proration: true,
      start: input.now,
      end: input.now,
    });
  }
  const total = Math.max(0, due - used);
  // A negative total (a downgrade) is owed back: it waits as credit for the next invoice.
  const owed = due < 0 ? -due : 0;
  const paymentMethodId = input.paymentMethodId ?? sub.default_payment_method_id;
  const result =
    total === 0
      ? { ok: true as const }
      : outcomeOf(
          await provider.chargeSavedCard(
            {
              key: input.key,
              customerRef: sub.customer_ref,
              paymentMethodId,
              amount: total,
              currency: sub.currency,
              onSession: input.onSession ?? false,
            },
            q,
          ),
        );
  const periodStart = lines[0]?.start ?? input.now;
  const periodEndAt = lines[0]?.end ?? input.now;
  // The invoice (with its buyer as at issue, bill_to), its lines, the charge and the credit taken
  // or owed: one statement, one round trip.
  const invoice = await q.one<{ id: string }>(
    `WITH invoice AS (
       INSERT INTO invoices (customer_id, subscription_id, status, billing_reason, currency,
         subtotal, discount, total, amount_paid, coupon_code, period_start, period_end,
         attempt_count, next_payment_attempt, paid_at, created_at, tax, tax_rate_bps,
         tax_treatment, number, bill_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1, $13, $14, $15, $16, $17, $18,
         CASE WHEN $3 = 'paid' THEN ${INVOICE_NUMBER} END, ${billToOf('$1')})
       RETURNING id
     ), lines AS (
       INSERT INTO invoice_lines (invoice_id, description, quantity, unit_amount, amount,
         proration, period_start, period_end)
       SELECT invoice.id, l.description, l.quantity, l.unit_amount, l.amount, l.proration,
         l.period_start, l.period_end
       FROM invoice, unnest($19::text[], $20::int[], $21::bigint[], $22::bigint[], $23::bool[],
         $24::timestamptz[], $25::timestamptz[])
         AS l(description, quantity, unit_amount, amount, proration, period_start, period_end)
     ), charge AS (
       INSERT INTO charges (idempotency_key, invoice_id, payment_method_id, amount, currency,
         status, decline_code)
       SELECT $26, invoice.id, $27, $8, $5, $28, $29 FROM invoice
     ), credit AS (
       UPDATE billing_customers SET credit_balance = credit_balance - $30 + $31
       WHERE id = $1 AND $3 = 'paid'
     )
     SELECT id FROM invoice`,
    [
      sub.customer_id,
      sub.id,
      result.ok ? 'paid' : 'open',
      input.reason,
      sub.currency,
      subtotal,
      discount,
      total,
      result.ok ? total : 0,
      discount > 0 ? sub.coupon_code : null,
      periodStart,
      periodEndAt,
      result.ok ? null : new Date(input.now.getTime() + RETRY_MS),
      result.ok ? input.now : null,
      input.now,
      tax,
      sub.tax_rate_bps,
      sub.tax_treatment,
      lines.map((line) => line.description),
      lines.map((line) => line.users),
      lines.map((line) => line.unitAmount),
      lines.map((line) => line.amount),
      lines.map((line) => line.proration),
      lines.map((line) => line.start),
      lines.map((line) => line.end),
      input.key,
      paymentMethodId ?? '',
      result.ok ? 'succeeded' : 'failed',
      result.ok ? null : result.declineCode,
      used,
      owed,
    ],
  );
  return { invoiceId: invoice!.id, paid: result.ok, duplicate: false };
}

/** A charge the customer cannot complete now (3-D Secure with nobody present) is a decline. */
function outcomeOf(result: ChargeResult) {
  if (result.status === 'succeeded') return { ok: true as const };
  return {
    ok: false as const,
    declineCode: result.status === 'failed' ? result.declineCode : 'authentication_failed',
  };
}

/** The renewal charge of the period that starts at `start`, with the coupon if it still applies. */
async function renewalLines(q: Queryable, sub: EngineSubscription, start: Date) {
  const end = periodEnd(start, sub.interval);
  const { subtotal: amount, discount } = await nextPeriodPrice(q, sub);
  return {
    end,
    discount,
    lines: [
      {
        description: `${sub.interval} plan`,
        users: sub.users,
        unitAmount: sub.unit_amount,
        amount,
        proration: false,
        start,
        end,
      },
    ],
  };
}

export interface CycleOutcome {
  /** Kept for callers that counted replicas: every replica now takes its share of the work. */
  ran: boolean;
  renewed: number;
  failed: number;
  canceled: number;
  /** Invoices paid in this run, for their e-mails. */
  paidInvoices: string[];
  /**
   * Notices written in this run, with the changes they tell of: a renewal that failed, a
   * subscription that ended, a card that will not pay the next renewal (notices/). The job
   * e-mails them after the commit.
   */
  notices: RecordedNotice[];
}

/**
 * Subscriptions claimed and applied per transaction: no row stays locked longer than one batch
 * (about 0.5 s on PostgreSQL). PGlite has one connection that every request waits for, and runs
 * on the API's own thread: its batches are short (about 40 ms, 8 renewals; 25 took 0.12 s and
 * doubled /healthz's p99 during 10,000 renewals) so a request waits for one of them at most.
 */
export const RENEWAL_BATCH = { postgres: 100, pglite: 8 } as const;

/** Due subscriptions listed at a time (a PGlite page of 500 takes 10-20 ms). */
const DUE_PAGE = { postgres: 1_000, pglite: 500 } as const;

export interface CycleProgress {
  /** Due subscriptions looked at so far, of `total` due when the run started. */
  done: number;
  total: number;
}

export interface CycleOptions {
  batchSize?: number;
  /** After each committed batch, with what that batch did (its invoices' e-mails go out here). */
  afterBatch?: (batch: CycleOutcome, progress: CycleProgress) => Promise<void> | void;
}

function emptyOutcome(): CycleOutcome {
  return { ran: true, renewed: 0, failed: 0, canceled: 0, paidInvoices: [], notices: [] };
}

function addTo(total: CycleOutcome, batch: CycleOutcome) {
  total.renewed += batch.renewed;
  total.failed += batch.failed;
  total.canceled += batch.canceled;
  total.paidInvoices.push(...batch.paidInvoices);
  total.notices.push(...batch.notices);
}

/** PGlite runs one transaction at a time: between batches, requests waiting for it go first. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Applies everything due at the engine clock's time: renewals at period end (a failure opens a
 * week of grace, PAST_DUE, with a retry each day), retries, the end of grace (CANCELED, users
 * off), the end of a period that will not renew (DISABLED -> CANCELED), and cards that expire
 * before the next renewal (ACTIVE -> DISABLED). The owner's notices are written with the changes
 * (a failed renewal, an end, a card that expires within 30 days and before the renewal), each
 * once.
 *
 * What is due is listed a page at a time (DUE_PAGE) and applied in batches of RENEWAL_BATCH,
 * one transaction each: a batch claims its rows with SKIP LOCKED, so replicas running at once
 * share the work, and a customer's own change waits for one batch at most. A row is applied only
 * if it is still as it was when the run listed it (same period, same status): what another
 * replica already did is not done twice. Charges use a key per subscription and period, so a
 * batch cut short (a crash) charges nothing twice when the next run takes it again.
 */
export async function runBillingCycle(
  db: Db,
  provider: BillingProvider,
  options: CycleOptions = {},
): Promise<CycleOutcome> {
  const outcome = emptyOutcome();
  // A provider that renews its own subscriptions (Stripe) reports them by webhook instead.
  if (!provider.renewsInPortal) return outcome;
  const size = options.batchSize ?? RENEWAL_BATCH[db.kind];
  const now = await billingNow(db);
  const total = await countDue(db, provider.name, now);
  let done = 0;
  for (let after: string | null = null; ;) {
    await yieldToRequests();
    const page = await dueSubscriptions(db, provider.name, now, {
      after,
      size: DUE_PAGE[db.kind],
    });
    for (let start = 0; start < page.length; start += size) {
      await yieldToRequests();
      const listed = page.slice(start, start + size);
      const batch = emptyOutcome();
      await db.transaction(async (tx) => {
        for (const sub of await claimListed(tx, listed)) await step(tx, provider, sub, now, batch);
        // Their e-mails are decided with the payments: a crash after the commit loses none.
        await recordInvoiceEmails(tx, batch.paidInvoices);
      });
      addTo(outcome, batch);
      done += listed.length;
      // Rows that became due since the count (a failed payment's webhook) are counted as they come.
      await options.afterBatch?.(batch, { done, total: Math.max(total, done) });
    }
    if (page.length < DUE_PAGE[db.kind]) break;
    after = page.at(-1)!.id;
  }
  // Written once each whatever the number of replicas (the notice's unique key decides).
  const cards = await db.transaction((tx) => noticeExpiringCards(tx, provider.name, now));
  outcome.notices.push(...cards);
  return outcome;
}

/**
 * The account's activity log: the system renewed the plan (in the renewal's transaction). A
 * subscription no account claimed yet has no log.
 */
async function recordRenewal(q: Queryable, sub: EngineSubscription, invoiceId: string) {
  if (!sub.account_id) return;
  await appendEvent(q, {
    accountId: sub.account_id,
    actor: { kind: 'system', memberId: null, email: null, name: null, role: null },
    action: 'billing.renewed',
    target: { type: 'invoice', id: invoiceId, label: null },
  });
}

async function step(
  q: Queryable,
  provider: BillingProvider,
  sub: EngineSubscription,
  now: Date,
  outcome: CycleOutcome,
) {
  const notify = (notice: RecordedNotice | null) => {
    if (notice) outcome.notices.push(notice);
  };
  if (sub.status === 'PAST_DUE') {
    if (sub.grace_expires && sub.grace_expires <= now) {
      await q.query(
        `UPDATE invoices SET status = 'uncollectible', next_payment_attempt = NULL
         WHERE subscription_id = $1 AND status = 'open'`,
        [sub.id],
      );
      await saveSubscription(q, { ...sub, status: 'CANCELED' });
      notify(await noticeEnded(q, sub, 'unpaid', sub.grace_expires, now));
      outcome.canceled++;
      return;
    }
    // A retry that fails again tells nothing new: the owner was told of this invoice once.
    const retry = await q.one<{ id: string }>(
      `SELECT id FROM invoices WHERE subscription_id = $1 AND status = 'open'
         AND next_payment_attempt <= $2 ORDER BY created_at LIMIT 1`,
      [sub.id, now],
    );
    if (retry && (await payOpenInvoice(q, provider, sub, retry.id, now, null, false))) {
      outcome.paidInvoices.push(retry.id);
      outcome.renewed++;
      await recordRenewal(q, sub, retry.id);
    }
    return;
  }
  if (sub.current_period_end > now) {
    // An ACTIVE subscription whose card expires before the renewal: the card needs attention.
    await saveSubscription(q, { ...sub, status: 'DISABLED' });
    return;
  }
  if (sub.status === 'DISABLED' || sub.cancel_at_period_end) {
    await saveSubscription(q, { ...sub, status: 'CANCELED' });
    // DISABLED without the customer turning renewal off: the card could not pay the renewal.
    const reason = sub.cancel_at_period_end ? 'canceled' : 'card';
    notify(await noticeEnded(q, sub, reason, sub.current_period_end, now));
    outcome.canceled++;
    return;
  }
  const start = sub.current_period_end;
  const renewal = await renewalLines(q, sub, start);
  const billed = await billLines(q, provider, sub, {
    reason: 'subscription_cycle',
    key: `renewal:${sub.id}:${sub.period_index + 1}`,
    lines: renewal.lines,
    discount: renewal.discount,
    now,
  });
  const next = {
    ...sub,
    period_index: sub.period_index + 1,
    current_period_start: start,
    current_period_end: renewal.end,
  };
  if (billed.paid) {
    await saveSubscription(q, { ...next, status: 'ACTIVE', grace_expires: null });
    outcome.paidInvoices.push(billed.invoiceId);
    outcome.renewed++;
    await recordRenewal(q, next, billed.invoiceId);
  } else {
    const graceExpires = new Date(now.getTime() + GRACE_MS);
    await saveSubscription(q, { ...next, status: 'PAST_DUE', grace_expires: graceExpires });
    notify(await noticeRenewalFailed(q, next, billed.invoiceId, graceExpires, now));
    outcome.failed++;
  }
}

/**
 * Tries an open invoice again (a daily retry, or the customer paying in the portal with a card).
 * Paid: the subscription is ACTIVE again, grace cleared. Returns whether it was paid.
 */
export async function payOpenInvoice(
  q: Queryable,
  provider: BillingProvider,
  sub: EngineSubscription,
  invoiceId: string,
  now: Date,
  paymentMethodId: string | null,
  onSession: boolean,
): Promise<boolean> {
  const invoice = await q.one<{ total: number; attempt_count: number }>(
    'SELECT total, attempt_count FROM invoices WHERE id = $1 FOR UPDATE',
    [invoiceId],
  );
  const cardId = paymentMethodId ?? sub.default_payment_method_id;
  const key = `retry:${invoiceId}:${invoice!.attempt_count + 1}`;
  const result = outcomeOf(
    await provider.chargeSavedCard(
      {
        key,
        customerRef: sub.customer_ref,
        paymentMethodId: cardId,
        amount: invoice!.total,
        currency: sub.currency,
        onSession,
      },
      q,
    ),
  );
  await q.query(
    `INSERT INTO charges (idempotency_key, invoice_id, payment_method_id, amount, currency, status,
       decline_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      key,
      invoiceId,
      cardId ?? '',
      invoice!.total,
      sub.currency,
      result.ok ? 'succeeded' : 'failed',
      result.ok ? null : result.declineCode,
    ],
  );
  if (!result.ok) {
    await q.query(
      `UPDATE invoices SET attempt_count = attempt_count + 1, next_payment_attempt = $2
       WHERE id = $1`,
      [invoiceId, new Date(now.getTime() + RETRY_MS)],
    );
    return false;
  }
  await q.query(
    `UPDATE invoices SET status = 'paid', amount_paid = total, paid_at = $2,
       attempt_count = attempt_count + 1, next_payment_attempt = NULL,
       number = COALESCE(number, ${INVOICE_NUMBER})
     WHERE id = $1`,
    [invoiceId, now],
  );
  await saveSubscription(q, {
    ...sub,
    default_payment_method_id: cardId,
    status: 'ACTIVE',
    grace_expires: null,
    cancel_at_period_end: false,
  });
  return true;
}
