import type en from './en-us';

export default {
  'account.team.title': 'Equipo',
  'account.team.intro':
    'Las personas que gestionan esta cuenta con usted, cada una con su propio inicio de sesión. No ocupan plazas de su plan: solo cuentan los agentes.',
  'account.team.name': 'Nombre',
  'account.team.role': 'Rol',
  'account.team.lastSignIn': 'Último acceso',
  'account.team.actions': 'Acciones',
  'account.team.you': '(usted)',
  'account.team.never': 'Nunca ha accedido',
  'account.team.roleOf': 'Rol de {name}',
  'account.team.changeRole': 'Cambiar rol',
  'account.team.changeRoleNamed': 'Cambiar el rol de {name}',
  'account.team.role.owner': 'Propietario',
  'account.team.role.admin': 'Administrador',
  'account.team.role.billing': 'Facturación',
  'account.team.role.viewer': 'Lector',
  'account.team.roleHint.admin':
    'Usuarios, kit de marca, invitaciones e importaciones, y el registro de actividad; ni la facturación, ni el equipo.',
  'account.team.roleHint.billing':
    'La pestaña de facturación, las facturas, los datos de pago y los correos de factura; no los usuarios.',
  'account.team.roleHint.viewer':
    'Consulta la pestaña de usuarios y el resumen de facturación; no cambia nada.',
  'account.team.remove': 'Quitar',
  'account.team.removeNamed': 'Quitar a {name}',
  'account.team.removeTitle': '¿Quitar a {name} del equipo?',
  'account.team.removeText':
    '{name} ({email}) ya no podrá acceder a esta cuenta, y sus sesiones abiertas terminan de inmediato.',
  'account.team.removeConfirm': 'Quitar del equipo',
  'account.team.removed': '{name} ha salido del equipo.',
  'account.team.changeTitle': '¿Cambiar el rol de {name}?',
  'account.team.changeText': '{name} pasa a ser {role}: {rights}',
  'account.team.changeConfirm': 'Cambiar el rol',
  'account.team.changed': '{name} ahora es {role}.',
  'account.team.invite.title': 'Invitar a un miembro',
  'account.team.invite.email': 'Su correo electrónico',
  'account.team.invite.role': 'Rol',
  'account.team.invite.submit': 'Enviar la invitación',
  'account.team.invite.submitting': 'Enviando…',
  'account.team.invite.sent':
    'Invitación enviada a {email}. Su enlace funciona una vez, durante 7 días.',
  'account.team.pending.title': 'Invitaciones pendientes',
  'account.team.pending.empty': 'Ninguna invitación espera respuesta.',
  'account.team.pending.expires': 'válida hasta el {date}',
  'account.team.pending.revoke': 'Revocar',
  'account.team.pending.revokeNamed': 'Revocar la invitación de {email}',
  'account.team.pending.revoked':
    'La invitación de {email} se ha revocado: su enlace ya no funciona.',
  'account.team.transfer': 'Hacer propietario',
  'account.team.transferNamed': 'Hacer propietario a {name}',
  'account.team.transferTitle': '¿Hacer propietario a {name}?',
  'account.team.transferText':
    '{name} ({email}) pasa a ser el propietario: el acceso de la cuenta, su facturación y su equipo son suyos. Usted sigue en el equipo como administrador, con su correo y su contraseña. Ambos cierran sesión y vuelven a acceder.',
  'account.team.transferPassword': 'Su contraseña',
  'account.team.transferConfirm': 'Transferir la propiedad',
  'account.team.transferring': 'Transfiriendo…',
  'account.team.transferredTitle': 'Propiedad transferida',
  'account.team.transferred':
    '{name} es ahora el propietario de esta cuenta. Vuelva a acceder con su correo y su contraseña: es administrador del equipo.',
  'account.team.signInAgain': 'Volver a acceder',
} satisfies Record<keyof typeof en, string>;
