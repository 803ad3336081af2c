/** "Correct my last invoice" (issue 39): being built. */
export function CorrectLastInvoice() {
  return null;
}
