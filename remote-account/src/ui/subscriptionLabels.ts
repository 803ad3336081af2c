import type { PaymentProvider } from '@portal/shared/constants';
import type { MessageId } from '@portal/shell/platform';

export const PROVIDER_LABELS: Record<PaymentProvider, MessageId> = {
  local: 'account.provider.local',
  stripe: 'account.provider.stripe',
};
