import { describe, expect, it } from 'vitest';
import { PROFILE_PAGE_MAX, PROFILE_PAGE_SIZE, ZProfileListQuery } from './profiles';

describe('ZProfileListQuery', () => {
  it('defaults to the first page of 50 with no search, and reads a query string', () => {
    expect(ZProfileListQuery.parse({})).toEqual({
      limit: PROFILE_PAGE_SIZE,
      q: '',
      app: 'all',
      kit: 'all',
    });
    expect(
      ZProfileListQuery.parse({
        limit: '200',
        cursor: 'abc',
        q: '  Ana  ',
        app: 'pending',
        kit: 'differs',
      }),
    ).toEqual({ limit: PROFILE_PAGE_MAX, cursor: 'abc', q: 'Ana', app: 'pending', kit: 'differs' });
  });

  it('refuses a limit outside 1..200 or not whole, a search over 100 characters, an unknown app status', () => {
    for (const limit of ['0', '201', '1.5', 'ten', ''])
      expect(ZProfileListQuery.safeParse({ limit }).success, limit).toBe(false);
    expect(ZProfileListQuery.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(ZProfileListQuery.safeParse({ q: ` ${'x'.repeat(100)} ` }).success).toBe(true);
    expect(ZProfileListQuery.safeParse({ app: 'someday' }).success).toBe(false);
    expect(ZProfileListQuery.safeParse({ kit: 'same' }).success).toBe(false);
  });
});
