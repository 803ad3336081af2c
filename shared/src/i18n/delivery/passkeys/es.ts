import type en from './en-us';

export default {
  'delivery.passkeys.error.challenge':
    'Esta solicitud de llave de acceso ha caducado o ya se ha usado. Inténtalo de nuevo.',
  'delivery.passkeys.error.invalid':
    'No se ha podido verificar esta llave de acceso. Inténtalo de nuevo o inicia sesión de otra forma.',
  'delivery.passkeys.error.registration':
    'No se ha podido añadir la llave de acceso: no se ha podido verificar la respuesta de tu dispositivo. Inténtalo de nuevo.',
  'delivery.passkeys.error.alreadyAdded': 'Esta llave de acceso ya está añadida.',
} satisfies Record<keyof typeof en, string>;
