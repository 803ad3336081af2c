import type { TAccount } from '@portal/shared/api/contract';
import type { Origin, PaymentProvider, SubscriptionStatus } from '@portal/shared/constants';
import type { TSecondFactorPolicy } from '@portal/shared/api/security';
import type { TMemberRole } from '@portal/shared/roles/roles';
import { requiresSecondFactor } from '../second-factor/policy';

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
  /** Absent from the rows of queries that do not read it. */
  billing_contacts?: string[] | null;
  sub_provider: PaymentProvider | null;
  sub_status: SubscriptionStatus | null;
  sub_available_users: number | null;
  sub_grace_expires: Date | null;
  /** When a subscription the customer cancelled ends (migration 047); absent where not read. */
  sub_cancel_at?: Date | null;
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
    billingContacts: row.billing_contacts ?? [],
    subscription: {
      type: row.sub_provider ?? 'local',
      status,
      availableUsers: row.sub_available_users ?? 0,
      graceExpires: graceExpires ? graceExpires.toISOString() : null,
      cancelAt:
        status === 'DISABLED' && row.sub_cancel_at
          ? new Date(row.sub_cancel_at).toISOString()
          : null,
    },
  };
}

/** The caller's columns beside an account row (issue 37): all null for the owner's own login. */
export interface CallerRow {
  caller_role: TMemberRole | null;
  member_id: string | null;
  member_email: string | null;
  member_first_name: string | null;
  member_last_name: string | null;
  /** The account's second-factor policy and whether the caller has a factor (issue 38). */
  sf_policy?: TSecondFactorPolicy;
  sf_enrolled?: boolean;
}

/** Whether the policy requires the caller's second factor, and whether they have one. */
function secondFactorOf(row: CallerRow, role: TAccount['role'] & string) {
  if (row.sf_policy === undefined) return {};
  return {
    secondFactor: {
      required: requiresSecondFactor(row.sf_policy, role),
      enrolled: row.sf_enrolled === true,
    },
  };
}

/**
 * The account as its caller sees it: their role and, for a member, who they are; whether the
 * account requires them to have a second factor and whether they do.
 */
export function withCaller(account: TAccount, row: CallerRow): TAccount {
  if (!row.member_id)
    return { ...account, role: 'owner', member: null, ...secondFactorOf(row, 'owner') };
  const role = row.caller_role ?? 'viewer';
  return {
    ...account,
    ...secondFactorOf(row, role),
    role,
    member: {
      id: row.member_id,
      email: row.member_email ?? '',
      firstName: row.member_first_name ?? '',
      lastName: row.member_last_name ?? '',
    },
  };
}
