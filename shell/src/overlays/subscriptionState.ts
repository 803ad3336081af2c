import { selectAccount } from '@portal/shell/platform';
import type { RootState } from '@portal/shell/platform';

export type SubscriptionWarning =
  | { kind: 'expired' }
  | { kind: 'grace'; graceExpires: string | null }
  | { kind: 'disabled' }
  | null;

/**
 * Which subscription overlay the signed-in customer sees (decisions.md, subscription statuses):
 * CANCELED or an invalid subscription -> expired overlay; PAST_DUE -> grace warning;
 * DISABLED -> "check your subscription details", except when the customer cancelled it themselves
 * (`cancelAt`, issue 39): their own choice is no alarm; the billing tab says when it ends.
 */
export function selectSubscriptionWarning(state: RootState): SubscriptionWarning {
  const account = selectAccount(state);
  if (!account) return null;
  const { status, graceExpires, cancelAt } = account.subscription;
  if (status === 'CANCELED' || !account.isValidSubscription) return { kind: 'expired' };
  if (status === 'PAST_DUE') return { kind: 'grace', graceExpires };
  if (status === 'DISABLED' && !cancelAt) return { kind: 'disabled' };
  return null;
}
