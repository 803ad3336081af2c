import type en from './en-us';

export default {
  'account.passkeys.title': 'Llaves de acceso',
  'account.passkeys.intro':
    'Inicia sesión con tu huella, tu cara o el bloqueo de pantalla en lugar de una contraseña. Una llave de acceso también cuenta como segundo factor.',
  'account.passkeys.list': 'Tus llaves de acceso',
  'account.passkeys.empty': 'Aún no tienes llaves de acceso.',
  'account.passkeys.added': 'Añadida el {date}.',
  'account.passkeys.lastUsed': 'Usada por última vez el {date}.',
  'account.passkeys.neverUsed': 'Aún no se ha usado.',
  'account.passkeys.synced': 'Sincronizada entre tus dispositivos.',
  'account.passkeys.notSynced': 'Guardada en un solo dispositivo.',
  'account.passkeys.name': 'Nombre de la llave de acceso',
  'account.passkeys.nameHint': 'Para distinguir tus llaves, por ejemplo «Portátil del trabajo».',
  'account.passkeys.add': 'Añadir una llave de acceso',
  'account.passkeys.adding': 'Esperando a tu dispositivo…',
  'account.passkeys.addedNotice': 'Llave de acceso «{name}» añadida.',
  'account.passkeys.cancelled':
    'No se creó ninguna llave de acceso: la solicitud se canceló o caducó. Inténtalo de nuevo cuando quieras.',
  'account.passkeys.alreadyOnDevice': 'Este dispositivo ya guarda una de tus llaves de acceso.',
  'account.passkeys.failed':
    'Tu dispositivo no pudo crear una llave de acceso. Inténtalo de nuevo o usa otro dispositivo.',
  'account.passkeys.unsupported':
    'Este navegador no puede crear llaves de acceso. Añade una desde otro navegador o dispositivo.',
  'account.passkeys.rename': 'Cambiar nombre',
  'account.passkeys.renameNamed': 'Cambiar el nombre de {name}',
  'account.passkeys.renameTitle': 'Cambiar el nombre de la llave de acceso',
  'account.passkeys.save': 'Guardar',
  'account.passkeys.saving': 'Guardando…',
  'account.passkeys.renamed': 'La llave de acceso ahora se llama «{name}».',
  'account.passkeys.remove': 'Eliminar',
  'account.passkeys.removeNamed': 'Eliminar {name}',
  'account.passkeys.removeTitle': '¿Eliminar esta llave de acceso?',
  'account.passkeys.removeText':
    '«{name}» ya no te permitirá iniciar sesión. Tu dispositivo la conserva hasta que la borres allí.',
  'account.passkeys.removeConfirm': 'Eliminar llave de acceso',
  'account.passkeys.removed': 'Llave de acceso «{name}» eliminada.',
} satisfies Record<keyof typeof en, string>;
