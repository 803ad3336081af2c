/** The company's billing details (issue 39): being built. */
export function BillingDetailsCard() {
  return null;
}
