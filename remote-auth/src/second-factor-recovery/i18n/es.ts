import type en from './en-us';

export default {
  'auth.secondFactorRecovery.title': 'Segundo factor perdido',
  'auth.secondFactorRecovery.noToken':
    'Esta página se abre desde el enlace de recuperación de su correo. Para recibir uno, inicie sesión y elija «¿Ha perdido el acceso a su segundo factor?».',
  'auth.secondFactorRecovery.intro':
    'Confirme para eliminar su segundo factor tras un periodo de espera. Por su seguridad, se avisa al propietario de la cuenta, y solo podrá iniciar sesión únicamente con su contraseña cuando termine el periodo.',
  'auth.secondFactorRecovery.confirm': 'Eliminar mi segundo factor tras el periodo de espera',
  'auth.secondFactorRecovery.doneTitle': 'Recuperación iniciada',
  'auth.secondFactorRecovery.doneWhen':
    'Su segundo factor se eliminará el {date}. A partir de entonces, inicie sesión con su contraseña y configure uno nuevo.',
  'auth.secondFactorRecovery.ownerTold':
    'Se ha avisado al propietario de la cuenta, y a usted también, por correo electrónico.',
  'auth.secondFactorRecovery.cancel':
    '¿Ha encontrado su teléfono o sus códigos de recuperación? Inicie sesión con ellos: eso cancela la recuperación.',
} satisfies Record<keyof typeof en, string>;
