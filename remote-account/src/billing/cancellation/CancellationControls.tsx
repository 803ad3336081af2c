/** Cancel, the retention offer and resume (issue 39): being built. */
export function CancellationControls() {
  return null;
}
