import type en from './en-us';

export default {
  'delivery.sessions.device': '{browser} em {os}',
  'delivery.sessions.unknown': 'desconhecido',
  'delivery.sessions.newDevice.subject': 'Novo início de sessão na sua conta Property Video',
  'delivery.sessions.newDevice.body':
    'A sua conta do Portal de Cliente acabou de iniciar sessão num dispositivo que nunca tinha utilizado.',
  'delivery.sessions.newDevice.details': 'Quando: {time}. Dispositivo: {device}. Endereço: {ip}.',
  'delivery.sessions.newDevice.ifYou': 'Se foi o próprio, não precisa de fazer nada.',
  'delivery.sessions.newDevice.notYou':
    'Se não foi o próprio, altere já a sua palavra-passe na página de início de sessão («Esqueceu-se da palavra-passe?»): todas as outras sessões são então terminadas. Escreva para {support} se precisar de ajuda.',
  'delivery.sessions.appSignedOut':
    'A sua empresa terminou a sessão deste telemóvel na aplicação. Se este telemóvel é seu, inicie sessão novamente com o seu número.',
} satisfies Record<keyof typeof en, string>;
