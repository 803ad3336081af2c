import { describe, expect, it } from 'vitest';
import {
  BILLING_PATH,
  checkoutPath,
  createAccountPath,
  forgotPath,
  loginPath,
  USER_PATH,
  userPath,
} from './paths';

describe('the links the pages build', () => {
  it('opens a page with no query when nothing is given', () => {
    expect(loginPath()).toBe('/login');
    expect(checkoutPath('')).toBe('/checkout');
    expect(createAccountPath(undefined)).toBe('/create-account');
  });

  it('carries an e-mail or a claim in the query, encoded', () => {
    expect(checkoutPath('ann+1@example.test')).toBe('/checkout?email=ann%2B1%40example.test');
    expect(forgotPath('a b@x.test')).toBe('/forgot?email=a%20b%40x.test');
    expect(loginPath('c/1&2')).toBe('/login?claim=c%2F1%262');
    expect(BILLING_PATH).toBe('/additional-info?billing=true');
  });

  it('names a user in the path: new creates, an id edits', () => {
    expect(userPath('new')).toBe('/user/new');
    expect(userPath('a/b')).toBe('/user/a%2Fb');
    expect(USER_PATH).toBe('/user/:userId');
  });
});
