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
 * DISABLED -> "check your subscription details".
 */
export function selectSubscriptionWarning(state: RootState): SubscriptionWarning {
  const account = selectAccount(state);
  if (!account) return null;
  const { status, graceExpires } = account.subscription;
  if (status === 'CANCELED' || !account.isValidSubscription) return { kind: 'expired' };
  if (status === 'PAST_DUE') return { kind: 'grace', graceExpires };
  if (status === 'DISABLED') return { kind: 'disabled' };
  return null;
}
