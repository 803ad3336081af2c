import { describe, expect, it } from 'vitest';
import { formatExpiry, parseExpiry } from './cardNumber';

describe('expiry', () => {
  it('writes MM / YY as the customer types', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('3')).toBe('03');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('12/2028')).toBe('12 / 28');
  });

  it('reads month and full year, or nothing while incomplete', () => {
    expect(parseExpiry('12 / 28')).toEqual({ expMonth: 12, expYear: 2028 });
    expect(parseExpiry('12 / 2').expYear).toBeNaN();
  });
});
