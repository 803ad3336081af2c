import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@portal/shared/constants';
import { loginSucceeded, loggedOut } from '../platform/session/sessionSlice';
import { makeStore } from '../platform/store';
import { account, loginResponse, MemoryStorage } from '../platform/test-utils';
import { selectSubscriptionWarning } from './subscriptionState';

function warningFor(
  status: SubscriptionStatus,
  isValidSubscription: boolean,
  graceExpires = null as string | null,
  cancelAt?: string | null,
) {
  const store = makeStore(new MemoryStorage());
  const user = account({ status, isValidSubscription });
  user.subscription = { ...user.subscription, status, graceExpires, cancelAt };
  store.dispatch(loginSucceeded(loginResponse(user)));
  return selectSubscriptionWarning(store.getState());
}

describe('which subscription overlay the customer sees (decisions.md)', () => {
  it('shows nothing for an active subscription, or when signed out', () => {
    expect(warningFor('ACTIVE', true)).toBeNull();
    const store = makeStore(new MemoryStorage());
    store.dispatch(loggedOut());
    expect(selectSubscriptionWarning(store.getState())).toBeNull();
  });

  it('warns of the grace period, with its end, while a renewal is past due', () => {
    expect(warningFor('PAST_DUE', true, '2026-12-01T00:00:00.000Z')).toEqual({
      kind: 'grace',
      graceExpires: '2026-12-01T00:00:00.000Z',
    });
  });

  it('asks to check the subscription details when it is disabled', () => {
    expect(warningFor('DISABLED', true)).toEqual({ kind: 'disabled' });
    expect(warningFor('DISABLED', true, null, null)).toEqual({ kind: 'disabled' });
  });

  it('shows nothing for a subscription the customer cancelled: it ends on its date (issue 39)', () => {
    expect(warningFor('DISABLED', true, null, '2026-12-01T00:00:00.000Z')).toBeNull();
  });

  it('shows the expired overlay when canceled or no longer valid', () => {
    expect(warningFor('CANCELED', false)).toEqual({ kind: 'expired' });
    expect(warningFor('PAST_DUE', false)).toEqual({ kind: 'expired' });
  });
});
