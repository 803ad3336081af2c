import { describe, expect, it } from 'vitest';
import { makeStore } from '../store';
import { account, loginResponse, MemoryStorage } from '../test-utils';
import { isTokenExpired } from './expiry';
import { selectIsLoggedIn, selectNotice, selectSession } from './selectors';
import { loggedOut, loginSucceeded } from './sessionSlice';
import { localeChanged, selectLocale } from '../locale/localeSlice';

describe('token expiry', () => {
  const loginTime = 1_700_000_000_000;

  it('is expired exactly when loginTime + tokenTtl seconds has passed', () => {
    expect(isTokenExpired({ loginTime, tokenTtl: 900 }, loginTime + 899_999)).toBe(false);
    expect(isTokenExpired({ loginTime, tokenTtl: 900 }, loginTime + 900_000)).toBe(true);
  });

  it('counts a missing login time or lifetime as expired', () => {
    expect(isTokenExpired({ loginTime: null, tokenTtl: 900 }, loginTime)).toBe(true);
    expect(isTokenExpired({ loginTime, tokenTtl: null }, loginTime)).toBe(true);
  });
});

describe('session persistence', () => {
  it('stores the session fields of spec §3 and restores them in a new page', () => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    const before = Date.now();
    store.dispatch(loginSucceeded(loginResponse()));

    expect(storage.getItem('token')).toBe('token-1');
    expect(storage.getItem('refreshToken')).toBe('refresh-1');
    expect(storage.getItem('tokenTtl')).toBe('900');
    expect(Number(storage.getItem('loginTime'))).toBeGreaterThanOrEqual(before);
    expect(storage.getItem('id')).toBe('acc-1');
    expect(storage.getItem('origin')).toBe('realty');
    expect(JSON.parse(storage.getItem('account')!)).toEqual(account());

    const reloaded = makeStore(storage);
    expect(selectIsLoggedIn(reloaded.getState())).toBe(true);
    expect(selectSession(reloaded.getState())).toEqual(selectSession(store.getState()));
  });

  it('clears ALL local storage and the state on logout', () => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    store.dispatch(localeChanged('de'));
    store.dispatch(loginSucceeded(loginResponse()));
    storage.setItem('something-else', 'x');

    store.dispatch(loggedOut());

    expect(storage.map.size).toBe(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSession(store.getState()).account).toBeNull();
    expect(selectIsLoggedIn(makeStore(storage).getState())).toBe(false);
  });

  it.each(['INCOMPLETE', 'TRIAL'] as const)(
    'refuses a %s login with the not-allowed notice',
    (status) => {
      const storage = new MemoryStorage();
      const store = makeStore(storage);
      store.dispatch(loginSucceeded(loginResponse(account({ status }))));

      expect(selectIsLoggedIn(store.getState())).toBe(false);
      expect(selectNotice(store.getState())).toBe('errors.notAllowed');
      expect(storage.getItem('token')).toBeNull();
    },
  );

  it('ignores a corrupt stored account instead of failing to start', () => {
    const storage = new MemoryStorage();
    storage.setItem('token', 't');
    storage.setItem('account', '{not json');
    expect(selectSession(makeStore(storage).getState()).account).toBeNull();
  });

  it('persists the chosen language', () => {
    const storage = new MemoryStorage();
    makeStore(storage).dispatch(localeChanged('br'));
    expect(selectLocale(makeStore(storage).getState())).toBe('br');
  });
});
