import type { SubscriptionStatus } from '@portal/shared/constants';
import type { MessageId } from '@portal/shared/i18n/messages';

/** Each subscription status in words (decisions.md "Subscription statuses"). */
export const STATUS_LABELS: Record<SubscriptionStatus, MessageId> = {
  ACTIVE: 'profiles.status.ACTIVE',
  TRIAL: 'profiles.status.TRIAL',
  INCOMPLETE: 'profiles.status.INCOMPLETE',
  PAST_DUE: 'profiles.status.PAST_DUE',
  DISABLED: 'profiles.status.DISABLED',
  CANCELED: 'profiles.status.CANCELED',
};
