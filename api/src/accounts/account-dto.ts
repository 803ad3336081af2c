import type { TAccount } from '@portal/shared/api/contract';
import type { Origin, PaymentProvider, SubscriptionStatus } from '@portal/shared/constants';

/** One account row joined with its (optional) subscription. */
export interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  phone_verified: boolean;
  origin: Origin;
  receive_invoices: boolean;
  sub_provider: PaymentProvider | null;
  sub_status: SubscriptionStatus | null;
  sub_available_users: number | null;
  sub_grace_expires: Date | null;
}

/** Whether the subscription lets the customer use the portal (decisions.md status table). */
export function isValidSubscription(
  status: SubscriptionStatus,
  graceExpires: Date | null,
  now = new Date(),
): boolean {
  if (status === 'ACTIVE' || status === 'DISABLED') return true;
  if (status === 'PAST_DUE') return graceExpires !== null && graceExpires > now;
  return false;
}

/** The account as the API shows it. No subscription row = INCOMPLETE, nothing purchased. */
export function toAccountDto(row: AccountRow): TAccount {
  const status = row.sub_status ?? 'INCOMPLETE';
  const graceExpires = row.sub_grace_expires ? new Date(row.sub_grace_expires) : null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    phoneVerified: row.phone_verified,
    origin: row.origin,
    status,
    isValidSubscription: isValidSubscription(status, graceExpires),
    receiveInvoices: row.receive_invoices,
    subscription: {
      type: row.sub_provider ?? 'local',
      status,
      availableUsers: row.sub_available_users ?? 0,
      graceExpires: graceExpires ? graceExpires.toISOString() : null,
    },
  };
}
