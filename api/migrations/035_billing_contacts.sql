-- Billing contacts (issue 37): up to 5 more addresses (the accountant's inbox) that receive a copy
-- of every invoice e-mail and billing notice of the account, set by its owner or a Billing member.
ALTER TABLE accounts
  ADD COLUMN billing_contacts text[] NOT NULL DEFAULT '{}'
    CHECK (cardinality(billing_contacts) <= 5);
