import { expect, type APIRequestContext } from '@playwright/test';
import { codeIn, lastMessageId, latestMessage } from './outbox';

/**
 * Proves an account's phone number through the settings calls, as its holder does in the settings
 * tab: a number signs in only to the account that proved it. With `phone`, the account first moves
 * to that number (which needs the password).
 */
export async function provePhone(
  request: APIRequestContext,
  account: { email: string; password: string },
  phone?: string,
) {
  const login = await request.post('/v2/auth/email', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${token}` };
  if (phone) {
    const changed = await request.patch(`/v2/users/${user.id}/phone`, {
      headers,
      data: { phone, password: account.password },
    });
    expect(changed.status()).toBe(200);
  }
  const e164 = (
    (await (await request.get('/v2/users/me', { headers })).json()) as { phone: string }
  ).phone.replace(/[^\d+]/g, '');
  const after = await lastMessageId(request, e164);
  const sent = await request.post(`/v2/users/${user.id}/requestPhoneVerification`, {
    headers,
    data: {},
  });
  expect(sent.status()).toBe(200);
  const message = await latestMessage(request, e164, (m) => m.channel === 'sms', after);
  const proven = await request.post(`/v2/users/${user.id}/validatePhoneVerification`, {
    headers,
    data: { code: codeIn(message.text) },
  });
  expect(proven.status()).toBe(200);
}
