/**
 * The one price table (decisions.md "Plans and prices"). The server computes every amount from it;
 * the browser only displays. Amounts are integers in the currency's minor units (cents).
 */

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'AUD', 'NZD', 'BRL', 'ZAR', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const INTERVALS = ['month', 'year'] as const;
export type Interval = (typeof INTERVALS)[number];

/** Price per user per month, in minor units: USD 39.00 is 3900. */
export const MONTHLY_PRICE_PER_USER: Record<Currency, number> = {
  USD: 3900,
  EUR: 3500,
  GBP: 3000,
  CHF: 3500,
  AUD: 5900,
  NZD: 6500,
  BRL: 19900,
  ZAR: 69000,
  CAD: 5200,
};

/** A year costs nine months: "saves three months". */
export const MONTHS_BILLED_PER_YEAR = 9;

/** The yearly banner's saving as a whole percentage: (12 - 9) / 12 = 25 %. */
export const YEARLY_SAVING_PERCENT = Math.round(((12 - MONTHS_BILLED_PER_YEAR) / 12) * 100);

/** Every currency of the table has two decimals (ISO 4217 exponent 2). */
export const MINOR_UNIT_DIGITS: Record<Currency, number> = Object.fromEntries(
  CURRENCIES.map((currency) => [currency, 2]),
) as Record<Currency, number>;

/** Written with a decimal comma whatever the page's language (spec §9). */
export const DECIMAL_COMMA_CURRENCIES: readonly Currency[] = ['EUR', 'BRL', 'ZAR'];

/** Users one checkout may buy: at least one, and a bound no real company reaches. */
export const MIN_USERS = 1;
export const MAX_USERS = 10_000;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Price of one user for one billing interval, in minor units. */
export function unitAmount(currency: Currency, interval: Interval): number {
  const monthly = MONTHLY_PRICE_PER_USER[currency];
  return interval === 'year' ? monthly * MONTHS_BILLED_PER_YEAR : monthly;
}

/** Minor units to the major amount a formatter takes: 3900 -> 39. */
export function toMajorUnits(amount: number, currency: Currency): number {
  return amount / 10 ** MINOR_UNIT_DIGITS[currency];
}

/**
 * Where the page's language writes the wrong decimal separator, this locale formats instead
 * (en-US names every dollar unambiguously: A$, NZ$, CA$).
 */
const FALLBACK_LOCALE: Record<Currency, string> = {
  USD: 'en-US',
  EUR: 'de-DE',
  GBP: 'en-US',
  CHF: 'en-US',
  AUD: 'en-US',
  NZD: 'en-US',
  BRL: 'pt-BR',
  ZAR: 'en-ZA',
  CAD: 'en-US',
};

function decimalSeparator(localeTag: string): string {
  return (
    new Intl.NumberFormat(localeTag).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.'
  );
}

/** Building a NumberFormat costs far more than using one: an invoice or a list formats dozens. */
const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(currency: Currency, localeTag: string): Intl.NumberFormat {
  const key = `${localeTag} ${currency}`;
  let format = amountFormats.get(key);
  if (!format) {
    const wanted = DECIMAL_COMMA_CURRENCIES.includes(currency) ? ',' : '.';
    const locale = decimalSeparator(localeTag) === wanted ? localeTag : FALLBACK_LOCALE[currency];
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: MINOR_UNIT_DIGITS[currency],
      maximumFractionDigits: MINOR_UNIT_DIGITS[currency],
    });
    amountFormats.set(key, format);
  }
  return format;
}

/**
 * Formats an amount with Intl.NumberFormat in the page's language, except that EUR, BRL and ZAR
 * always show a decimal comma and the others a decimal point (spec §9).
 */
export function formatAmount(amount: number, currency: Currency, localeTag: string): string {
  return amountFormat(currency, localeTag).format(toMajorUnits(amount, currency));
}
