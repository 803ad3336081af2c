import type en from './en-us';

export default {
  'account.sessions.title': 'Onde você está conectado',
  'account.sessions.intro':
    'Os navegadores conectados com o seu login agora. Desconecte os que você não reconhece e depois troque sua senha.',
  'account.sessions.list': 'Sessões conectadas',
  'account.sessions.device': '{browser} no {os}',
  'account.sessions.unknownDevice': 'Navegador desconhecido',
  'account.sessions.thisDevice': 'Este dispositivo',
  'account.sessions.address': 'Endereço {ip} ·',
  'account.sessions.signedIn': 'Conectado em {date} ·',
  'account.sessions.lastActive': 'Última atividade {when}',
  'account.sessions.signOut': 'Desconectar',
  'account.sessions.signOutNamed': 'Desconectar {device}',
  'account.sessions.signedOut': '{device} foi desconectado.',
  'account.sessions.signOutOthers': 'Desconectar de todos os outros',
  'account.sessions.signOutOthersTitle': 'Desconectar de todos os outros?',
  'account.sessions.signOutOthersText':
    '{count, plural, one {A outra sessão é desconectada} other {As # outras sessões são desconectadas}} na próxima ação. Este dispositivo continua conectado.',
  'account.sessions.signOutOthersConfirm': 'Desconectar os outros',
  'account.sessions.signedOutOthers': 'Todas as outras sessões foram desconectadas.',
  'account.sessions.onlyThis': 'Você está conectado só neste dispositivo.',
} satisfies Record<keyof typeof en, string>;
