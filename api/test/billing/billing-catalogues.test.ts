import { LOCALES } from '@portal/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { billingText } from '../../src/billing/i18n/catalogue';
import { portalText } from '../../src/billing/i18n/portal';
import { receiptText } from '../../src/billing/i18n/receipt';
import { isServerMessageId, translate } from '../../src/i18n/translate';

// The billing engine's texts are server texts like the e-mails': one set of catalogues (the
// delivery ones, whose completeness and placeholder tests cover them) and one formatter.
describe('the billing engine’s texts (invoice PDF and e-mail, notices, billing portal, receipt)', () => {
  it('are texts of the server’s catalogues, in every language', () => {
    for (const id of [
      'billing.invoice.title',
      'billing.notice.failed.subject',
      'billing.portal.title',
      'billing.receipt.subject',
    ]) {
      expect(isServerMessageId(id), id).toBe(true);
    }
    expect(translate('fr', 'billing.invoice.title')).toBe('Facture');
    expect(new Set(LOCALES.map((l) => translate(l, 'billing.portal.title'))).size).toBe(
      LOCALES.length,
    );
  });

  it('fill their placeholders like every server text, and keep an unknown one visible', () => {
    expect(billingText('en-us', 'invoice.mail.subject', { number: 'INV-000042' })).toBe(
      'Your Property Video invoice INV-000042',
    );
    expect(receiptText('de', 'subject', { number: 'INV-000042' })).toBe(
      translate('de', 'billing.receipt.subject').replace('{number}', 'INV-000042'),
    );
    expect(portalText('en-us', 'title')).toBe('Billing portal');
    expect(billingText('en-us', 'invoice.mail.subject')).toBe(
      'Your Property Video invoice {number}',
    );
  });
});
