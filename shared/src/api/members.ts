import { z } from 'zod';
import { MEMBER_ROLES, ROLES } from '../roles/roles';
import { ZEmail, ZLoginPassword, ZPassword, ZPersonName } from '../validation/fields';

/**
 * The team (issue 37): GET /v2/members lists the owner (the account's own login, id 'owner') and
 * the members, with the e-mail invitations still pending.
 */
export const ZMember = z.object({
  /** 'owner' for the account's own login, else the member's id. */
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /** ISO date of the last sign-in to this account, null before the first. */
  lastSignInAt: z.string().nullable(),
  /** The caller. */
  isYou: z.boolean(),
});
export type TMember = z.infer<typeof ZMember>;

export const ZMemberInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type TMemberInvitation = z.infer<typeof ZMemberInvitation>;

export const ZMembersResponse = z.object({
  members: z.array(ZMember),
  invitations: z.array(ZMemberInvitation),
});
export type TMembersResponse = z.infer<typeof ZMembersResponse>;

/** POST /v2/members/invitations: a one-time link by e-mail, valid 7 days. */
export const ZInviteMemberRequest = z.object({
  email: ZEmail,
  role: z.enum(MEMBER_ROLES),
});
export type TInviteMemberRequest = z.infer<typeof ZInviteMemberRequest>;

/** PATCH /v2/members/{id}. */
export const ZChangeMemberRoleRequest = z.object({ role: z.enum(MEMBER_ROLES) });
export type TChangeMemberRoleRequest = z.infer<typeof ZChangeMemberRoleRequest>;

/** GET /v2/member-invitations/{token} (public): what the invited person sees before accepting. */
export const ZMemberInvitationInfo = z.object({
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** The account's company name, or its owner's name without one. */
  accountName: z.string(),
  invitedBy: z.string(),
  /** The e-mail already signs in as a member of another account: accepting asks its password. */
  hasLogin: z.boolean(),
  /**
   * That login has a password (false: the person joined with Google, Apple or their phone, and
   * joins again that way). Absent from older servers: a password is assumed.
   */
  hasPassword: z.boolean().optional(),
  expiresAt: z.string(),
});
export type TMemberInvitationInfo = z.infer<typeof ZMemberInvitationInfo>;

/**
 * POST /v2/member-invitations/{token} (public): accepting. A new person names themselves and
 * chooses a password; an e-mail that already signs in as a member (`hasLogin`) gives its password.
 * The answer is a session for the inviting account (ZLoginResponse).
 */
export const ZAcceptMemberInvitationRequest = z.union([
  z.object({
    firstName: ZPersonName('firstName'),
    lastName: ZPersonName('lastName'),
    password: ZPassword,
  }),
  z.object({ password: ZLoginPassword }),
]);
export type TAcceptMemberInvitationRequest = z.infer<typeof ZAcceptMemberInvitationRequest>;

/** What the owner types to make a member the owner: their own password confirms it. */
export const ZTransferOwnershipRequest = z.object({ password: ZLoginPassword });
export type TTransferOwnershipRequest = z.infer<typeof ZTransferOwnershipRequest>;
/** POST /v2/members/transfer-ownership: the member (their id in GET /v2/members) and the password. */
export const ZTransferOwnershipBody = ZTransferOwnershipRequest.extend({ memberId: z.string() });
export type TTransferOwnershipBody = z.infer<typeof ZTransferOwnershipBody>;

/** GET /v2/members/me/accounts: the accounts the signed-in person can switch between. */
export const ZMyAccount = z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) });
export type TMyAccount = z.infer<typeof ZMyAccount>;
export const ZMyAccountsResponse = z.object({ accounts: z.array(ZMyAccount) });
export type TMyAccountsResponse = z.infer<typeof ZMyAccountsResponse>;

/** POST /v2/auth/switch-account: a login of the same person in another of their accounts. */
export const ZSwitchAccountRequest = z.object({ accountId: z.string() });
export type TSwitchAccountRequest = z.infer<typeof ZSwitchAccountRequest>;
