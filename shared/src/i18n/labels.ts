import type { SubscriptionStatus } from '../constants';
import type { MessageId } from './messages';

/** Each subscription status in words (decisions.md "Subscription statuses"). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, MessageId> = {
  ACTIVE: 'common.status.ACTIVE',
  TRIAL: 'common.status.TRIAL',
  INCOMPLETE: 'common.status.INCOMPLETE',
  PAST_DUE: 'common.status.PAST_DUE',
  DISABLED: 'common.status.DISABLED',
  CANCELED: 'common.status.CANCELED',
};

/**
 * The status as a screen says it: a subscription the customer cancelled themselves (it has a
 * `cancelAt`, issue 39) is "Active, not renewing", their own choice, not the "Auto-renewal off" of a
 * card that needs attention.
 */
export function subscriptionStatusLabel(subscription: {
  status: SubscriptionStatus;
  cancelAt?: string | null | undefined;
}): MessageId {
  return subscription.cancelAt
    ? 'common.status.notRenewing'
    : SUBSCRIPTION_STATUS_LABELS[subscription.status];
}
