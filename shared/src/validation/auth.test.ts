import { describe, expect, it } from 'vitest';
import { ZCreateAccountRequest, ZEmailLoginRequest, ZRefreshRequest } from './auth';

const valid = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@agency.com',
  phone: '+351 912 345 678',
  password: 'secret123',
  confirmPassword: 'secret123',
  origin: 'realty',
};

/** The message ids zod reports for one field of an otherwise valid form. */
function errorsFor(patch: Record<string, unknown>) {
  const result = ZCreateAccountRequest.safeParse({ ...valid, ...patch });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('account creation rules (spec §5)', () => {
  it('accepts a complete form and normalises the e-mail', () => {
    const parsed = ZCreateAccountRequest.parse({ ...valid, email: ' Ana@Agency.com ' });
    expect(parsed.email).toBe('ana@agency.com');
  });

  it('accepts the boundary values', () => {
    expect(errorsFor({ firstName: 'a'.repeat(254), lastName: 'b'.repeat(254) })).toEqual([]);
    expect(errorsFor({ email: `${'a'.repeat(29)}@agency.fr` })).toEqual([]); // 39 characters
    expect(errorsFor({ phone: '+1 (555) 123-45678' })).toEqual([]); // 18 characters
  });

  it.each([
    [{ firstName: 'a'.repeat(255) }, 'firstName:validation.firstName.max'],
    [{ lastName: 'b'.repeat(255) }, 'lastName:validation.lastName.max'],
    [{ firstName: '   ' }, 'firstName:validation.firstName.required'],
    [{ email: '@agency.com' }, 'email:validation.email.format'],
    [{ email: 'ana@' }, 'email:validation.email.format'],
    [{ email: `${'a'.repeat(30)}@agency.fr` }, 'email:validation.email.max'],
    [{ password: 'abc1234', confirmPassword: 'abc1234' }, 'password:validation.password.min'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password:validation.password.digit'],
    [{ confirmPassword: 'secret124' }, 'confirmPassword:validation.confirmPassword.mismatch'],
    [{ phone: '351912345678' }, 'phone:validation.phone.plus'],
    [{ phone: '+351 912 345 678 90' }, 'phone:validation.phone.max'],
    [{ phone: '+351 91234 abc' }, 'phone:validation.phone.chars'],
    [{ origin: undefined }, 'origin:validation.origin.required'],
    [{ origin: 'boats' }, 'origin:validation.origin.required'],
  ])('rejects %o', (patch, expected) => {
    expect(errorsFor(patch)).toContain(expected);
  });

  it('reports a mismatched confirmation even while another field is wrong', () => {
    const errors = errorsFor({ firstName: '', confirmPassword: 'other123' });
    expect(errors).toContain('confirmPassword:validation.confirmPassword.mismatch');
    expect(errors).toContain('firstName:validation.firstName.required');
  });
});

describe('input no field should ever hold', () => {
  it('refuses a NUL character in every text field, with a field message', () => {
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'password']) {
      const value = field === 'email' ? 'a\0b@agency.com' : `${String(valid[field as 'phone'])}\0`;
      expect(errorsFor({ [field]: value, confirmPassword: value })).toContain(
        `${field}:errors.invalidCharacters`,
      );
    }
    expect(
      ZEmailLoginRequest.safeParse({ email: 'a\0@b.c', password: 'x' }).error?.issues[0]?.message,
    ).toBe('errors.invalidCharacters');
    expect(ZRefreshRequest.safeParse({ id: 'x', refreshToken: 'a\0' }).success).toBe(false);
  });

  it.each([null, 42, 'text', [], true])('refuses a body that is not an object (%j)', (body) => {
    for (const schema of [ZCreateAccountRequest, ZEmailLoginRequest, ZRefreshRequest]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
    }
  });

  it('caps login e-mails at 254 and passwords at 128 characters', () => {
    const email = `${'a'.repeat(242)}@agency.com`; // 253
    expect(ZEmailLoginRequest.safeParse({ email, password: 'p'.repeat(128) }).success).toBe(true);
    const tooLong = ZEmailLoginRequest.safeParse({
      email: `a${email}a`,
      password: 'p'.repeat(129),
    });
    expect(tooLong.error?.issues.map((i) => `${String(i.path[0])}:${i.message}`)).toEqual([
      'email:errors.fieldTooLong',
      'password:errors.fieldTooLong',
    ]);
    expect(errorsFor({ password: `1${'p'.repeat(128)}` })).toContain(
      'password:errors.fieldTooLong',
    );
  });
});

describe('strings a client sends (NUL, lone surrogates) and bodies that are not objects', () => {
  it('refuses a NUL or a lone surrogate at the field, and takes a surrogate pair (an emoji)', () => {
    for (const bad of ['An\u0000a', '\ud800', 'a\udc00', 'x\udbff\udbff'])
      expect(errorsFor({ firstName: bad })).toEqual(['firstName:errors.invalidCharacters']);
    expect(errorsFor({ firstName: 'Ana \ud83d\ude00' })).toEqual([]);
  });

  it('runs the cross-field checks on any body without throwing', async () => {
    const { ZRecoveryRequest, ZSocialLoginRequest } = await import('./sign-in');
    const { ZPasswordChangeForm, ZRequestEmailChangeRequest } = await import('./settings');
    const schemas = [
      ZCreateAccountRequest,
      ZRecoveryRequest,
      ZSocialLoginRequest,
      ZPasswordChangeForm,
      ZRequestEmailChangeRequest,
    ];
    for (const schema of schemas)
      for (const body of [null, undefined, 42, 'text', [], true])
        expect(schema.safeParse(body).success).toBe(false);
  });
});
