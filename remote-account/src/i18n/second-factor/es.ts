import type en from './en-us';

export default {
  'account.secondFactor.title': 'Segundo factor',
  'account.secondFactor.intro':
    'Después de su contraseña, un código de una aplicación de autenticación en su teléfono confirma que es usted: una contraseña robada ya no basta para abrir su cuenta.',
  'account.secondFactor.required':
    'El propietario de su cuenta exige un segundo factor: configure uno para continuar.',
  'account.secondFactor.on':
    'Activado: su aplicación de autenticación confirma sus inicios de sesión (desde el {date}). {count, plural, =0 {No le quedan códigos de recuperación: cree otros nuevos.} one {Queda # código de recuperación.} other {Quedan # códigos de recuperación.}}',
  'account.secondFactor.off': 'Desactivado: inicia sesión solo con su contraseña.',
  'account.secondFactor.offPasskeys':
    'Sus llaves de acceso confirman sus inicios de sesión. Una aplicación de autenticación también sirve donde no se puede usar una llave de acceso.',
  'account.secondFactor.setUp': 'Configurar una aplicación de autenticación',
  'account.secondFactor.setupTitle': 'Configure su aplicación de autenticación',
  'account.secondFactor.scan':
    'Escanee este código QR con su aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).',
  'account.secondFactor.qrAlt': 'Código QR para escanear con su aplicación de autenticación',
  'account.secondFactor.secretIntro':
    '¿No puede escanearlo? Añada una cuenta a mano en la aplicación, con esta clave:',
  'account.secondFactor.copySecret': 'Copiar la clave',
  'account.secondFactor.codeLabel': 'Código de su aplicación de autenticación',
  'account.secondFactor.turnOn': 'Activar',
  'account.secondFactor.codesTitle': 'Sus códigos de recuperación',
  'account.secondFactor.codesIntro':
    'Guárdelos en un lugar seguro: cada uno le permite iniciar sesión una vez si pierde el teléfono. Solo se muestran ahora.',
  'account.secondFactor.codesFileTitle':
    'Códigos de recuperación de Property Video (cada uno sirve una vez)',
  'account.secondFactor.download': 'Descargar',
  'account.secondFactor.saved': 'Ya los he guardado',
  'account.secondFactor.newCodes': 'Crear nuevos códigos de recuperación',
  'account.secondFactor.newCodesTitle': '¿Crear nuevos códigos de recuperación?',
  'account.secondFactor.newCodesMessage':
    'Sus códigos de recuperación actuales dejarán de funcionar. Los nuevos se muestran una sola vez.',
  'account.secondFactor.turnOff': 'Desactivar',
  'account.secondFactor.turnOffTitle': '¿Desactivar la aplicación de autenticación?',
  'account.secondFactor.turnOffMessage':
    'Introduzca un código de la aplicación para confirmar. Sus códigos de recuperación dejan de funcionar con ella.',
  'account.secondFactor.policyTitle': 'Segundo factor para su equipo',
  'account.secondFactor.policyLegend': 'Quién debe usar un segundo factor',
  'account.secondFactor.policyHint':
    'Un miembro que deba usarlo y no lo tenga deberá configurarlo en su próximo inicio de sesión, antes que nada en el portal.',
  'account.secondFactor.policy.off': 'Nadie está obligado',
  'account.secondFactor.policy.billing':
    'Quienes controlan la facturación (usted y los miembros de Facturación)',
  'account.secondFactor.policy.everyone': 'Todos en la cuenta',
  'account.secondFactor.policySave': 'Guardar',
  'account.secondFactor.policySaved': 'Regla del segundo factor guardada.',
  'account.secondFactor.setupPageTitle': 'Configure un segundo factor',
  'account.secondFactor.setupPageIntro':
    'El propietario de su cuenta exige un segundo factor para usar el portal. Configure una aplicación de autenticación o una llave de acceso: el portal se abre en cuanto termine.',
} satisfies Record<keyof typeof en, string>;
