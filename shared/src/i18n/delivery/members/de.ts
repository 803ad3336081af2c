import type en from './en-us';

export default {
  'delivery.members.role.owner': 'Inhaber',
  'delivery.members.role.admin': 'Administrator',
  'delivery.members.role.billing': 'Abrechnung',
  'delivery.members.role.viewer': 'Betrachter',
  'delivery.members.forbidden.admin':
    'Ein Mitglied mit der Rolle Administrator kann das nicht tun: Abrechnung und Team sind Sache des Inhabers. Wenden Sie sich an den Inhaber des Kontos.',
  'delivery.members.forbidden.billing':
    'Ein Mitglied mit der Rolle Abrechnung kann das nicht tun: Es liegt außerhalb der Abrechnung. Wenden Sie sich an den Inhaber des Kontos.',
  'delivery.members.forbidden.viewer':
    'Ein Mitglied mit der Rolle Betrachter kann alles ansehen, aber nichts ändern. Wenden Sie sich an den Inhaber des Kontos.',
  'delivery.members.error.ownerFixed':
    'Der Inhaber des Kontos kann weder entfernt werden noch eine andere Rolle erhalten.',
  'delivery.members.error.alreadyMember': 'Diese Person gehört bereits zum Team.',
  'delivery.members.error.ownershipEmailTaken':
    'Die E-Mail dieses Mitglieds meldet bereits den Inhaber eines anderen Kontos an und kann daher nicht die Anmeldung dieses Kontos werden. Bitten Sie die Person, zuerst die E-Mail jenes Kontos zu ändern.',
  'delivery.members.error.invitationInvalid':
    'Dieser Einladungslink ist ungültig. Bitten Sie den Inhaber des Kontos um einen neuen.',
  'delivery.members.error.invitationUsed':
    'Diese Einladung wurde bereits verwendet. Melden Sie sich mit Ihrer E-Mail und Ihrem Passwort an.',
  'delivery.members.error.invitationExpired':
    'Diese Einladung ist abgelaufen. Bitten Sie den Inhaber des Kontos um eine neue.',
  'delivery.members.error.invitationRevoked':
    'Diese Einladung wurde zurückgezogen. Fragen Sie den Inhaber des Kontos, ob Sie dem Team noch beitreten sollen.',
  'delivery.members.error.identityTaken':
    'Diese Google- oder Apple-Anmeldung wird bereits von einem anderen Zugang zum Portal verwendet. Wählen Sie einen anderen Weg zum Beitritt oder melden Sie sich mit dem Zugang an, zu dem sie gehört.',
  'delivery.members.error.phoneTaken':
    'Mit dieser Nummer meldet sich bereits eine andere Person beim Portal an. Wählen Sie einen anderen Weg zum Beitritt.',
  'delivery.members.error.ownershipNeedsPassword':
    'Dieses Mitglied meldet sich ohne Passwort an. Bitten Sie es, eines festzulegen („Passwort vergessen?“ auf der Anmeldeseite), bevor es Inhaber des Kontos wird.',
  'delivery.mail.memberInvite.subject': '{inviter} lädt Sie in das Team von {account} ein',
  'delivery.mail.memberInvite.body':
    '{inviter} lädt Sie ein, {account} im Client Portal von Property Video mit der Rolle {role} zu verwalten. Der Link unten ist 7 Tage gültig und funktioniert nur einmal.',
  'delivery.mail.memberInvite.action': 'Dem Team beitreten',
  'delivery.mail.memberInvite.ignore':
    'Wenn Sie das nicht erwartet haben, ignorieren Sie diese E-Mail: Ohne Sie passiert nichts.',
} satisfies Record<keyof typeof en, string>;
