/**
 * The team of administrators (issue 37): what the API says about roles, members and their
 * e-mail invitations, and the invitation e-mail. Merged into the server's catalogue.
 */
export default {
  'delivery.members.role.owner': 'Owner',
  'delivery.members.role.admin': 'Admin',
  'delivery.members.role.billing': 'Billing',
  'delivery.members.role.viewer': 'Viewer',
  'delivery.members.forbidden.admin':
    "An Admin member cannot do this: billing and the team are the owner's. Ask the account's owner.",
  'delivery.members.forbidden.billing':
    "A Billing member cannot do this: it is outside billing. Ask the account's owner.",
  'delivery.members.forbidden.viewer':
    "A Viewer member can look but not change anything. Ask the account's owner.",
  'delivery.members.error.ownerFixed':
    "The account's owner cannot be removed or given another role.",
  'delivery.members.error.alreadyMember': 'This person is already in the team.',
  'delivery.members.error.ownershipEmailTaken':
    "This member's e-mail already signs in to another account as its owner, so it cannot become this account's login. Ask them to change that account's e-mail first.",
  'delivery.members.error.invitationInvalid':
    "This invitation link is not valid. Ask the account's owner for a new one.",
  'delivery.members.error.invitationUsed':
    'This invitation has already been used. Sign in with your e-mail and password.',
  'delivery.members.error.invitationExpired':
    "This invitation has expired. Ask the account's owner for a new one.",
  'delivery.members.error.invitationRevoked':
    "This invitation was withdrawn. Ask the account's owner if you should still join.",
  'delivery.members.error.identityTaken':
    'This Google or Apple sign-in is already used by another login of the portal. Choose another way to join, or sign in with the one it belongs to.',
  'delivery.members.error.phoneTaken':
    'This number already signs in to the portal for someone else. Choose another way to join.',
  'delivery.members.error.ownershipNeedsPassword':
    "This member signs in without a password. Ask them to set one (“Forgot password?” on the login page) before they become the account's owner.",
  'delivery.mail.memberInvite.subject': '{inviter} invites you to the team of {account}',
  'delivery.mail.memberInvite.body':
    '{inviter} invites you to manage {account} in the Property Video Client Portal, with the role {role}. The link below is valid for 7 days and works once.',
  'delivery.mail.memberInvite.action': 'Join the team',
  'delivery.mail.memberInvite.ignore':
    'If you were not expecting this, ignore this e-mail: nothing happens without you.',
};
