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
