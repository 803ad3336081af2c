import type { Locale } from './locales';

/** Names no language translates: a text made of these and placeholders may equal English. */
export const PROPER_NAMES = [
  'Property Video',
  'Stripe',
  'WhatsApp',
  'Google Play',
  'Google',
  'Apple',
  'App Store',
  'PNG',
  'PDF',
];

/**
 * Words that really are written as in English in a language (checked by a speaker). Any other
 * text equal to its English one is an untranslated copy, and the catalogue test names it.
 */
export const SAME_AS_ENGLISH: Partial<Record<Locale, string[]>> = {
  fr: [
    'E-mail',
    'Automobile',
    'Contact',
    'Total',
    'Code',
    'Type',
    'Date',
    'Article',
    'Message',
    'Zoom',
    'Franchise',
    'Logo',
    'Outro',
  ],
  pt: ['E-mail', 'Total', 'Status', 'Zoom', 'Subtotal'],
  es: ['Total', 'Error', 'Zoom', 'Subtotal'],
  it: ['E-mail', 'Password', 'Video', 'Logo', 'Status', 'Standard', 'Zoom'],
  de: [
    // The word German speakers (and Apple's, Google's and Microsoft's German) use.
    'Passkeys',
    'Status',
    'Video',
    'Logo',
    'Name',
    'Code',
    'Start',
    'Details',
    'Team',
    'Land',
    'Zoom',
    'Franchise',
    'Website',
    'Outro',
    'Branding',
  ],
  br: ['E-mail', 'Status', 'Total', 'Logo', 'Zoom', 'Subtotal'],
};

/** Whether an identical translation is one of the cases above rather than a forgotten copy. */
export function mayEqualEnglish(text: string, locale: Locale): boolean {
  let rest = text.replace(/\{[^{}]*\}/g, ' ');
  for (const name of PROPER_NAMES) rest = rest.split(name).join(' ');
  const words = rest.match(/\p{L}[\p{L}-]*/gu) ?? [];
  const same = SAME_AS_ENGLISH[locale] ?? [];
  return words.every((word) => same.includes(word));
}
