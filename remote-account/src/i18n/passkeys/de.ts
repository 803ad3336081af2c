import type en from './en-us';

export default {
  'account.passkeys.title': 'Passkeys',
  'account.passkeys.intro':
    'Melden Sie sich mit Fingerabdruck, Gesicht oder Displaysperre statt mit einem Passwort an. Ein Passkey zählt auch als zweiter Faktor.',
  'account.passkeys.list': 'Ihre Passkeys',
  'account.passkeys.empty': 'Sie haben noch keine Passkeys.',
  'account.passkeys.added': 'Hinzugefügt am {date}.',
  'account.passkeys.lastUsed': 'Zuletzt verwendet am {date}.',
  'account.passkeys.neverUsed': 'Noch nicht verwendet.',
  'account.passkeys.synced': 'Zwischen Ihren Geräten synchronisiert.',
  'account.passkeys.notSynced': 'Nur auf einem Gerät gespeichert.',
  'account.passkeys.name': 'Name des Passkeys',
  'account.passkeys.nameHint': 'Um Ihre Passkeys zu unterscheiden, zum Beispiel „Büro-Laptop“.',
  'account.passkeys.add': 'Passkey hinzufügen',
  'account.passkeys.adding': 'Warten auf Ihr Gerät…',
  'account.passkeys.addedNotice': 'Passkey „{name}“ hinzugefügt.',
  'account.passkeys.cancelled':
    'Es wurde kein Passkey erstellt: Die Anfrage wurde abgebrochen oder ist abgelaufen. Versuchen Sie es erneut, wenn Sie bereit sind.',
  'account.passkeys.alreadyOnDevice': 'Dieses Gerät enthält bereits einen Ihrer Passkeys.',
  'account.passkeys.failed':
    'Ihr Gerät konnte keinen Passkey erstellen. Versuchen Sie es erneut oder verwenden Sie ein anderes Gerät.',
  'account.passkeys.unsupported':
    'Dieser Browser kann keine Passkeys erstellen. Fügen Sie einen in einem anderen Browser oder auf einem anderen Gerät hinzu.',
  'account.passkeys.rename': 'Umbenennen',
  'account.passkeys.renameNamed': '{name} umbenennen',
  'account.passkeys.renameTitle': 'Passkey umbenennen',
  'account.passkeys.save': 'Speichern',
  'account.passkeys.saving': 'Wird gespeichert…',
  'account.passkeys.renamed': 'Passkey in „{name}“ umbenannt.',
  'account.passkeys.remove': 'Entfernen',
  'account.passkeys.removeNamed': '{name} entfernen',
  'account.passkeys.removeTitle': 'Diesen Passkey entfernen?',
  'account.passkeys.removeText':
    '„{name}“ meldet Sie nicht mehr an. Ihr Gerät behält ihn, bis Sie ihn dort löschen.',
  'account.passkeys.removeConfirm': 'Passkey entfernen',
  'account.passkeys.removed': 'Passkey „{name}“ entfernt.',
} satisfies Record<keyof typeof en, string>;
