import { LOCALE_TAGS, type Locale } from '@portal/shared/i18n/locales';
import { cardBrandName } from '@portal/shared/payments/card';
import { formatAmount, type Currency } from '@portal/shared/payments/prices';
import type { TInvoiceSummary } from '@portal/shared/billing/contract';
import { BILLING_PORTAL_MESSAGES } from '@portal/shared/billing/portal-messages';
import {
  CANCELLATION_COMMENT_MAX,
  CANCELLATION_REASONS,
  dataKeptUntil,
} from '@portal/shared/billing/cancellation';
import { escapeHtml } from '../../i18n/format';
import { portalText, type PortalText } from '../i18n/portal';
import type { EngineSubscription } from '../repository/subscriptions';
import { DESIGN_TOKENS, tokensFor } from './tokens';

/**
 * The portal's look, inline: the page is served alone by the API. Its values are the design
 * tokens' (tokens.ts). As in the portal's kit, what script focuses to be read out (the outcome,
 * tabindex -1) draws no ring. On a phone an invoice takes three short lines (date and amount,
 * number, PDF) instead of a row wider than the screen; the explicit roles keep it a table for
 * screen readers, which drop a table's semantics with its display.
 */
const RULES = `
*{box-sizing:border-box}body{margin:0;background:var(--color-bg);color:var(--color-text);font:var(--text-md)/var(--line-height) var(--font-sans)}
header{background:var(--color-surface);border-bottom:1px solid var(--color-border)}header div,main{max-width:44rem;margin:0 auto;padding:1rem}
header div{display:flex;justify-content:space-between;align-items:center;gap:1rem}.brand{display:inline-flex;align-items:center;gap:10px;font-size:var(--text-lg);font-weight:700;color:var(--color-text)}.brand span{color:var(--color-accent)}
h1{font-size:var(--text-2xl);margin:1rem 0}h2{font-size:1.25rem;margin:0 0 .75rem}
section{background:var(--color-surface);border:1px solid var(--color-border);border-radius:var(--radius-lg);padding:1.25rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:.75rem;margin:0}dt{font-size:var(--text-sm);color:var(--color-muted)}dd{margin:0;font-weight:700}
label{display:block;font-weight:var(--weight-bold);margin:.75rem 0 .25rem}input,select,textarea{font:inherit;padding:.5rem .75rem;border:1px solid var(--color-border-strong);border-radius:var(--radius);width:100%;max-width:20rem}textarea{max-width:100%}
fieldset{border:0;padding:0;margin:1rem 0 0}legend{font-weight:var(--weight-bold);padding:0;margin:0 0 .25rem}.choice{display:flex;align-items:center;gap:.5rem;font-weight:normal;margin:.25rem 0}.choice input{width:auto;margin:0}
button,.button{display:inline-block;font:inherit;font-weight:var(--weight-bold);padding:.5rem 1rem;border-radius:var(--radius);border:1px solid var(--color-accent);background:var(--color-accent);color:var(--color-on-accent);cursor:pointer;margin-top:1rem;text-decoration:none}
button:hover,.button:hover{background:var(--color-accent-hover)}button.secondary{background:var(--color-surface);color:var(--color-accent)}
:focus-visible{outline:3px solid var(--color-accent);outline-offset:2px}[tabindex="-1"]:not(a,button,input,select,textarea):focus{outline:none}
.notice{padding:.75rem 1rem;border-radius:var(--radius);margin:0 0 1rem;border:1px solid}.ok{background:var(--color-success-bg);color:var(--color-success)}.error{background:var(--color-danger-bg);color:var(--color-danger)}.warning{background:var(--color-warning-bg);color:var(--color-warning)}
.actions{display:flex;flex-wrap:wrap;gap:0 .75rem}
.row{display:flex;flex-wrap:wrap;align-items:flex-end;gap:0 1rem}.row>div{flex:1 1 9rem}.row button{margin-top:0}
table{width:100%;border-collapse:collapse}th,td{text-align:start;padding:.5rem;border-bottom:1px solid var(--color-border)}.num{text-align:end}
a{color:var(--color-accent)}
@media (max-width:40rem){table,tbody{display:block}tr{display:grid;grid-template-columns:1fr auto;grid-template-areas:"date amount" "number number" "pdf pdf";gap:2px 1rem;padding:.5rem 0;border-bottom:1px solid var(--color-border)}td{padding:0;border:0;overflow-wrap:anywhere}.date{grid-area:date;font-weight:700}.num{grid-area:amount;font-weight:700}.number{grid-area:number;color:var(--color-muted)}.pdf{grid-area:pdf}}`;
const STYLE = tokensFor(RULES, DESIGN_TOKENS) + RULES;

