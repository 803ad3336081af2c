import { createHash, randomBytes } from 'node:crypto';
import { isLocale, LOCALE_TAGS, type Locale } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import type { Queryable } from '../../db/db';
import { mailFrame } from '../../delivery/templates';
import { receiptText } from '../i18n/receipt';
import { CLAIM_LIFETIME_SECONDS, createClaim } from '../repository/claims';
import type { InvoiceDocument } from './document';
import { issuedInvoiceDocument } from './invoices';
import { mailWithInvoice, type BillingDeps } from './mail';
import { renderInvoicePdf } from './pdf';
import type { Seller } from './seller';

/**
 * The receipt of a checkout (Stripe Checkout's is the yardstick): the first invoice's PDF for the
 * browser that paid, and the e-mail sent right after the payment with that PDF and the claim link.
 * The buyer has no account yet, so a token is the permission, never the invoice's id.
 */

/** The success page's PDF link lives an hour: long enough to download it, short if it leaks. */
export const RECEIPT_TOKEN_SECONDS = 60 * 60;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token that opens one invoice's PDF for an hour; only its SHA-256 is stored. */
export async function createReceiptToken(q: Queryable, invoiceId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO receipt_tokens (token_hash, invoice_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sha256(token), invoiceId, RECEIPT_TOKEN_SECONDS],
  );
  return token;
}

/** The PDF a live receipt token opens, in the checkout's language; null for any other token. */
export async function receiptPdf(
  q: Queryable,
  token: string,
  seller: Seller,
): Promise<{ number: string; pdf: Uint8Array } | null> {
  const row = await q.one<{ invoice_id: string; locale: string | null }>(
    `SELECT rt.invoice_id, c.locale FROM receipt_tokens rt
     JOIN charges ch ON ch.invoice_id = rt.invoice_id
     JOIN checkouts c ON c.charge_id = ch.id
     WHERE rt.token_hash = $1 AND rt.expires_at > now()`,
    [sha256(token)],
  );
  if (!row) return null;
  const found = await issuedInvoiceDocument(q, row.invoice_id, languageOf(row.locale), seller);
  if (!found) return null;
  return { number: found.document.number, pdf: await renderInvoicePdf(found.document) };
}

const languageOf = (stored: string | null): Locale => (isLocale(stored) ? stored : 'en-us');

/** What the payment holds of tax, as the invoice says it: VAT and its rate, or why there is none. */
function taxParagraph(
  document: InvoiceDocument,
  t: (id: Parameters<typeof receiptText>[1], params?: Record<string, string>) => string,
): string {
  const tag = LOCALE_TAGS[document.locale];
  const money = (amount: number) => formatAmount(amount, document.currency, tag);
  if (document.taxTreatment === 'reverse_charge') return t('tax.reverseCharge');
  if (document.taxTreatment === 'not_collected') return t('tax.notCollected');
  const rate = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(
    document.taxRateBps / 10_000,
  );
  return t('tax.vat', {
    tax: money(document.tax),
    rate,
    net: money(document.subtotal - document.discount),
  });
}

interface CheckoutOfReceipt {
  email: string;
  locale: string | null;
  invoice_id: string;
  subscription_id: string;
  first_name: string;
  users: number;
  interval: 'month' | 'year';
  edition: 'realty' | 'auto';
}

/**
 * Sends a succeeded checkout's receipt, once: the first invoice's PDF attached, in the language
 * the checkout was made in, with the claim link (`/#/create-account?claim=`, single use, 30 days)
 * that proves the inbox and takes the subscription over. Returns whether it was queued: the
 * outbox sends it and retries a mail server outage.
 */
export async function sendReceipt(
  deps: BillingDeps & { publicUrl: string; seller: Seller },
  checkoutId: string,
): Promise<boolean> {
  const { db, mailer, log, publicUrl } = deps;
  try {
    // The "sent" mark, the claim and the queued e-mail commit together: a crash leaves either all
    // of them or none (a later run sends it then), never a receipt marked sent that was not queued.
    const queued = await db.transaction(async (tx) => {
      const taken = await tx.one<CheckoutOfReceipt>(
        `UPDATE checkouts c SET receipt_sent_at = now()
         FROM charges ch, billing_subscriptions bs, billing_customers cu
         WHERE c.id = $1 AND c.status = 'succeeded' AND c.receipt_sent_at IS NULL
           AND ch.id = c.charge_id AND bs.id = c.subscription_id AND cu.id = bs.customer_id
         RETURNING c.email, c.locale, ch.invoice_id, c.subscription_id, cu.first_name, bs.users,
           bs.interval, bs.edition`,
        [checkoutId],
      );
      if (!taken) return false;
      const locale = languageOf(taken.locale);
      const found = await issuedInvoiceDocument(tx, taken.invoice_id, locale, deps.seller);
      if (!found) throw new Error('the checkout has no issued invoice');
      const { document } = found;
      const tag = LOCALE_TAGS[locale];
      const t = (id: Parameters<typeof receiptText>[1], params?: Record<string, string>) =>
        receiptText(locale, id, params);
      // The subscription may have its owner already (the success page was quicker): no link then.
      const claim = await createClaim(tx, taken.subscription_id, 'email');
      const days = String(CLAIM_LIFETIME_SECONDS.email / 86_400);
      const mail = await mailWithInvoice(document, {
        ...mailFrame(locale, taken.first_name),
        subject: t('subject', { number: document.number }),
        paragraphs: [
          t('thanks', {
            total: formatAmount(document.total, document.currency, tag),
            date: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
              new Date(document.issuedAt),
            ),
          }),
          taxParagraph(document, t),
          t('plan', {
            users:
              taken.users === 1 ? t('users.one') : t('users.other', { count: String(taken.users) }),
            interval: t(`interval.${taken.interval}`),
            edition: t(`edition.${taken.edition}`),
          }),
          t('invoice', { number: document.number }),
          ...(claim ? [t('next', { email: taken.email })] : []),
        ],
        ...(claim && {
          action: { label: t('action'), url: `${publicUrl}/#/create-account?claim=${claim}` },
        }),
        after: claim ? [t('link', { days })] : [],
      });
      // Queued in the outbox, which retries a mail server outage.
      await mailer.send(taken.email, mail, tx);
      return true;
    });
    if (queued) log.info({ checkoutId }, 'receipt queued');
    return queued;
  } catch (error) {
    log.error({ err: error, checkoutId }, 'receipt not queued');
    return false;
  }
}
