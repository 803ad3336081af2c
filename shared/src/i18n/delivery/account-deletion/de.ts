import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Dieses Konto wird auf Wunsch seines Inhabers gelöscht. Sie können es wiederherstellen, bis seine Daten gelöscht sind.',
  'delivery.deletion.error.deleted': 'Dieses Konto wurde von seinem Inhaber gelöscht.',
  'delivery.deletion.error.confirmation':
    'Geben Sie zur Bestätigung genau die E-Mail-Adresse des Kontos ein.',
  'delivery.deletion.error.restoreInvalid':
    'Dieses Angebot zur Wiederherstellung ist abgelaufen oder wurde bereits verwendet. Melden Sie sich erneut an.',
  'delivery.deletion.requested.subject': 'Ihr Property-Video-Konto wird am {date} gelöscht',
  'delivery.deletion.requested.body':
    'Der Inhaber des Kontos hat die Löschung des Kundenportal-Kontos beantragt. Es ist ab sofort geschlossen: Das Abonnement ist gekündigt (ohne Erstattung), das ganze Team und die App Ihrer Makler sind abgemeldet, und niemand kann sich anmelden.',
  'delivery.deletion.requested.then':
    'Am {date} werden seine Daten endgültig gelöscht: die Profile, Videos und Bilder, das Markenkit, das Team und das Aktivitätsprotokoll. Rechnungen werden aufbewahrt, wie es das Gesetz verlangt, nur mit Name, Anschrift und USt-IdNr. des Unternehmens.',
  'delivery.deletion.requested.undo':
    'Haben Sie es sich anders überlegt? Meldet sich der Inhaber vor dem {date} an, wird ihm angeboten, das Konto wiederherzustellen.',
  'delivery.deletion.requested.action': 'Anmelden und das Konto wiederherstellen',
  'delivery.deletion.requested.notYou':
    'Falls Sie die Löschung nicht beantragt haben, melden Sie sich jetzt an, stellen Sie das Konto wieder her und ändern Sie dann Ihr Passwort.',
  'delivery.deletion.restored.subject': 'Ihr Property-Video-Konto wurde wiederhergestellt',
  'delivery.deletion.restored.body':
    'Der Inhaber hat das Konto wiederhergestellt: Es wird nichts gelöscht, und Sie und Ihr Team können sich wieder anmelden.',
  'delivery.deletion.restored.billing':
    'Das Abonnement bleibt gekündigt: Schließen Sie es im Tab „Abrechnung“ neu ab, um die App Ihrer Makler wieder einzuschalten.',
  'delivery.deletion.restored.action': 'Anmelden',
  'delivery.deletion.ending.subject': 'Ihre Property-Video-Daten werden am {date} gelöscht',
  'delivery.deletion.ending.body':
    'Ihr Property-Video-Abonnement endete am {ended}. Wie bei der Kündigung angekündigt, haben wir Ihre Profile, Videos, Bilder, Ihr Brand-Kit und Ihr Team 90 Tage lang aufbewahrt, falls Sie zurückkehren.',
  'delivery.deletion.ending.then':
    'Am {date} werden diese Daten endgültig gelöscht, zusammen mit dem Konto im Kundenportal: Danach kann sich niemand mehr anmelden. Rechnungen bleiben wie gesetzlich vorgeschrieben erhalten, nur mit Name, Anschrift und USt-IdNr. des Unternehmens.',
  'delivery.deletion.ending.keep':
    'Um alles so zu behalten, wie es ist, starten Sie Ihr Abonnement vor dem {date} im Tab „Abrechnung“ des Kundenportals neu.',
  'delivery.deletion.ending.action': 'Tab Abrechnung öffnen',
} satisfies Record<keyof typeof en, string>;
