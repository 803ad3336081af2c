-- "Correct my last invoice" (issue 39): a credit note cancels an issued invoice, and a corrected
-- invoice (same lines and amounts, the buyer's details as they are now) replaces it, paid by the
-- credit note: nothing is charged again (docs/decisions.md "Correcting an invoice").

-- Credit notes are numbered in their own series (CN-000001), from their own sequence.
CREATE SEQUENCE credit_note_number_seq;
CREATE TABLE credit_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE,
  -- The invoice it credits, whole: at most one credit note per invoice.
  invoice_id uuid NOT NULL UNIQUE REFERENCES invoices (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES billing_customers (id) ON DELETE CASCADE,
  currency text NOT NULL,
  -- The credited invoice's amounts (minor units): total = subtotal - discount + tax, less any
  -- balance the invoice used.
  subtotal bigint NOT NULL,
  discount bigint NOT NULL DEFAULT 0,
  tax bigint NOT NULL,
  total bigint NOT NULL,
  tax_rate_bps integer NOT NULL DEFAULT 0,
  tax_treatment text NOT NULL
    CHECK (tax_treatment IN ('standard', 'reverse_charge', 'not_collected')),
  -- Why: the buyer's details were corrected (the only reason the portal offers).
  reason text NOT NULL CHECK (reason IN ('billing_details')),
  -- The VAT paid that the corrected invoice no longer charges (reverse charge), credited to the
  -- customer's balance (billing_customers.credit_balance); 0 otherwise.
  balance_credited bigint NOT NULL DEFAULT 0 CHECK (balance_credited >= 0),
  -- What the credit note shows of its buyer: the credited invoice's (shared TBillTo).
  bill_to jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_notes_customer_idx ON credit_notes (customer_id);

-- The corrected invoice points to the one it replaces; an invoice is corrected at most once.
ALTER TABLE invoices ADD COLUMN corrects_invoice_id uuid REFERENCES invoices (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX invoices_one_correction ON invoices (corrects_invoice_id)
  WHERE corrects_invoice_id IS NOT NULL;

ALTER TABLE invoices DROP CONSTRAINT invoices_billing_reason_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_billing_reason_check CHECK (billing_reason IN
  ('subscription_create', 'subscription_cycle', 'subscription_update', 'correction'));