export interface PortalView {
  locale: Locale;
  token: string;
  returnUrl: string;
  sub: EngineSubscription | null;
  card: { brand: string; last4: string } | null;
  invoices: TInvoiceSummary[];
  notice?: { tone: 'ok' | 'error' | 'warning'; text: string };
  preview?: { users: number; interval: string; amount: number; newPeriod: boolean };
  /** A new card the bank wants confirmed (3-D Secure) before it is saved. */
  challenge?: { paymentMethodId: string; brand: string; last4: string };
  /**
   * A verified card and what it will pay, shown before anything is charged: the open invoice
   * (`invoice`) or a new period from today (`restart`). Paid only when the customer confirms.
   */
  due?: {
    paymentMethodId: string;
    brand: string;
    last4: string;
    amount: number;
    currency: Currency;
    kind: 'invoice' | 'restart';
  };
  /** The page shows the outcome of a change: its script tells the portal tab that opened it. */
  changed?: boolean;
  /**
   * The cancel's confirmation step (issue 39), as the billing tab's dialog: what happens and when,
   * the reason (the short list of shared/billing/cancellation.ts) and an optional comment; the
   * values already posted when the step is shown again after a refusal.
   */
  cancelStep?: { reason?: string; comment?: string };
}

/**
 * A card's network as people write it: "Visa", "American Express"; a brand only Stripe names
 * ("cartes_bancaires") in words with capitals, never the provider's lower-case code.
 */
