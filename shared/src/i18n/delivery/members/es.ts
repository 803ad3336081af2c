import type en from './en-us';

export default {
  'delivery.members.role.owner': 'Propietario',
  'delivery.members.role.admin': 'Administrador',
  'delivery.members.role.billing': 'Facturación',
  'delivery.members.role.viewer': 'Lector',
  'delivery.members.forbidden.admin':
    'Un miembro Administrador no puede hacer esto: la facturación y el equipo son del propietario. Pídaselo al propietario de la cuenta.',
  'delivery.members.forbidden.billing':
    'Un miembro Facturación no puede hacer esto: queda fuera de la facturación. Pídaselo al propietario de la cuenta.',
  'delivery.members.forbidden.viewer':
    'Un miembro Lector puede consultar, pero no cambiar nada. Pídaselo al propietario de la cuenta.',
  'delivery.members.error.ownerFixed':
    'El propietario de la cuenta no se puede quitar ni cambiar de rol.',
  'delivery.members.error.alreadyMember': 'Esta persona ya forma parte del equipo.',
  'delivery.members.error.ownershipEmailTaken':
    'El correo de este miembro ya es el acceso del propietario de otra cuenta, así que no puede pasar a ser el de esta cuenta. Pídale primero que cambie el correo de esa cuenta.',
  'delivery.members.error.invitationInvalid':
    'Este enlace de invitación no es válido. Pida uno nuevo al propietario de la cuenta.',
  'delivery.members.error.invitationUsed':
    'Esta invitación ya se ha usado. Inicie sesión con su e-mail y contraseña.',
  'delivery.members.error.invitationExpired':
    'Esta invitación ha caducado. Pida una nueva al propietario de la cuenta.',
  'delivery.members.error.invitationRevoked':
    'Esta invitación se ha retirado. Pregunte al propietario de la cuenta si aún debe unirse al equipo.',
  'delivery.members.error.identityTaken':
    'Este inicio de sesión de Google o Apple ya lo usa otro acceso al portal. Elige otra forma de unirte, o inicia sesión con el acceso al que pertenece.',
  'delivery.members.error.phoneTaken':
    'Este número ya lo usa otra persona para iniciar sesión en el portal. Elige otra forma de unirte.',
  'delivery.members.error.ownershipNeedsPassword':
    'Este miembro inicia sesión sin contraseña. Pídele que cree una («¿Has olvidado la contraseña?» en la página de inicio de sesión) antes de convertirse en propietario de la cuenta.',
  'delivery.mail.memberInvite.subject': '{inviter} le invita al equipo de {account}',
  'delivery.mail.memberInvite.body':
    '{inviter} le invita a gestionar {account} en el Client Portal de Property Video, con el rol {role}. El enlace de abajo es válido durante 7 días y funciona una sola vez.',
  'delivery.mail.memberInvite.action': 'Unirse al equipo',
  'delivery.mail.memberInvite.ignore':
    'Si no lo esperaba, ignore este e-mail: no pasa nada sin usted.',
} satisfies Record<keyof typeof en, string>;
