import type en from './en-us';

export default {
  'auth.join.title': 'Unirse al equipo',
  'auth.join.noToken':
    'Esta página se abre desde el enlace de invitación de su correo. Si no lo encuentra, pida al propietario de la cuenta que le invite de nuevo.',
  'auth.join.askAgain': 'Pida al propietario de la cuenta que le invite de nuevo.',
  'auth.join.intro': '{invitedBy} le invita a gestionar {account} en el portal.',
  'auth.join.account': 'Cuenta',
  'auth.join.role': 'Su rol',
  'auth.join.role.admin': 'Administrador',
  'auth.join.role.billing': 'Facturación',
  'auth.join.role.viewer': 'Lector',
  'auth.join.roleHint.admin':
    'Gestionará los usuarios, el kit de marca, las invitaciones y las importaciones.',
  'auth.join.roleHint.billing':
    'Gestionará la facturación: facturas, datos de pago y correos de factura.',
  'auth.join.roleHint.viewer': 'Verá los usuarios y el resumen de facturación, sin modificarlos.',
  'auth.join.validUntil': 'La invitación es válida hasta el {date}.',
  'auth.join.newPassword': 'Elija una contraseña',
  'auth.join.hasLogin':
    '{email} ya accede al portal: introduzca su contraseña para unirse también a este equipo.',
  'auth.join.submit': 'Unirme al equipo',
  'auth.join.submitting': 'Entrando…',
  'auth.join.otherWays': 'O únete sin contraseña',
  'auth.join.otherWaysHint':
    'La invitación demuestra tu e-mail, así que tu cuenta de Google o Apple puede usar otra dirección. A partir de ahora iniciarás sesión de la misma forma.',
  'auth.join.usePhone': 'Usar mi número de teléfono',
  'auth.join.phoneTitle': 'Únete con tu número de teléfono',
  'auth.join.backToInvitation': 'Volver a la invitación',
  'auth.join.joining': 'Uniéndote al equipo…',
  'auth.join.flowLost':
    'Este inicio de sesión no se empezó en esta página. Vuelve a abrir el enlace de la invitación de tu e-mail.',
  'auth.join.hasLoginWithoutPassword':
    '{email} ya inicia sesión en el portal con Google, Apple o un número de teléfono: únete a este equipo de la misma forma.',
} satisfies Record<keyof typeof en, string>;