export function brandName(brand: string): string {
  return (
    cardBrandName(brand) ??
    brand
      .split(/[_\s-]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/**
 * The portal's mark (shell/src/brand/Mark.tsx, mark.svg): a house whose door is a play button, in
 * the accent colour; the header's is drawn with the token, the favicon (a separate document) with
 * its value.
 */
const markPaths = (accent: string) =>
  `<rect width="64" height="64" rx="14" fill="${accent}"/><path d="M13 31 32 15l19 16M19 27v21h26V27" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M28 32.5v11.5l10-5.75z" fill="#fff" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`;
const MARK = `<svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">${markPaths('var(--color-accent)')}</svg>`;
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${markPaths(DESIGN_TOKENS.get('--color-accent')!)}</svg>`,
)}`;

export function portalPage(view: PortalView): string {
  const t = (id: PortalText, params?: Record<string, string>) =>
    escapeHtml(portalText(view.locale, id, params));
  const tag = LOCALE_TAGS[view.locale];
  const date = (value: Date | string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(value));
  const money = (amount: number, currency: Currency) =>
    escapeHtml(formatAmount(amount, currency, tag));
  const session = `<input type="hidden" name="session" value="${escapeHtml(view.token)}">`;
  const sub = view.sub;
  const body: string[] = [];

  /**
   * The cancel's confirmation, said once as the billing tab's dialog says it: when access ends,
   * that the agents' app stops then, until when data is kept; why (required) and a comment. The
   * heading takes the focus when nothing else was said; "Keep my subscription" changes nothing.
   */
  const cancelStep = (
    posted: NonNullable<PortalView['cancelStep']>,
    endsAt: Date,
    focus: boolean,
  ) => {
    const ends = date(endsAt);
    const reasons = CANCELLATION_REASONS.map(
      (reason) =>
        `<label class="choice"><input type="radio" name="reason" value="${reason}" required${posted.reason === reason ? ' checked' : ''}>${t(`cancelReason.${reason}`)}</label>`,
    ).join('');
    return `<section aria-labelledby="cancel-title"><h2 id="cancel-title" tabindex="-1"${focus ? ' autofocus' : ''}>${t('cancelTitle')}</h2>
<h3>${t('cancelWhatHappens')}</h3><ul><li>${t('cancelAccess', { date: ends })}</li><li>${t('cancelApp', { date: ends })}</li><li>${t('cancelData', { date: date(dataKeptUntil(endsAt)) })}</li></ul>
<form method="post" action="/payments/portal/cancel/confirm">${session}
<fieldset><legend>${t('cancelReason')}</legend>${reasons}</fieldset>
<label for="cancel-comment">${t('cancelComment')}</label><textarea id="cancel-comment" name="comment" rows="3" maxlength="${CANCELLATION_COMMENT_MAX}">${escapeHtml(posted.comment ?? '')}</textarea>
<button type="submit">${t('cancelConfirm')}</button></form>
<form method="get" action="/payments/portal">${session}<button type="submit" class="secondary">${t('cancelKeep')}</button></form></section>`;
  };
  if (view.notice) {
    body.push(
      // Each action reloads the page: its outcome takes the focus, so the keyboard and a screen
      // reader start from it instead of the top of the page.
      `<p id="outcome" class="notice ${view.notice.tone}" role="${view.notice.tone === 'error' ? 'alert' : 'status'}" tabindex="-1" autofocus>${escapeHtml(view.notice.text)}</p>`,
    );
  }
  if (sub) {
    const facts: Array<[string, string]> = [
      [t('status'), t(`status.${sub.status}` as PortalText)],
      [t('users'), String(sub.users)],
      [t('interval'), t(`interval.${sub.interval}` as PortalText)],
      [
        sub.cancel_at_period_end || sub.status === 'CANCELED' ? t('ends') : t('renews'),
        escapeHtml(date(sub.current_period_end)),
      ],
    ];
    if (view.card)
      facts.push([t('card'), escapeHtml(`${brandName(view.card.brand)} •••• ${view.card.last4}`)]);
    body.push(
      `<section aria-labelledby="plan"><h2 id="plan">${t('plan')}</h2><dl>${facts
        .map(([k, v]) => `<div><dt>${k}</dt><dd>${v}</dd></div>`)
        .join('')}</dl>${
        sub.status === 'PAST_DUE' && sub.grace_expires
          ? `<p class="notice warning" style="margin-top:1rem">${t('graceUntil')} ${escapeHtml(date(sub.grace_expires))}.</p>`
          : ''
      }</section>`,
    );

    if (sub.status === 'ACTIVE' || sub.status === 'DISABLED') {
      const users = view.preview?.users ?? sub.users;
      const interval = view.preview?.interval ?? sub.interval;
      const option = (value: string) =>
        `<option value="${value}"${value === interval ? ' selected' : ''}>${t(`interval.${value}` as PortalText)}</option>`;
      let preview = '';
      if (view.preview) {
        const { amount, newPeriod } = view.preview;
        const text =
          amount >= 0
            ? t('prorated', { amount: formatAmount(amount, sub.currency, tag) })
            : t('credited', { amount: formatAmount(-amount, sub.currency, tag) });
        preview = `<div role="status" tabindex="-1"${view.notice ? '' : ' autofocus'}><p><strong>${text}</strong>${newPeriod ? ` ${t('newPeriod')}` : ''}</p></div>
<form method="post" action="/payments/portal/plan">${session}<input type="hidden" name="users" value="${users}"><input type="hidden" name="interval" value="${escapeHtml(interval)}"><button type="submit">${t('confirm')}</button></form>`;
      }
      body.push(`<section aria-labelledby="change"><h2 id="change">${t('change')}</h2>
<form method="post" action="/payments/portal/preview" class="row">${session}
<div><label for="users">${t('users')}</label><input id="users" name="users" type="number" min="1" max="10000" required value="${users}"></div>
<div><label for="interval">${t('interval')}</label><select id="interval" name="interval">${option('month')}${option('year')}</select></div>
<button type="submit" class="secondary">${t('preview')}</button></form>${preview}</section>`);
    }

    const cardTitle =
      sub.status === 'PAST_DUE' || sub.status === 'CANCELED' ? t('payWithCard') : t('replaceCard');
    if (view.challenge) {
      const { paymentMethodId, brand, last4 } = view.challenge;
      const card = `${brandName(brand)} •••• ${last4}`;
      const answer = (outcome: string, label: string, kind: string) =>
        `<form method="post" action="/payments/portal/card">${session}<input type="hidden" name="paymentMethodId" value="${escapeHtml(paymentMethodId)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit"${kind}>${label}</button></form>`;
      body.push(`<section aria-labelledby="challenge"><h2 id="challenge" tabindex="-1" autofocus>${t('challenge', { card })}</h2>
${answer('approved', t('challengeApprove'), '')}${answer('refused', t('challengeRefuse'), ' class="secondary"')}</section>`);
    }
    if (view.due) {
      const { paymentMethodId, brand, last4, amount, currency, kind } = view.due;
      const values = {
        amount: formatAmount(amount, currency, tag),
        card: `${brandName(brand)} •••• ${last4}`,
      };
      // Nothing is charged before this form: the amount is the one the confirmation charges (the
      // hidden field lets the server refuse a confirmation of another amount).
      body.push(`<section aria-labelledby="pay"><h2 id="pay" tabindex="-1"${view.notice ? '' : ' autofocus'}>${t('payTitle')}</h2>
<p>${t(kind === 'invoice' ? 'payInvoice' : 'payRestart', values)}</p>
<div class="actions"><form method="post" action="/payments/portal/pay">${session}<input type="hidden" name="paymentMethodId" value="${escapeHtml(paymentMethodId)}"><input type="hidden" name="amount" value="${amount}"><button type="submit">${t('pay', values)}</button></form>
<form method="get" action="/payments/portal">${session}<button type="submit" class="secondary">${t('payCancel')}</button></form></div></section>`);
    } else {
      body.push(`<section aria-labelledby="card"><h2 id="card">${cardTitle}</h2>
<form id="card-form" novalidate>
<label for="card-name">${t('cardName')}</label><input id="card-name" name="name" autocomplete="cc-name" required>
<label for="card-number">${t('cardNumber')}</label><input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<label for="card-expiry">${t('cardExpiry')}</label><input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required>
<label for="card-cvc">${t('cardCvc')}</label><input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<p id="card-error" class="notice error" role="alert" hidden></p>
<button type="submit">${t('saveCard')}</button></form>
<form id="card-submit" method="post" action="/payments/portal/card">${session}<input type="hidden" name="paymentMethodId"></form></section>`);
    }

    if (sub.status === 'ACTIVE' && view.cancelStep) {
      body.push(cancelStep(view.cancelStep, sub.current_period_end, !view.notice));
    } else if (sub.status === 'ACTIVE') {
      // Opens the confirmation step: nothing changes before the customer confirms there.
      body.push(`<section aria-labelledby="cancel"><h2 id="cancel">${t('cancel')}</h2><p>${t('cancelText', { date: date(sub.current_period_end) })}</p>
<form method="post" action="/payments/portal/cancel">${session}<button type="submit" class="secondary">${t('cancel')}</button></form></section>`);
    } else if (sub.status === 'DISABLED' && sub.cancel_at_period_end) {
      body.push(`<section aria-labelledby="resume"><h2 id="resume">${t('resume')}</h2><p>${t('canceled', { date: date(sub.current_period_end) })}</p>
<form method="post" action="/payments/portal/resume">${session}<button type="submit">${t('resume')}</button></form></section>`);
    }
  }
  const rows = view.invoices
    .map(
      (
        i,
      ) => `<tr role="row"><td role="cell" class="date">${escapeHtml(date(i.issuedAt))}</td><td role="cell" class="number">${escapeHtml(i.number)}</td><td role="cell" class="num">${money(i.total, i.currency)}</td>
<td role="cell" class="pdf"><a href="/payments/portal/invoices/${encodeURIComponent(i.id)}/pdf?session=${encodeURIComponent(view.token)}" download>${t('download', { number: i.number })}</a></td></tr>`,
    )
    .join('');
  body.push(
    `<section aria-labelledby="invoices"><h2 id="invoices">${t('invoices')}</h2>${
      rows
        ? `<table role="table"><tbody role="rowgroup">${rows}</tbody></table>`
        : `<p>${t('noInvoices')}</p>`
    }</section>`,
  );
  return layout(view.locale, t('title'), body.join('\n'), view.returnUrl, view.changed);
}

export function expiredPage(locale: Locale): string {
  const t = (id: PortalText) => escapeHtml(portalText(locale, id));
  return layout(
    locale,
    t('title'),
    `<p class="notice error" role="alert">${t('expired')}</p>`,
    null,
  );
}

function layout(
  locale: Locale,
  title: string,
  content: string,
  returnUrl: string | null,
  changed = false,
) {
  const back = returnUrl
    ? `<a id="back" class="button secondary" style="margin:0" href="${escapeHtml(returnUrl)}">${escapeHtml(portalText(locale, 'back'))}</a>`
    : '';
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Property Video</title><link rel="icon" type="image/svg+xml" href="${FAVICON}"><style>${STYLE}</style><script src="/payments/portal/portal.js" defer></script></head>
<body${changed ? ' data-billing-changed' : ''}><header><div><span class="brand">${MARK}<b>Property <span>Video</span></b></span>${back}</div></header>
<main><h1>${title}</h1>${content}</main></body></html>`;
}

/**
 * The page's one script (served as /payments/portal/portal.js: the CSP allows no inline script or
 * handler). The card form: the card goes to the tokenising endpoint (never to this page's server
 * actions), and only the payment-method id is posted back. The portal tab that opened this window:
 * it hears `hello` on each load and `changed` after a change (postMessage to the return URL's
 * origin only), so its billing data refreshes at once; "Back to the Customer Portal" focuses it
 * and closes this window instead of opening a second portal here, when the opener is alive and at
 * the return URL's origin (read directly when same-origin, else proved by its answer to hello).
 * Without such an opener, Back goes to the return URL in this window, as a plain link.
 */
export const PORTAL_SCRIPT = `
(function () {
  var MESSAGES = ${JSON.stringify(BILLING_PORTAL_MESSAGES)};

  function cardForm() {
    var form = document.getElementById('card-form');
    if (!form) return;
    var error = document.getElementById('card-error');
    form.addEventListener('submit', async function (event) {
      event.preventDefault();
      error.hidden = true;
      // The last action's outcome (a refused card) is not this attempt's: only this one is shown.
      var outcome = document.getElementById('outcome');
      if (outcome) outcome.hidden = true;
      var expiry = form.expiry.value.split('/');
      var year = Number((expiry[1] || '').trim());
      var body = {
        name: form.name.value,
        number: form.number.value,
        expMonth: Number((expiry[0] || '').trim()),
        expYear: year < 100 ? 2000 + year : year,
        cvc: form.cvc.value.trim()
      };
      var res = await fetch('/payments/local/payment-methods', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
        body: JSON.stringify(body)
      });
      var json = await res.json().catch(function () { return {}; });
      if (!res.ok) {
        var fields = json.fields ? Object.values(json.fields) : [];
        error.textContent = fields[0] || json.message || res.statusText;
        error.hidden = false;
        return;
      }
      var submit = document.getElementById('card-submit');
      submit.paymentMethodId.value = json.id;
      submit.submit();
    });
  }

  function portalTab() {
    var back = document.getElementById('back');
    var tab = window.opener;
    if (!back || !tab) return;
    var origin = new URL(back.href).origin;
    var answered = false;
    function atReturnOrigin() {
      if (answered) return true;
      try {
        return tab.location.origin === origin;
      } catch (error) {
        return false; // another origin's location cannot be read: only its answer tells
      }
    }
    window.addEventListener('message', function (event) {
      var data = event.data;
      if (event.origin === origin && event.source === tab && data && data.type === MESSAGES.here) {
        answered = true;
      }
    });
    tab.postMessage({ type: MESSAGES.hello }, origin);
    if (document.body.hasAttribute('data-billing-changed')) {
      tab.postMessage({ type: MESSAGES.changed }, origin);
    }
    back.addEventListener('click', function (event) {
      if (tab.closed || !atReturnOrigin()) return;
      event.preventDefault();
      tab.focus();
      window.close();
      // A window the browser keeps open after all: go back in it, as the link would.
      setTimeout(function () { window.location.href = back.href; }, 500);
    });
  }

  function start() {
    cardForm();
    portalTab();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();`;
