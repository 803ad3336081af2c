-- The billing engine (decisions.md "Payments"). The `local` provider keeps everything here; the
-- `stripe` provider keeps the same rows with the Stripe ids in provider_ref, so the portal reads
-- one model whichever provider charged. Amounts are integers in the currency's minor units.
-- Never stored: card numbers, CVCs, full expiry strings (a payment method keeps brand, last 4
-- digits, expiry month and year, as Stripe does).

-- Coupons with their durations (seeded from shared/src/payments/coupons.ts at start-up).
CREATE TABLE coupons (
  code text PRIMARY KEY CHECK (code = upper(code)),
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off integer CHECK (amount_off > 0),
  currency text,
  duration text NOT NULL CHECK (duration IN ('once', 'forever', 'repeating')),
  duration_in_months integer CHECK (duration_in_months > 0),
  only_interval text CHECK (only_interval IN ('month', 'year')),
  only_edition text CHECK (only_edition IN ('realty', 'auto')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent_off IS NULL) <> (amount_off IS NULL)),
  CHECK (amount_off IS NULL OR currency IS NOT NULL),
  CHECK ((duration = 'repeating') = (duration_in_months IS NOT NULL))
);

-- Who pays: the checkout's customer details and billing address. account_id is set when the
-- account that owns the subscription exists (created with this e-mail, or claimed at login).
CREATE TABLE billing_customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
  provider_ref text,
  account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  email text NOT NULL CHECK (email = lower(email)),
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text NOT NULL,
  phone text NOT NULL,
  website text,
  extra_line text,
  address_line1 text NOT NULL,
  address_line2 text,
  city text NOT NULL,
  postal_code text NOT NULL,
  country text NOT NULL,
  vat_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_customers_email_idx ON billing_customers (email);
CREATE INDEX billing_customers_account_idx ON billing_customers (account_id);

-- A tokenised card. `behaviour` is how the local engine's simulated issuer answers for it
-- (decisions.md's test-card table); Stripe's cards have none.
CREATE TABLE payment_methods (
  id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
  customer_id uuid REFERENCES billing_customers (id) ON DELETE CASCADE,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL,
  behaviour text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The engine's subscription. The portal's view of it is the account's row in `subscriptions`
-- (provider_ref = this id), written when an account owns it. period_index counts billing periods
-- (0 = the one paid at checkout) so a coupon's duration applies to renewals; cancel_at_period_end
-- and grace_expires leave room for auto-renewal off (DISABLED) and failed renewals (PAST_DUE).
CREATE TABLE billing_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
  provider_ref text,
  customer_id uuid NOT NULL REFERENCES billing_customers (id) ON DELETE CASCADE,
  account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  status text NOT NULL
    CHECK (status IN ('INCOMPLETE', 'ACTIVE', 'PAST_DUE', 'DISABLED', 'CANCELED')),
  currency text NOT NULL,
  interval text NOT NULL CHECK (interval IN ('month', 'year')),
  users integer NOT NULL CHECK (users > 0),
  edition text NOT NULL CHECK (edition IN ('realty', 'auto')),
  unit_amount integer NOT NULL CHECK (unit_amount >= 0),
  coupon_code text REFERENCES coupons (code),
  default_payment_method_id text, -- a payment_methods id (local) or Stripe's pm_ id
  period_index integer NOT NULL DEFAULT 0,
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  grace_expires timestamptz,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_subscriptions_customer_idx ON billing_subscriptions (customer_id);
CREATE INDEX billing_subscriptions_account_idx ON billing_subscriptions (account_id);

-- Invoices are numbered when finalised, from one sequence, without gaps in the paid ones' order.
CREATE SEQUENCE invoice_number_seq;
CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text UNIQUE,
  provider_ref text,
  customer_id uuid NOT NULL REFERENCES billing_customers (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES billing_subscriptions (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'void', 'uncollectible')),
  billing_reason text NOT NULL
    CHECK (billing_reason IN ('subscription_create', 'subscription_cycle', 'subscription_update')),
  currency text NOT NULL,
  subtotal integer NOT NULL,
  discount integer NOT NULL DEFAULT 0,
  total integer NOT NULL,
  amount_paid integer NOT NULL DEFAULT 0,
  coupon_code text REFERENCES coupons (code),
  period_start timestamptz,
  period_end timestamptz,
  attempt_count integer NOT NULL DEFAULT 0,
  next_payment_attempt timestamptz,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_customer_idx ON invoices (customer_id);
CREATE INDEX invoices_subscription_idx ON invoices (subscription_id);

-- Lines of an invoice; proration lines (negative for unused time) come from plan changes.
CREATE TABLE invoice_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  description text NOT NULL,
  quantity integer NOT NULL,
  unit_amount integer NOT NULL,
  amount integer NOT NULL,
  proration boolean NOT NULL DEFAULT false,
  period_start timestamptz,
  period_end timestamptz
);
CREATE INDEX invoice_lines_invoice_idx ON invoice_lines (invoice_id);

-- Every attempt to take money. idempotency_key is unique: one attempt per key, never two charges.
CREATE TABLE charges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key text NOT NULL UNIQUE,
  provider_ref text,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  payment_method_id text NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('requires_action', 'succeeded', 'failed')),
  decline_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX charges_invoice_idx ON charges (invoice_id);

-- One checkout per Idempotency-Key: the same key answers the stored response and charges once.
-- fingerprint (SHA-256 of the request) tells a retry from a different order under a reused key.
CREATE TABLE checkouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key text NOT NULL UNIQUE,
  fingerprint text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
  status text NOT NULL CHECK (status IN ('processing', 'requires_action', 'succeeded', 'failed')),
  email text NOT NULL,
  locale text,
  subscription_id uuid REFERENCES billing_subscriptions (id) ON DELETE SET NULL,
  charge_id uuid REFERENCES charges (id) ON DELETE SET NULL,
  total integer,
  currency text,
  decline_code text,
  next_action jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkouts_email_idx ON checkouts (email);
-- One charge in flight per e-mail: two checkouts for the same customer at once (two tabs, two
-- keys) cannot both pay; the second is told to wait, then finds the first one's subscription.
CREATE UNIQUE INDEX checkouts_one_processing_per_email ON checkouts (email)
  WHERE status = 'processing';
