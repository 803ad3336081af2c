-- Money in bigint minor units. The largest order the price table allows, ZAR yearly for
-- MAX_USERS (10,000) users, is R 62,100,000.00 = 6,210,000,000 cents: past an integer's
-- 2,147,483,647, so from 3,459 users on that checkout failed. Every money column of the billing
-- engine (migrations 006 and 008) becomes bigint; defaults and checks stay as they were. The
-- database layer reads bigint as a JS number (src/db/db.ts, parseInt8): exact up to 2^53.
-- Counts (users, quantity, attempts, periods) and percentages stay integer. One ALTER per table,
-- so each table is rewritten once.

ALTER TABLE coupons ALTER COLUMN amount_off TYPE bigint;

ALTER TABLE billing_customers ALTER COLUMN credit_balance TYPE bigint;

ALTER TABLE billing_subscriptions ALTER COLUMN unit_amount TYPE bigint;

ALTER TABLE invoices
  ALTER COLUMN subtotal TYPE bigint,
  ALTER COLUMN discount TYPE bigint,
  ALTER COLUMN total TYPE bigint,
  ALTER COLUMN amount_paid TYPE bigint;

ALTER TABLE invoice_lines
  ALTER COLUMN unit_amount TYPE bigint,
  ALTER COLUMN amount TYPE bigint;

ALTER TABLE charges ALTER COLUMN amount TYPE bigint;

ALTER TABLE checkouts ALTER COLUMN total TYPE bigint;
