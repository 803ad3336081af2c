import type en from './en-us';

export default {
  'account.sessions.title': 'Onde tem sessão iniciada',
  'account.sessions.intro':
    'Os navegadores com sessão iniciada com as suas credenciais neste momento. Termine a sessão dos que não reconhece e depois altere a sua palavra-passe.',
  'account.sessions.list': 'Sessões iniciadas',
  'account.sessions.device': '{browser} em {os}',
  'account.sessions.unknownDevice': 'Navegador desconhecido',
  'account.sessions.thisDevice': 'Este dispositivo',
  'account.sessions.address': 'Endereço {ip} ·',
  'account.sessions.signedIn': 'Sessão iniciada a {date} ·',
  'account.sessions.lastActive': 'Última atividade {when}',
  'account.sessions.signOut': 'Terminar sessão',
  'account.sessions.signOutNamed': 'Terminar sessão de {device}',
  'account.sessions.signedOut': 'A sessão de {device} foi terminada.',
  'account.sessions.signOutOthers': 'Terminar sessão em todos os outros',
  'account.sessions.signOutOthersTitle': 'Terminar sessão em todos os outros?',
  'account.sessions.signOutOthersText':
    '{count, plural, one {A outra sessão é terminada} other {As # outras sessões são terminadas}} no próximo passo. Este dispositivo mantém a sessão.',
  'account.sessions.signOutOthersConfirm': 'Terminar as outras',
  'account.sessions.signedOutOthers': 'Todas as outras sessões foram terminadas.',
  'account.sessions.onlyThis': 'Só tem sessão iniciada neste dispositivo.',
} satisfies Record<keyof typeof en, string>;
