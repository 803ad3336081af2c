import { describe, expect, it } from 'vitest';
import { ZSignInMethods } from '@portal/shared/api/contract';
import { readSignInMethods } from './signInMethods';

describe("the login page's reader of GET /v2/auth/methods", () => {
  const answers: unknown[] = [
    { google: true, apple: false, codeChannels: ['sms', 'whatsapp'] },
    { google: false, apple: true, codeChannels: [], extra: 1 },
    { google: 'yes', apple: false, codeChannels: [] },
    { google: true, codeChannels: [] },
    { google: true, apple: true, codeChannels: ['fax'] },
    { google: true, apple: true, codeChannels: 'sms' },
    [],
    null,
    'methods',
  ];

  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))(
    'gives the shared schema’s verdict on %s',
    (_name, answer) => {
      const expected = ZSignInMethods.safeParse(answer);
      expect(readSignInMethods(answer)).toEqual(expected.success ? expected.data : undefined);
    },
  );
});
