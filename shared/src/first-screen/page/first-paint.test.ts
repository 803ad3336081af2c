import { describe, expect, it } from 'vitest';
import { headingOf } from './first-paint';
import type { HeadingRoute } from './first-paint';

const login: HeadingRoute = {
  path: '/login',
  access: 'guest',
  heading: { id: 'auth.login.title', layout: 'card' },
};
const routes: HeadingRoute[] = [
  login,
  { path: '/checkout', access: 'public', heading: { id: 'checkout.title', layout: 'column' } },
  { path: '/additional-info', access: 'session', heading: { id: 'frame', layout: 'frame' } },
  { path: '/user/:id', access: 'invitation' },
];
const DATA = { table: { routes, login } };
const out = { signedIn: false, launched: false };
const signedIn = { signedIn: true, launched: false };
const at = (hash: string, search = '') => ({ hash, search });

describe("the first paint's heading", () => {
  it('is the heading of the page the router will show', () => {
    expect(headingOf(DATA, at('#/checkout'), out)).toEqual({
      id: 'checkout.title',
      layout: 'column',
    });
    expect(headingOf(DATA, at('#/CHECKOUT/'), signedIn)?.id).toBe('checkout.title');
    expect(headingOf(DATA, at('#/additional-info?tab=billing'), signedIn)?.id).toBe('frame');
    // A route without a heading draws none.
    expect(headingOf(DATA, at('#/user/4?invitation=x'), out)).toBeNull();
  });

  it('is the login page for a signed-out visitor of a protected or unknown path, none when redirected', () => {
    for (const hash of ['#/additional-info', '#/user/4', '#/nowhere', '', '#']) {
      expect(headingOf(DATA, at(hash), out)?.id, hash).toBe('auth.login.title');
    }
    expect(headingOf(DATA, at('#/login'), signedIn)).toBeNull();
    expect(headingOf(DATA, at('#/nowhere'), signedIn)).toBeNull();
  });

  it('is none inside the mobile app (no chrome; a handoff may sign the visitor in first)', () => {
    expect(headingOf(DATA, at('#/login'), { signedIn: false, launched: true })).toBeNull();
    expect(headingOf(DATA, at('#/login', '?webview=true'), out)).toBeNull();
    expect(headingOf(DATA, at('#/login?handoff=abc'), out)).toBeNull();
    expect(headingOf(DATA, at('#/login?webview=false'), out)?.id).toBe('auth.login.title');
  });
});
