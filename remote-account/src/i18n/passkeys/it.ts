import type en from './en-us';

export default {
  'account.passkeys.title': 'Passkey',
  'account.passkeys.intro':
    'Accedi con l’impronta, il volto o il blocco schermo invece che con una password. Una passkey vale anche come secondo fattore.',
  'account.passkeys.list': 'Le tue passkey',
  'account.passkeys.empty': 'Non hai ancora passkey.',
  'account.passkeys.added': 'Aggiunta il {date}.',
  'account.passkeys.lastUsed': 'Usata l’ultima volta il {date}.',
  'account.passkeys.neverUsed': 'Non ancora usata.',
  'account.passkeys.synced': 'Sincronizzata tra i tuoi dispositivi.',
  'account.passkeys.notSynced': 'Conservata su un solo dispositivo.',
  'account.passkeys.name': 'Nome della passkey',
  'account.passkeys.nameHint':
    'Per distinguere le tue passkey, ad esempio «Portatile dell’ufficio».',
  'account.passkeys.add': 'Aggiungi una passkey',
  'account.passkeys.adding': 'In attesa del dispositivo…',
  'account.passkeys.addedNotice': 'Passkey «{name}» aggiunta.',
  'account.passkeys.cancelled':
    'Nessuna passkey è stata creata: la richiesta è stata annullata o è scaduta. Riprova quando sei pronto.',
  'account.passkeys.alreadyOnDevice': 'Questo dispositivo contiene già una delle tue passkey.',
  'account.passkeys.failed':
    'Il tuo dispositivo non è riuscito a creare una passkey. Riprova o usa un altro dispositivo.',
  'account.passkeys.unsupported':
    'Questo browser non può creare passkey. Aggiungine una da un altro browser o dispositivo.',
  'account.passkeys.rename': 'Rinomina',
  'account.passkeys.renameNamed': 'Rinomina {name}',
  'account.passkeys.renameTitle': 'Rinomina la passkey',
  'account.passkeys.save': 'Salva',
  'account.passkeys.saving': 'Salvataggio…',
  'account.passkeys.renamed': 'Passkey rinominata «{name}».',
  'account.passkeys.remove': 'Rimuovi',
  'account.passkeys.removeNamed': 'Rimuovi {name}',
  'account.passkeys.removeTitle': 'Rimuovere questa passkey?',
  'account.passkeys.removeText':
    '«{name}» non ti farà più accedere. Il tuo dispositivo la conserva finché non la elimini lì.',
  'account.passkeys.removeConfirm': 'Rimuovi passkey',
  'account.passkeys.removed': 'Passkey «{name}» rimossa.',
} satisfies Record<keyof typeof en, string>;
