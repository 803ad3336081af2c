import billing from './billing/es';
import activity from './activity/es';
import importImage from './import/es';
import type en from './en-us';
import sessions from './sessions/es';
import billingDetails from './billing-details/es';
import invoiceCorrections from './invoice-corrections/es';
import cancellation from './cancellation/es';
import dataExport from './data-export/es';
import accountDeletion from './account-deletion/es';
export default {
  'delivery.sms.loginCode':
    'Tu código de Property Video es {code}. Caduca en 10 minutos. No lo compartas nunca.',
  'delivery.sms.phoneProofCode':
    'Property Video: {code} es tu código para verificar este número e iniciar sesión en tu cuenta con él. Caduca en 10 minutos. No lo compartas nunca.',
  'delivery.mail.greeting': 'Hola, {name}:',
  'delivery.mail.signature': 'El equipo de Property Video',
  'delivery.mail.recovery.subject':
    'Establece una nueva contraseña para tu cuenta de Property Video',
  'delivery.mail.recovery.body':
    'Alguien ha pedido establecer una nueva contraseña para la cuenta del Portal del Cliente de esta dirección. El enlace de abajo es válido durante 60 minutos y solo funciona una vez.',
  'delivery.mail.recovery.action': 'Establecer una nueva contraseña',
  'delivery.mail.recovery.ignore':
    'Si no lo has pedido, ignora este correo: tu contraseña no cambia.',
  'delivery.mail.passwordChanged.subject':
    'Se ha cambiado la contraseña de tu cuenta de Property Video',
  'delivery.mail.passwordChanged.body':
    'Se acaba de cambiar la contraseña de tu cuenta del Portal del Cliente y se han cerrado todas las demás sesiones.',
  'delivery.mail.passwordChanged.notYou':
    'Si no has sido tú, establece ya una nueva contraseña desde la página de inicio de sesión y escribe a {support}.',
  'delivery.notice.recoverySent':
    'Si hay una cuenta con esta dirección, le hemos enviado un enlace para establecer una nueva contraseña. El enlace es válido durante 60 minutos.',
  'delivery.notice.passwordReset': 'Tu contraseña se ha cambiado. Inicia sesión con la nueva.',
  'delivery.mail.emailCode.subject': 'Su código para confirmar su nuevo e-mail: {code}',
  'delivery.mail.emailCode.body':
    'Introduzca este código en el Portal del Cliente para que esta dirección sea el e-mail de acceso de su cuenta de Property Video: {code}. Caduca en 10 minutos. No lo comparta nunca.',
  'delivery.mail.emailCode.ignore': 'Si no lo ha solicitado, ignore este e-mail: no cambia nada.',
  'delivery.mail.emailChanged.subject': 'El e-mail de su cuenta de Property Video ha cambiado',
  'delivery.mail.emailChanged.body':
    'El e-mail de acceso de su cuenta del Portal del Cliente acaba de cambiar de esta dirección a {newEmail}. Los mensajes sobre la cuenta se envían ahora a la nueva dirección.',
  'delivery.mail.emailChanged.notYou': 'Si no ha sido usted, escriba de inmediato a {support}.',
  'delivery.notice.passwordChanged':
    'Su contraseña ha cambiado. Se han cerrado todas las demás sesiones.',
  'delivery.sms.appLink':
    'Property Video: tu empresa ha configurado la aplicación para ti. Instálala desde la App Store ({appStore}) o Google Play ({googlePlay}) e inicia sesión con este número: {phone}.',
  'delivery.error.appDeactivated':
    'Tu acceso a la aplicación ha terminado: la suscripción de tu empresa ya no está activa. Contacta con tu administrador.',
  'delivery.error.appProfileDeleted':
    'Tu empresa ha eliminado tu perfil: esta aplicación ya no puede usarlo. Contacta con tu administrador.',
  'delivery.error.appLinkTooSoon':
    'El enlace de la aplicación se acaba de enviar a este usuario. Espera 10 minutos antes de volver a enviarlo.',
  'delivery.error.appLinkTooMany':
    'Esta cuenta puede enviar {allowance} enlaces de la aplicación al día; quedan {left} por ahora. No se ha enviado nada: selecciona menos usuarios o inténtalo de nuevo más tarde.',
  'delivery.error.selectionChanged':
    'La selección tiene ahora {found} usuarios, no los {count} que confirmaste: no se ha hecho nada. Revisa la lista e inténtalo de nuevo.',
  'delivery.error.tooManyCodesFromAddress':
    'Se han solicitado demasiados códigos desde tu conexión. Inténtalo de nuevo más tarde.',
  'delivery.error.tooManyTextsToNumber':
    'Se han enviado demasiados mensajes a este número. Inténtalo de nuevo más tarde.',
  'delivery.error.tooManyTextsFromAccount':
    'Se han enviado demasiados SMS desde esta cuenta. Inténtalo de nuevo más tarde.',
  'delivery.error.tooManyVatChecks':
    'Se han comprobado demasiados números de IVA desde tu conexión. Inténtalo de nuevo más tarde.',
  'delivery.error.appChooseProfile':
    'Este número está registrado en más de una empresa. Elige la empresa con la que quieres iniciar sesión.',
  'delivery.error.phoneAmbiguous':
    'Este número está en más de una cuenta, así que no puede iniciar tu sesión. Inicia sesión con tu correo y después verifica el número en los Ajustes de la cuenta que debe abrir.',
  'delivery.error.phoneProvenElsewhere':
    'Otra cuenta ya ha verificado este número. Un número solo inicia sesión en una cuenta.',
  'delivery.error.recoveryLinkUsed':
    'Este enlace de contraseña ya se ha usado: cada enlace funciona una sola vez. Pida uno nuevo si aún necesita cambiar su contraseña.',
  'delivery.error.recoveryLinkExpired':
    'Este enlace de contraseña ha caducado: los enlaces son válidos durante 60 minutos. Pida uno nuevo.',
  'delivery.error.claimInvalid':
    'Este enlace a su suscripción ya no es válido: ya se usó, caducó o está incompleto. Inicie sesión si ya se hizo cargo de la suscripción, o contacte con soporte.',
  'delivery.error.uploadNotAllowed':
    'Para subir imágenes necesita una suscripción con perfiles. Elija un plan y después añada su logotipo y su foto.',
  'delivery.error.uploadQuota':
    'Ya tiene {maxFiles} imágenes (o {maxMb} MB) que ningún perfil usa todavía. Úselas en un perfil o vuelva a subirlas mañana: las imágenes sin usar se eliminan al cabo de un día.',
  'delivery.error.bodyTooDeep':
    'El cuerpo de la solicitud tiene demasiados niveles de anidamiento.',
  // Importing agents from a spreadsheet (issue 36 §2): refusals and failed rows' reasons.
  'delivery.error.importTooLarge':
    'El archivo supera los 5 MB. Divídalo en archivos más pequeños e importe cada uno.',
  'delivery.error.importTooManyRows':
    'El archivo tiene más de {max} filas. Divídalo en archivos más pequeños e importe cada uno.',
  'delivery.error.importUnreadable':
    'No se pudo leer este archivo: suba un archivo CSV o Excel (.xlsx) cuya primera fila contenga los encabezados de las columnas.',
  'delivery.error.importApplied': 'Esta importación ya se ha aplicado: ya no se puede cambiar.',
  'delivery.error.seatsExceeded':
    '{count} usuarios nuevos no caben en las {free} plazas libres de su plan. Añada usuarios al plan o quite filas e inténtelo de nuevo.',
  'delivery.import.reason': 'Motivo',
  'delivery.import.duplicate':
    'Mismo teléfono de acceso que la fila {line}: solo se importa esa fila.',
  'delivery.import.noSeat': 'No quedaba ninguna plaza libre para este usuario.',
  ...billing,
  ...importImage,
  ...activity,
  ...sessions,
  ...billingDetails,
  ...invoiceCorrections,
  ...cancellation,
  ...dataExport,
  ...accountDeletion,
} satisfies Record<keyof typeof en, string>;
