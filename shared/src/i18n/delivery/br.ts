import type en from './en-us';
export default {
  'delivery.sms.loginCode':
    'Seu código Property Video é {code}. Ele expira em 10 minutos. Nunca o compartilhe.',
  'delivery.mail.greeting': 'Olá, {name},',
  'delivery.mail.signature': 'Equipe Property Video',
  'delivery.mail.recovery.subject': 'Defina uma nova senha para sua conta Property Video',
  'delivery.mail.recovery.body':
    'Alguém pediu para definir uma nova senha para a conta do Portal do Cliente deste endereço. O link abaixo vale por 60 minutos e funciona só uma vez.',
  'delivery.mail.recovery.action': 'Definir uma nova senha',
  'delivery.mail.recovery.ignore':
    'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  'delivery.mail.passwordChanged.subject': 'A senha da sua conta Property Video foi alterada',
  'delivery.mail.passwordChanged.body':
    'A senha da sua conta do Portal do Cliente acabou de ser alterada, e todas as outras sessões foram encerradas.',
  'delivery.mail.passwordChanged.notYou':
    'Se não foi você, defina agora mesmo uma nova senha na página de login e escreva para {support}.',
  'delivery.notice.recoverySent':
    'Se existir uma conta com este endereço, enviamos para ela um link para definir uma nova senha. O link vale por 60 minutos.',
  'delivery.notice.passwordReset': 'Sua senha foi alterada. Entre com a nova.',
} satisfies Record<keyof typeof en, string>;
