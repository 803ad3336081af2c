/** The passkeys card's texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {
  'account.passkeys.title': 'Passkeys',
  'account.passkeys.intro':
    'Sign in with your fingerprint, face or screen lock instead of a password. A passkey also counts as a second factor.',
  'account.passkeys.list': 'Your passkeys',
  'account.passkeys.empty': 'You have no passkeys yet.',
  'account.passkeys.added': 'Added {date}.',
  'account.passkeys.lastUsed': 'Last used {date}.',
  'account.passkeys.neverUsed': 'Not used yet.',
  'account.passkeys.synced': 'Synced across your devices.',
  'account.passkeys.notSynced': 'Kept on one device.',
  'account.passkeys.name': 'Passkey name',
  'account.passkeys.nameHint': 'To tell your passkeys apart, for example “Work laptop”.',
  'account.passkeys.add': 'Add a passkey',
  'account.passkeys.adding': 'Waiting for your device…',
  'account.passkeys.addedNotice': 'Passkey “{name}” added.',
  'account.passkeys.cancelled':
    'No passkey was created: the request was cancelled or timed out. Try again when you are ready.',
  'account.passkeys.alreadyOnDevice': 'This device already holds one of your passkeys.',
  'account.passkeys.failed':
    'Your device could not create a passkey. Try again, or use another device.',
  'account.passkeys.unsupported':
    'This browser cannot create passkeys. Add one from another browser or device.',
  'account.passkeys.rename': 'Rename',
  'account.passkeys.renameNamed': 'Rename {name}',
  'account.passkeys.renameTitle': 'Rename the passkey',
  'account.passkeys.save': 'Save',
  'account.passkeys.saving': 'Saving…',
  'account.passkeys.renamed': 'Passkey renamed “{name}”.',
  'account.passkeys.remove': 'Remove',
  'account.passkeys.removeNamed': 'Remove {name}',
  'account.passkeys.removeTitle': 'Remove this passkey?',
  'account.passkeys.removeText':
    '“{name}” will no longer sign you in. Your device keeps it until you delete it there.',
  'account.passkeys.removeConfirm': 'Remove passkey',
  'account.passkeys.removed': 'Passkey “{name}” removed.',
};
