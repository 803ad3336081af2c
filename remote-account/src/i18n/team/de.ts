import type en from './en-us';

export default {
  'account.team.title': 'Team',
  'account.team.intro':
    'Die Personen, die dieses Konto mit Ihnen verwalten, jede mit eigener Anmeldung. Sie belegen keine Plätze Ihres Tarifs: Es zählen nur die Makler.',
  'account.team.name': 'Name',
  'account.team.role': 'Rolle',
  'account.team.lastSignIn': 'Letzte Anmeldung',
  'account.team.actions': 'Aktionen',
  'account.team.you': '(Sie)',
  'account.team.never': 'Noch nie angemeldet',
  'account.team.roleOf': 'Rolle von {name}',
  'account.team.changeRole': 'Rolle ändern',
  'account.team.changeRoleNamed': 'Rolle von {name} ändern',
  'account.team.role.owner': 'Inhaber',
  'account.team.role.admin': 'Administrator',
  'account.team.role.billing': 'Abrechnung',
  'account.team.role.viewer': 'Leser',
  'account.team.roleHint.admin':
    'Benutzer, Markenkit, Einladungen und Importe sowie das Aktivitätsprotokoll; weder Abrechnung noch Team.',
  'account.team.roleHint.billing':
    'Der Abrechnungs-Tab, Rechnungen, Zahlungsdaten und Rechnungs-E-Mails; nicht die Benutzer.',
  'account.team.roleHint.viewer':
    'Sieht den Benutzer-Tab und die Abrechnungsübersicht; ändert nichts.',
  'account.team.remove': 'Entfernen',
  'account.team.removeNamed': '{name} entfernen',
  'account.team.removeTitle': '{name} aus dem Team entfernen?',
  'account.team.removeText':
    '{name} ({email}) kann sich nicht mehr bei diesem Konto anmelden; offene Sitzungen enden sofort.',
  'account.team.removeConfirm': 'Aus dem Team entfernen',
  'account.team.removed': '{name} wurde aus dem Team entfernt.',
  'account.team.changeTitle': 'Rolle von {name} ändern?',
  'account.team.changeText': '{name} wird {role}: {rights}',
  'account.team.changeConfirm': 'Rolle ändern',
  'account.team.changed': '{name} ist jetzt {role}.',
  'account.team.invite.title': 'Mitglied einladen',
  'account.team.invite.email': 'E-Mail-Adresse der Person',
  'account.team.invite.role': 'Rolle',
  'account.team.invite.submit': 'Einladung senden',
  'account.team.invite.submitting': 'Wird gesendet…',
  'account.team.invite.sent':
    'Einladung an {email} gesendet. Der Link funktioniert einmal, 7 Tage lang.',
  'account.team.pending.title': 'Offene Einladungen',
  'account.team.pending.empty': 'Keine Einladung wartet auf eine Antwort.',
  'account.team.pending.expires': 'gültig bis {date}',
  'account.team.pending.revoke': 'Widerrufen',
  'account.team.pending.revokeNamed': 'Einladung von {email} widerrufen',
  'account.team.pending.revoked':
    'Die Einladung von {email} wurde widerrufen: Der Link funktioniert nicht mehr.',
  'account.team.transfer': 'Zum Inhaber machen',
  'account.team.transferNamed': '{name} zum Inhaber machen',
  'account.team.transferTitle': '{name} zum Inhaber machen?',
  'account.team.transferText':
    '{name} ({email}) wird Inhaber: Die Anmeldung des Kontos, die Abrechnung und das Team gehören dann dieser Person. Sie bleiben als Administrator im Team, mit Ihrer E-Mail-Adresse und Ihrem Passwort. Sie beide werden abgemeldet und melden sich neu an.',
  'account.team.transferPassword': 'Ihr Passwort',
  'account.team.transferConfirm': 'Inhaberschaft übertragen',
  'account.team.transferring': 'Wird übertragen…',
  'account.team.transferredTitle': 'Inhaberschaft übertragen',
  'account.team.transferred':
    '{name} ist jetzt Inhaber dieses Kontos. Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort neu an: Sie sind Administrator im Team.',
  'account.team.signInAgain': 'Neu anmelden',
} satisfies Record<keyof typeof en, string>;
