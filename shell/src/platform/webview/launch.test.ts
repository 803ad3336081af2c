import { describe, expect, it } from 'vitest';
import { parseLaunch } from './launch';

describe('the launch parameters of a page the app opens', () => {
  it('reads flags and the handoff code from the hash route, and drops the code from the address', () => {
    const launch = parseLaunch(
      'https://portal.test/remotes/profiles/index.html#/user/new?webview=true&handoff=abc&defaultAssets=true',
    );
    expect(launch.flags).toEqual({ webview: true, defaultAssets: true });
    expect(launch.handoff).toBe('abc');
    expect(launch.cleanHref).toBe(
      'https://portal.test/remotes/profiles/index.html#/user/new?webview=true&defaultAssets=true',
    );
  });

  it('reads the page query too, and leaves an address without a code alone', () => {
    const launch = parseLaunch(
      'https://portal.test/?webview=true&disableValidation=false#/additional-info',
    );
    expect(launch.flags).toEqual({ webview: true, disableValidation: false });
    expect(launch.handoff).toBeUndefined();
    expect(launch.cleanHref).toBeUndefined();
  });

  it('takes loginTo only when it is a path of the portal', () => {
    expect(parseLaunch('https://p.test/#/login?loginTo=/user/new').loginTo).toBe('/user/new');
    expect(parseLaunch('https://p.test/#/login?loginTo=//evil.test').loginTo).toBeUndefined();
    expect(parseLaunch('https://p.test/#/login?loginTo=https://evil.test').loginTo).toBeUndefined();
  });

  it('ignores flags that are not true or false', () => {
    expect(parseLaunch('https://p.test/#/login?webview=yes').flags).toEqual({});
  });
});
