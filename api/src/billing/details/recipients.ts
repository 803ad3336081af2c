/**
 * The copies of invoice e-mails and billing notices (issue 39): the account's billing contacts
 * (issue 37) and the billing e-mail of its billing details, once each and never the owner's own
 * address again. SQL of a text[] over the accounts row aliased `account`.
 */
export const billingCopiesSql = (account: string) =>
  `(${account}.billing_contacts || ARRAY(
      SELECT DISTINCT c.billing_email FROM billing_customers c
      WHERE c.account_id = ${account}.id AND c.billing_email IS NOT NULL
        AND c.billing_email <> ${account}.email
        AND NOT c.billing_email = ANY(${account}.billing_contacts)))`;
