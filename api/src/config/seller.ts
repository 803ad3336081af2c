import { definePart, hostOf, noSlash } from './setting';
import { allowFlag, httpUrl, matching, text, wholeNumber, defaulted } from './values';

/** Who bills: printed on every invoice, from the SELLER_* settings. */
export interface Seller {
  name: string;
  /** Address lines, street to country. */
  address: string[];
  /** ISO 3166-1 alpha-2: decides domestic VAT and reverse charge (shared/src/payments/tax.ts). */
  country: string;
  /** VAT and registration ids as printed, e.g. "VAT GB123456789 · Company no. 01234567". */
  taxIds: string;
  email: string;
  /** true: no SELLER_* set (development): the sample seller, marked as such. */
  sample: boolean;
}

/** The development seller; production refuses to start with it. */
export const SAMPLE_SELLER: Seller = {
  name: 'Sample seller — set SELLER_*',
  address: ['1 Sample Street', 'London EC1A 1AA', 'United Kingdom'],
  country: 'GB',
  taxIds: 'VAT: none (sample seller)',
  email: 'billing@example.com',
  sample: true,
};

export interface SellerConfig {
  /** Who bills, printed on every invoice (SELLER_*); the sample one outside production only. */
  seller: Seller;
  /** How VAT numbers are checked: the EU's VIES registry, or the local stub (src/billing/tax-id.ts). */
  vatCheck: { kind: 'vies'; url: string; timeoutMs: number } | { kind: 'stub' };
}

const SELLER = [
  'SELLER_NAME',
  'SELLER_ADDRESS',
  'SELLER_COUNTRY',
  'SELLER_TAX_IDS',
  'SELLER_EMAIL',
] as const;

export const seller = definePart({
  name: 'seller',
  settings: {
    ALLOW_STUB_VAT_CHECK: allowFlag(
      '`true` makes `NODE_ENV=production` check VAT numbers with the local stub (any well-formed number is valid) instead of the EU VIES registry, its default (a trial stack without access to VIES).',
    ),
    ALLOW_SAMPLE_SELLER: allowFlag(
      '`true` lets `NODE_ENV=production` run without the SELLER_* settings: invoices name "Sample seller — set SELLER_*" and are no valid tax invoices. A trial stack only.',
    ),
    SELLER_NAME: {
      schema: text(),
      default: '(sample seller)',
      example: '"Property Video Ltd"',
      description:
        'Legal name of the company that bills, printed on every invoice. The five SELLER_* are required when NODE_ENV=production; unset elsewhere, invoices show "Sample seller — set SELLER_*".',
    },
    SELLER_ADDRESS: {
      schema: text(),
      default: '(sample seller)',
      example: '"10 Finsbury Square|London EC2A 1AF|United Kingdom"',
      description:
        'Its address lines, separated by `|` (`10 Main Street|London EC2A 1AF|United Kingdom`).',
    },
    SELLER_COUNTRY: {
      schema: matching(/^[A-Z]{2}$/, 'an ISO country code'),
      default: '(sample: GB)',
      example: 'GB',
      description:
        'ISO country code of the seller (`GB`, `FR`…): decides domestic VAT and reverse charge (docs/tax.md).',
    },
    SELLER_TAX_IDS: {
      schema: text(),
      default: '(sample seller)',
      example: '"VAT GB123456789"',
      description:
        'VAT and registration ids as printed on invoices (`VAT GB123456789 · Company no. 01234567`).',
    },
    SELLER_EMAIL: {
      schema: text(),
      default: '(sample seller)',
      example: 'billing@example.com',
      description: 'Billing contact e-mail on invoices.',
    },
    VIES_URL: {
      schema: httpUrl(),
      default: '(the EU VIES REST API)',
      example: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
      description:
        'Base URL of the VIES REST API (`https://ec.europa.eu/taxation_customs/vies/rest-api`) checking EU VAT numbers: in production unless ALLOW_STUB_VAT_CHECK, elsewhere only when set.',
    },
    VIES_TIMEOUT_MS: defaulted({
      schema: wholeNumber(1),
      default: '5000',
      example: '5000',
      description:
        'A VIES check waits this long; then the number is recorded "unverified" and VAT is charged (docs/tax.md).',
    }),
  },
  allows: { ALLOW_STUB_VAT_CHECK: 'stubVatCheck', ALLOW_SAMPLE_SELLER: 'sampleSeller' },
  // An invoice must name who bills: the sample seller is for development and trials.
  together: [[[...SELLER], 'the seller printed on invoices']],
  fallbacks: [
    {
      allow: 'ALLOW_SAMPLE_SELLER',
      names: [...SELLER],
      refused: (env) =>
        SELLER.some((name) => env[name]) ? null : 'is required when NODE_ENV=production',
      risk: 'invoices print who bills, and the seller country decides VAT',
      accept: 'to print a sample seller instead',
    },
  ],
  read: (env, at): SellerConfig => ({
    seller:
      env.SELLER_NAME &&
      env.SELLER_ADDRESS &&
      env.SELLER_COUNTRY &&
      env.SELLER_TAX_IDS &&
      env.SELLER_EMAIL
        ? {
            name: env.SELLER_NAME,
            address: env.SELLER_ADDRESS.split('|')
              .map((line) => line.trim())
              .filter(Boolean),
            country: env.SELLER_COUNTRY,
            taxIds: env.SELLER_TAX_IDS,
            email: env.SELLER_EMAIL,
            sample: false,
          }
        : SAMPLE_SELLER,
    // Production asks VIES unless told to use the stub; development only when VIES_URL is set.
    vatCheck:
      (at.isProduction && !env.ALLOW_STUB_VAT_CHECK) || (!at.isProduction && env.VIES_URL)
        ? {
            kind: 'vies',
            url: noSlash(env.VIES_URL ?? 'https://ec.europa.eu/taxation_customs/vies/rest-api'),
            timeoutMs: env.VIES_TIMEOUT_MS,
          }
        : { kind: 'stub' },
  }),
  doctor: ({ vatCheck, seller: who }) => [
    vatCheck.kind === 'vies'
      ? { part: 'VAT registry', uses: `VIES (${hostOf(vatCheck.url)})`, status: 'real' }
      : {
          part: 'VAT registry',
          uses: 'stub (every well-formed number valid; no VIES)',
          status: 'fallback',
          allowedBy: 'ALLOW_STUB_VAT_CHECK',
        },
    who.sample
      ? {
          part: 'seller',
          uses: 'sample (set SELLER_*)',
          status: 'fallback',
          allowedBy: 'ALLOW_SAMPLE_SELLER',
        }
      : { part: 'seller', uses: `${who.name} (${who.country})`, status: 'real' },
  ],
});
