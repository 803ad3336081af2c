import type en from './en-us';

export default {
  'account.deletion.title': 'Konto löschen',
  'account.deletion.intro':
    'Löscht das Konto, die Profile seiner Makler, die Bilder und das Team endgültig – nach 14 Tagen, in denen Sie es sich anders überlegen können.',
  'account.deletion.open': 'Mein Konto löschen…',
  'account.deletion.dialogTitle': 'Konto löschen?',
  'account.deletion.effect.now':
    'Sofort: Das Abonnement wird gekündigt, alle werden abgemeldet (auch das Team und die App der Makler) und niemand kann sich anmelden.',
  'account.deletion.effect.noRefund': 'Der bereits bezahlte Zeitraum wird nicht erstattet.',
  'account.deletion.effect.undo':
    '14 Tage lang können Sie alles wiederherstellen, indem Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.',
  'account.deletion.effect.erased':
    'Danach werden Profile, Bilder, Team und personenbezogene Daten gelöscht. Rechnungen werden wie gesetzlich vorgeschrieben aufbewahrt, nur mit den Angaben des Unternehmens.',
  'account.deletion.password': 'Ihr Passwort',
  'account.deletion.code': 'Code aus Ihrer Authentifizierungs-App',
  'account.deletion.confirmation':
    'Geben Sie zur Bestätigung die E-Mail-Adresse des Kontos ein: {email}',
  'account.deletion.cancel': 'Konto behalten',
  'account.deletion.submit': 'Konto löschen',
  'account.deletion.submitting': 'Wird gelöscht…',
  'account.deletion.doneTitle': 'Konto gelöscht',
  'account.deletion.done':
    'Alle sind abgemeldet. Die Daten des Kontos werden am {date} gelöscht; bis dahin können Sie sich anmelden, um es wiederherzustellen.',
  'account.deletion.doneClose': 'Abmelden',
  'account.deletion.restore.title': 'Dieses Konto wird gelöscht',
  'account.deletion.restore.text':
    'Seine Daten werden am {date} gelöscht. Stellen Sie es wieder her, um es weiter zu nutzen; das Abonnement bleibt gekündigt.',
  'account.deletion.restore.submit': 'Mein Konto wiederherstellen',
  'account.deletion.restore.submitting': 'Wird wiederhergestellt…',
} satisfies Record<keyof typeof en, string>;
