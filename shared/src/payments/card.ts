/**
 * Card-number rules of the local card form and of the local tokenising endpoint. Stripe's test
 * numbers are Luhn-valid, so a number failing the Luhn check is a typo worth telling at once.
 */

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * The networks' own names, written the same in every language. Stripe names a few more brands
 * than the local form knows (Cartes Bancaires, eftpos, Interac): a card shows what Stripe says.
 */
const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
  interac: 'Interac',
};

/** A brand's name as printed on cards; undefined for one the portal does not know. */
export function cardBrandName(brand: string): string | undefined {
  return Object.hasOwn(CARD_BRAND_NAMES, brand) ? CARD_BRAND_NAMES[brand] : undefined;
}

/** Prefix rules, most specific first (Stripe's brand ranges). */
const BRAND_PATTERNS: [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['discover', /^(6011|64[4-9]|65)/],
  ['unionpay', /^62/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['visa', /^4/],
];

/** Only the digits of what was typed ("4242 4242-..." -> "42424242..."). */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

export function cardBrand(input: string): CardBrand {
  const digits = cardDigits(input);
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'unknown';
}

/** Lengths a complete number of the brand has. */
export function cardNumberLengths(brand: CardBrand): number[] {
  switch (brand) {
    case 'amex':
      return [15];
    case 'diners':
      return [14, 16];
    case 'visa':
      return [13, 16, 19];
    case 'unknown':
    case 'unionpay':
    case 'jcb':
      return [16, 17, 18, 19];
    default:
      return [16];
  }
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Groups the digits as printed on the card: 4-6-5 for American Express, fours for the others. */
export function formatCardNumber(input: string): string {
  const brand = cardBrand(input);
  const max = Math.max(...cardNumberLengths(brand));
  const digits = cardDigits(input).slice(0, max);
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** True when the card's last valid month (expiry month/year) is before `now`'s month. */
export function cardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}
