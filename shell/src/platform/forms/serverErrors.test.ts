import { describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { errorBody, serverFieldErrors } from './serverErrors';

const FORM_FIELDS = ['firstName', 'email', 'phone'] as const;

describe('serverFieldErrors', () => {
  it('keeps the form order and only the fields the form shows', () => {
    const error = {
      status: 400,
      data: {
        message: 'Error(s) detected, check the form fields.',
        fields: {
          phone: 'Phone must start with a plus sign (+).',
          origin: 'x',
          firstName: 'Too long',
        },
      },
    };
    expect(serverFieldErrors(error, FORM_FIELDS)).toEqual([
      ['firstName', 'Too long'],
      ['phone', 'Phone must start with a plus sign (+).'],
    ]);
  });

  it('gives nothing for an answer without fields, a network failure or a foreign body', () => {
    expect(serverFieldErrors({ status: 409, data: { message: 'taken' } }, FORM_FIELDS)).toEqual([]);
    expect(serverFieldErrors({ status: 'FETCH_ERROR', error: 'offline' }, FORM_FIELDS)).toEqual([]);
    expect(serverFieldErrors({ status: 502, data: '<html>' }, FORM_FIELDS)).toEqual([]);
    expect(serverFieldErrors(undefined, FORM_FIELDS)).toEqual([]);
  });
});

describe('errorBody', () => {
  it('reads the contract shape and rejects anything else', () => {
    expect(
      errorBody({ status: 401, data: { message: 'Identifiers not recognized', code: 'X' } }),
    ).toEqual({ message: 'Identifiers not recognized', code: 'X' });
    expect(errorBody({ status: 500, data: { error: 'boom' } })).toBeUndefined();
  });
});

describe("errorBody reads without zod, as the contract's schema would", () => {
  const bodies: unknown[] = [
    { message: 'm' },
    { message: 'm', code: 'C', fields: { email: 'e' }, retryAfter: 30, attemptsLeft: 2, more: 1 },
    { message: 'm', fields: { email: 3 } },
    { message: 'm', fields: [] },
    { message: 'm', retryAfter: 1.5 },
    { message: 'm', attemptsLeft: '2' },
    { message: 'm', code: null },
    { message: 3 },
    {},
    [],
    'text',
    null,
  ];

  it.each(bodies.map((body) => [JSON.stringify(body), body]))('%s', (_name, body) => {
    const expected = ZErrorResponse.safeParse(body);
    expect(errorBody({ status: 400, data: body })).toEqual(
      expected.success ? expected.data : undefined,
    );
  });
});
