-- A VAT number VIES calls valid under another name than the buyer's company is not reverse-charged
-- (api/src/billing/README.md "VAT numbers"): `name_mismatch`, charged as without a number until the
-- seller has reviewed it (`npm run vat:review`). The subscription keeps the name VIES has on file,
-- for that review.
ALTER TABLE checkouts DROP CONSTRAINT checkouts_vat_status_check;
ALTER TABLE checkouts ADD CONSTRAINT checkouts_vat_status_check
  CHECK (vat_status IN ('none', 'valid', 'unverified', 'unchecked', 'name_mismatch'));

ALTER TABLE billing_subscriptions DROP CONSTRAINT billing_subscriptions_vat_status_check;
ALTER TABLE billing_subscriptions ADD CONSTRAINT billing_subscriptions_vat_status_check
  CHECK (vat_status IN ('none', 'valid', 'unverified', 'unchecked', 'name_mismatch'));
ALTER TABLE billing_subscriptions ADD COLUMN vat_registered_name text;
