import type { TAccount } from '@portal/shared/api/contract';

/**
 * Whether one more profile fits (spec §6): `unknown` while the account or the count loads, `ended`
 * when the subscription is over (the app users are deactivated), `full` when every seat is taken.
 */
export type SeatState = 'unknown' | 'free' | 'full' | 'ended';

export function seatState(account: TAccount | undefined, used: number | undefined): SeatState {
  if (!account) return 'unknown';
  if (!account.isValidSubscription) return 'ended';
  if (used === undefined) return 'unknown';
  return used >= account.subscription.availableUsers ? 'full' : 'free';
}
