import type en from './en-us';

export default {
  'account.team.title': 'Équipe',
  'account.team.intro':
    'Les personnes qui gèrent ce compte avec vous, chacune avec sa propre connexion. Elles n’occupent pas de place de votre formule : seules les places des agents comptent.',
  'account.team.name': 'Nom',
  'account.team.role': 'Rôle',
  'account.team.lastSignIn': 'Dernière connexion',
  'account.team.actions': 'Actions possibles',
  'account.team.you': '(vous)',
  'account.team.never': 'Jamais connecté',
  'account.team.roleOf': 'Rôle de {name}',
  'account.team.changeRole': 'Changer le rôle',
  'account.team.changeRoleNamed': 'Changer le rôle de {name}',
  'account.team.role.owner': 'Propriétaire',
  'account.team.role.admin': 'Administrateur',
  'account.team.role.billing': 'Facturation',
  'account.team.role.viewer': 'Lecteur',
  'account.team.roleHint.admin':
    'Utilisateurs, kit de marque, invitations et imports, et le journal d’activité ; ni la facturation, ni l’équipe.',
  'account.team.roleHint.billing':
    'L’onglet facturation, les factures, le moyen de paiement et les e-mails de facture ; pas les utilisateurs.',
  'account.team.roleHint.viewer':
    'Consulte l’onglet utilisateurs et le résumé de facturation ; ne modifie rien.',
  'account.team.remove': 'Retirer',
  'account.team.removeNamed': 'Retirer {name}',
  'account.team.removeTitle': 'Retirer {name} de l’équipe ?',
  'account.team.removeText':
    '{name} ({email}) ne pourra plus se connecter à ce compte, et ses sessions ouvertes prennent fin immédiatement.',
  'account.team.removeConfirm': 'Retirer de l’équipe',
  'account.team.removed': '{name} a été retiré de l’équipe.',
  'account.team.changeTitle': 'Changer le rôle de {name} ?',
  'account.team.changeText': '{name} devient {role} : {rights}',
  'account.team.changeConfirm': 'Changer le rôle',
  'account.team.changed': '{name} est maintenant {role}.',
  'account.team.invite.title': 'Inviter un membre',
  'account.team.invite.email': 'Son e-mail',
  'account.team.invite.role': 'Rôle',
  'account.team.invite.submit': 'Envoyer l’invitation',
  'account.team.invite.submitting': 'Envoi…',
  'account.team.invite.sent':
    'Invitation envoyée à {email}. Son lien fonctionne une fois, pendant 7 jours.',
  'account.team.pending.title': 'Invitations en attente',
  'account.team.pending.empty': 'Aucune invitation n’attend de réponse.',
  'account.team.pending.expires': 'valable jusqu’au {date}',
  'account.team.pending.revoke': 'Révoquer',
  'account.team.pending.revokeNamed': 'Révoquer l’invitation de {email}',
  'account.team.pending.revoked':
    'L’invitation de {email} a été révoquée : son lien ne fonctionne plus.',
  'account.team.transfer': 'Nommer propriétaire',
  'account.team.transferNamed': 'Nommer {name} propriétaire',
  'account.team.transferTitle': 'Nommer {name} propriétaire ?',
  'account.team.transferText':
    '{name} ({email}) devient propriétaire : la connexion du compte, sa facturation et son équipe lui reviennent. Vous restez dans l’équipe comme administrateur, avec votre e-mail et votre mot de passe. Vous êtes tous deux déconnectés et vous reconnectez.',
  'account.team.transferPassword': 'Votre mot de passe',
  'account.team.transferConfirm': 'Transférer la propriété',
  'account.team.transferring': 'Transfert…',
  'account.team.transferredTitle': 'Propriété transférée',
  'account.team.transferred':
    '{name} est désormais propriétaire de ce compte. Reconnectez-vous avec votre e-mail et votre mot de passe : vous êtes administrateur de l’équipe.',
  'account.team.signInAgain': 'Se reconnecter',
} satisfies Record<keyof typeof en, string>;
