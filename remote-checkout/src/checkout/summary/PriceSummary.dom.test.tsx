import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, test } from 'vitest';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import type { TQuoteResponse } from '@portal/shared/payments/contract';
import { makeStore } from '@portal/shell/platform';
import checkoutEn from '../../i18n/en-us';
import { PriceSummary } from './PriceSummary';

afterEach(cleanup);

/** Three users of the monthly EUR plan, as the server quotes them for a French company. */
const FRENCH: TQuoteResponse = {
  currency: 'EUR',
  interval: 'month',
  users: 3,
  unitAmount: 3500,
  subtotal: 10500,
  discount: 0,
  tax: 2100,
  taxRateBps: 2000,
  taxTreatment: 'standard',
  total: 12600,
};

function renderSummary(quote: TQuoteResponse) {
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...checkoutEn } as Record<string, string>}
      >
        <PriceSummary quote={quote} updating={false} failed={false} />
      </IntlProvider>
    </Provider>,
  );
  return within(screen.getByRole('complementary', { name: 'Price summary' }));
}

/** The value of a line of the summary, found by its label (Intl's no-break spaces as spaces). */
const line = (summary: ReturnType<typeof renderSummary>, label: string | RegExp) =>
  summary.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('the price summary', () => {
  test('adds the VAT line with its rate, and the total includes it', () => {
    const summary = renderSummary(FRENCH);
    expect(line(summary, 'VAT 20%')).toBe('21,00 €');
    expect(line(summary, 'Total due today, tax included')).toBe('126,00 €');
  });

  test('says reverse charge for a business whose VAT number was confirmed', () => {
    const summary = renderSummary({
      ...FRENCH,
      tax: 0,
      taxRateBps: 0,
      taxTreatment: 'reverse_charge',
      total: 10500,
    });
    expect(line(summary, 'Reverse charge: your company accounts for the VAT')).toBe('0,00 €');
    expect(line(summary, 'Total due today, tax included')).toBe('105,00 €');
  });

  test('says why a VAT number registered under another name is charged VAT (item 10)', () => {
    const summary = renderSummary({ ...FRENCH, vatNameMismatch: true });
    expect(line(summary, /^VAT 20%/)).toBe('21,00 €');
    expect(
      summary.getByText(
        "VAT is charged: the name registered for this VAT number is not your company's. Enter your company name as registered for reverse charge.",
      ),
    ).toBeTruthy();
    cleanup();
    expect(renderSummary(FRENCH).queryByText(/name registered/)).toBeNull();
  });

  test('says where no tax is charged', () => {
    const summary = renderSummary({
      ...FRENCH,
      currency: 'USD',
      unitAmount: 3900,
      subtotal: 11700,
      tax: 0,
      taxRateBps: 0,
      taxTreatment: 'not_collected',
      total: 11700,
    });
    expect(line(summary, 'No VAT or sales tax charged')).toBe('$0.00');
    expect(line(summary, 'Total due today, tax included')).toBe('$117.00');
  });
});
