-- Billing (issue 9): numbered invoices, one per charge, kept as the document the PDF is drawn
-- from, so a reprint years later shows what was billed then (address, VAT number, prices).
CREATE SEQUENCE invoice_number_seq;

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- PV-<year>-<6 digits>, from invoice_number_seq: never reused, no gaps from rolled-back numbers
  -- matter (the sequence is only read inside the charge's transaction).
  number text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL,
  currency text NOT NULL,
  total integer NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'open', 'void')),
  -- The provider's charge this invoice bills: one invoice per charge.
  charge_ref text UNIQUE,
  document jsonb NOT NULL,
  emailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_account_idx ON invoices (account_id, issued_at DESC);
