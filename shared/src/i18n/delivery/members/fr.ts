import type en from './en-us';

export default {
  'delivery.members.role.owner': 'Propriétaire',
  'delivery.members.role.admin': 'Administrateur',
  'delivery.members.role.billing': 'Facturation',
  'delivery.members.role.viewer': 'Lecteur',
  'delivery.members.forbidden.admin':
    'Un membre Administrateur ne peut pas faire cela : la facturation et l’équipe relèvent du propriétaire. Demandez au propriétaire du compte.',
  'delivery.members.forbidden.billing':
    'Un membre Facturation ne peut pas faire cela : c’est hors de la facturation. Demandez au propriétaire du compte.',
  'delivery.members.forbidden.viewer':
    'Un membre Lecteur peut consulter mais rien modifier. Demandez au propriétaire du compte.',
  'delivery.members.error.ownerFixed':
    'Le propriétaire du compte ne peut être ni retiré ni changé de rôle.',
  'delivery.members.error.alreadyMember': 'Cette personne fait déjà partie de l’équipe.',
  'delivery.members.error.ownershipEmailTaken':
    'L’e-mail de ce membre est déjà l’identifiant du propriétaire d’un autre compte : il ne peut pas devenir celui de ce compte. Demandez-lui d’abord de changer l’e-mail de cet autre compte.',
  'delivery.members.error.invitationInvalid':
    'Ce lien d’invitation n’est pas valide. Demandez-en un nouveau au propriétaire du compte.',
  'delivery.members.error.invitationUsed':
    'Cette invitation a déjà été utilisée. Connectez-vous avec votre e-mail et votre mot de passe.',
  'delivery.members.error.invitationExpired':
    'Cette invitation a expiré. Demandez-en une nouvelle au propriétaire du compte.',
  'delivery.members.error.invitationRevoked':
    'Cette invitation a été retirée. Demandez au propriétaire du compte si vous devez toujours rejoindre l’équipe.',
  'delivery.members.error.identityTaken':
    'Cette connexion Google ou Apple est déjà utilisée par un autre identifiant du portail. Choisissez une autre façon de rejoindre l’équipe, ou connectez-vous avec l’identifiant auquel elle appartient.',
  'delivery.members.error.phoneTaken':
    'Ce numéro sert déjà à quelqu’un d’autre pour se connecter au portail. Choisissez une autre façon de rejoindre l’équipe.',
  'delivery.members.error.ownershipNeedsPassword':
    'Ce membre se connecte sans mot de passe. Demandez-lui d’en définir un (« Mot de passe oublié ? » sur la page de connexion) avant qu’il devienne propriétaire du compte.',
  'delivery.mail.memberInvite.subject': '{inviter} vous invite dans l’équipe de {account}',
  'delivery.mail.memberInvite.body':
    '{inviter} vous invite à gérer {account} dans le Client Portal de Property Video, avec le rôle {role}. Le lien ci-dessous est valable 7 jours et ne fonctionne qu’une fois.',
  'delivery.mail.memberInvite.action': 'Rejoindre l’équipe',
  'delivery.mail.memberInvite.ignore':
    'Si vous ne vous y attendiez pas, ignorez cet e-mail : rien ne se passe sans vous.',
} satisfies Record<keyof typeof en, string>;
