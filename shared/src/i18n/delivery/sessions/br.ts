import type en from './en-us';

export default {
  'delivery.sessions.device': '{browser} no {os}',
  'delivery.sessions.unknown': 'desconhecido',
  'delivery.sessions.newDevice.subject': 'Novo acesso à sua conta Property Video',
  'delivery.sessions.newDevice.body':
    'Sua conta do Portal do Cliente acabou de ser acessada de um dispositivo que você nunca tinha usado.',
  'delivery.sessions.newDevice.details': 'Quando: {time}. Dispositivo: {device}. Endereço: {ip}.',
  'delivery.sessions.newDevice.ifYou': 'Se foi você, não precisa fazer nada.',
  'delivery.sessions.newDevice.notYou':
    'Se não foi você, troque sua senha agora mesmo na página de login (“Esqueceu a senha?”): todas as outras sessões serão encerradas. Escreva para {support} se precisar de ajuda.',
  'delivery.sessions.appSignedOut':
    'Sua empresa desconectou este celular do aplicativo. Se o celular é seu, entre de novo com o seu número.',
} satisfies Record<keyof typeof en, string>;
