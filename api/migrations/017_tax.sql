-- VAT/GST (docs/tax.md): what was decided for a checkout is kept with it, with its subscription
-- (every renewal and plan change charges the same rate) and on each invoice (what it printed).
-- Existing rows had no tax: 0 % where the seller collects none, which is what they charged.

-- The VAT number as the registry saw it at the checkout: none given, valid, unverified (VIES did
-- not answer: VAT charged until it is checked again), unchecked (a registry we do not ask).
ALTER TABLE checkouts
  ADD COLUMN tax_country text,
  ADD COLUMN tax_rate_bps integer NOT NULL DEFAULT 0,
  ADD COLUMN reverse_charge boolean NOT NULL DEFAULT false,
  ADD COLUMN vat_status text NOT NULL DEFAULT 'none'
    CHECK (vat_status IN ('none', 'valid', 'unverified', 'unchecked'));

ALTER TABLE billing_subscriptions
  ADD COLUMN tax_country text,
  ADD COLUMN tax_rate_bps integer NOT NULL DEFAULT 0,
  ADD COLUMN tax_treatment text NOT NULL DEFAULT 'not_collected'
    CHECK (tax_treatment IN ('standard', 'reverse_charge', 'not_collected')),
  ADD COLUMN vat_status text NOT NULL DEFAULT 'none'
    CHECK (vat_status IN ('none', 'valid', 'unverified', 'unchecked')),
  -- When a VIES answer last decided vat_status (an unverified number is asked again later).
  ADD COLUMN vat_checked_at timestamptz;

-- total = subtotal - discount + tax; the lines stay net.
ALTER TABLE invoices
  ADD COLUMN tax bigint NOT NULL DEFAULT 0,
  ADD COLUMN tax_rate_bps integer NOT NULL DEFAULT 0,
  ADD COLUMN tax_treatment text NOT NULL DEFAULT 'not_collected'
    CHECK (tax_treatment IN ('standard', 'reverse_charge', 'not_collected'));
