import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Dieses Konto wird auf Wunsch seines Inhabers gelöscht. Sie können es wiederherstellen, bis seine Daten gelöscht sind.',
  'delivery.deletion.error.deleted': 'Dieses Konto wurde von seinem Inhaber gelöscht.',
  'delivery.deletion.error.confirmation':
    'Geben Sie zur Bestätigung genau die E-Mail-Adresse des Kontos ein.',
  'delivery.deletion.error.restoreInvalid':
    'Dieses Angebot zur Wiederherstellung ist abgelaufen oder wurde bereits verwendet. Melden Sie sich erneut an.',
} satisfies Record<keyof typeof en, string>;
