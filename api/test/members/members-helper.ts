import type { FastifyInstance } from 'fastify';
import type { TLoginResponse } from '@portal/shared/api/contract';
import type { TMemberRole } from '@portal/shared/roles/roles';
import { uniqueEmail } from '../helper';
import { bearer } from '../profiles-helper';

export const MEMBER_PASSWORD = 'team-member-1';

/** The token of the last invitation e-mailed to `email`, as the link in the mail carries it. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await app.outbox.latest(1, email);
  const token = mail && /#\/join\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** The owner (`ownerHeaders`) invites `email` with `role`; the link's token. */
export async function invite(
  app: FastifyInstance,
  ownerHeaders: Record<string, string>,
  role: TMemberRole,
  email = uniqueEmail('m'),
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/v2/members/invitations',
    headers: { ...ownerHeaders, ...headers },
    payload: { email, role },
  });
  if (res.statusCode !== 201) throw new Error(`not invited: ${res.statusCode} ${res.body}`);
  return { email, id: res.json().id as string, token: await invitationToken(app, email) };
}

export function accept(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/v2/member-invitations/${token}`, payload });
}

/** A member of the owner's account with `role`, signed in through the invitation's link. */
export async function member(
  app: FastifyInstance,
  ownerHeaders: Record<string, string>,
  role: TMemberRole,
) {
  const { email, token } = await invite(app, ownerHeaders, role);
  const res = await accept(app, token, {
    firstName: 'Grace',
    lastName: 'Hopper',
    password: MEMBER_PASSWORD,
  });
  if (res.statusCode !== 200) throw new Error(`not accepted: ${res.statusCode} ${res.body}`);
  const login = res.json() as TLoginResponse;
  return { email, login, headers: bearer(login.token), id: login.user.member!.id };
}
