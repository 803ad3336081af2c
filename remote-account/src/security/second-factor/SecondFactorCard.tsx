/** Issue 38: being built (see /work/notes/design-38.md); renders nothing until it is. */
export function SecondFactorCard() {
  return null;
}
