import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJwt } from '../../src/auth/jwt';

const claims = {
  accountId: '6f1c2b1e-8d4a-4c3e-9b7a-1a2b3c4d5e6f',
  familyId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};

afterEach(() => vi.useRealTimers());

describe('access tokens verified once are trusted again only while they are valid', () => {
  it('refuses a token it accepted before, once its exp has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const jwt = createJwt('a-secret-of-the-test-that-is-long-enough');
    const token = await jwt.sign(claims, 60);

    expect(await jwt.verify(token)).toEqual(claims);
    expect(await jwt.verify(token)).toEqual(claims);

    vi.setSystemTime(Date.now() + 61_000);
    expect(await jwt.verify(token)).toBeNull();
  });

  it('refuses a token it accepted before, once it is older than the token lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const jwt = createJwt('a-secret-of-the-test-that-is-long-enough');
    // Signed to live a day: the lifetime (15 min) still ends it.
    const token = await jwt.sign(claims, 86_400);
    expect(await jwt.verify(token)).toEqual(claims);

    vi.setSystemTime(Date.now() + 901_000);
    expect(await jwt.verify(token)).toBeNull();
  });

  it('does not take a token of another secret for one it knows', async () => {
    const ours = createJwt('a-secret-of-the-test-that-is-long-enough');
    const theirs = createJwt('another-secret-of-the-test-long-enough');
    const token = await theirs.sign(claims);
    expect(await theirs.verify(token)).toEqual(claims);
    expect(await ours.verify(token)).toBeNull();
  });
});
