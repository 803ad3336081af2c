/** "Delete my account" (issue 39): being built. */
export function AccountDeletionCard() {
  return null;
}
