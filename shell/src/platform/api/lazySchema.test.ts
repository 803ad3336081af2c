import { describe, expect, it } from 'vitest';
import { ZTokens } from '@portal/shared/api/contract';
import { lazySchema } from './lazySchema';

describe('lazySchema', () => {
  it('imports the schema on first use only, then checks as the schema does', async () => {
    let loads = 0;
    const tokens = lazySchema(async () => {
      loads++;
      return ZTokens;
    });
    expect(loads).toBe(0);

    const answer = { token: 't', refreshToken: 'r', tokenTtl: 900 };
    const bad = await tokens['~standard'].validate({ ...answer, tokenTtl: 'soon' });
    const good = await tokens['~standard'].validate({ ...answer, extra: true });

    expect(bad.issues?.[0]?.path).toEqual(['tokenTtl']);
    expect(good).toEqual({ value: answer });
    expect(loads).toBe(1);
  });

  it('tries the import again after a failed one (a chunk that did not arrive)', async () => {
    let loads = 0;
    const tokens = lazySchema(async () => {
      loads++;
      if (loads === 1) throw new Error('ChunkLoadError');
      return ZTokens;
    });

    await expect(tokens.load()).rejects.toThrow('ChunkLoadError');
    expect(await tokens.load()).toBe(ZTokens);
    expect(loads).toBe(2);
  });
});
