import type { PaymentProvider, SubscriptionStatus } from '@portal/shared/constants';
import type { MessageId } from '@portal/shared/i18n/messages';

/** Each subscription status in words (decisions.md "Subscription statuses"). */
export const STATUS_LABELS: Record<SubscriptionStatus, MessageId> = {
  ACTIVE: 'account.status.ACTIVE',
  TRIAL: 'account.status.TRIAL',
  INCOMPLETE: 'account.status.INCOMPLETE',
  PAST_DUE: 'account.status.PAST_DUE',
  DISABLED: 'account.status.DISABLED',
  CANCELED: 'account.status.CANCELED',
};

export const PROVIDER_LABELS: Record<PaymentProvider, MessageId> = {
  local: 'account.provider.local',
  stripe: 'account.provider.stripe',
};
