-- Business billing details (issue 39): the buyer's state or province (US, CA, AU, BR…: a code of
-- shared/src/billing/details.ts's lists), the e-mail invoices also go to (an accountant's) and an
-- optional purchase-order number printed on invoices.
ALTER TABLE billing_customers
  ADD COLUMN state text CHECK (state IS NULL OR length(state) BETWEEN 1 AND 8),
  ADD COLUMN billing_email text CHECK (billing_email IS NULL OR billing_email = lower(billing_email)),
  ADD COLUMN po_number text CHECK (po_number IS NULL OR length(po_number) BETWEEN 1 AND 64);

-- What an invoice shows of its buyer, as at issue (shared/src/billing/details.ts TBillTo): a change of
-- details applies to the invoices issued after it and never rewrites an issued one. vatNumber carries
-- its country's prefix (as printed); email is the billing e-mail when one is set.
CREATE FUNCTION bill_to_of(c billing_customers) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_strip_nulls(jsonb_build_object(
    'company', c.company,
    'name', trim(c.first_name || ' ' || c.last_name),
    'email', COALESCE(NULLIF(c.billing_email, ''), c.email),
    'address', jsonb_strip_nulls(jsonb_build_object(
      'line1', c.address_line1,
      'line2', NULLIF(c.address_line2, ''),
      'city', c.city,
      'state', NULLIF(c.state, ''),
      'postalCode', c.postal_code,
      'country', c.country)),
    'vatNumber', CASE WHEN NULLIF(c.vat_number, '') IS NOT NULL
      THEN (CASE WHEN c.country = 'GR' THEN 'EL' ELSE c.country END) || c.vat_number END,
    'poNumber', NULLIF(c.po_number, '')))
$$;

ALTER TABLE invoices ADD COLUMN bill_to jsonb;
UPDATE invoices i SET bill_to = bill_to_of(c) FROM billing_customers c WHERE c.id = i.customer_id;
