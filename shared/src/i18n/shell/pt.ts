import type en from './en-us';

/** The shell: header, portal tabs, retry card, subscription and connection warnings, contact block. */
export default {
  'shell.header.language': 'Idioma',
  'shell.header.signedInAs': 'Sessão iniciada como {email}',
  'shell.header.logout': 'Terminar sessão',
  'shell.skipToContent': 'Saltar para o conteúdo',
  'shell.frame.title': 'Portal do Cliente',
  'shell.heading.login': 'Iniciar sessão no Portal do Cliente',
  'shell.heading.checkout': 'Subscrever o Property Video',
  'shell.tabs.label': 'Secções do portal',
  'shell.tabs.users': 'Utilizadores',
  'shell.tabs.billing': 'Faturação',
  'shell.tabs.settings': 'Definições',
  'shell.tabs.activity': 'Atividade',
  'shell.remote.failedTitle': 'Não foi possível carregar esta parte do portal',
  'shell.remote.failedText':
    'Verifique a sua ligação à internet e tente novamente. O resto do portal continua a funcionar.',
  'shell.remote.incompatibleText':
    'Esta parte do portal precisa da versão {required} da plataforma e o portal fornece a versão {provided}. Voltará a funcionar quando ambas forem atualizadas.',
  'shell.grace.title': 'O pagamento falhou.',
  'shell.grace.text':
    'A sua subscrição mantém-se ativa até {date}, enquanto atualiza os seus dados de pagamento.',
  'shell.grace.textNoDate':
    'A sua subscrição mantém-se ativa durante um curto período de tolerância, enquanto atualiza os seus dados de pagamento.',
  'shell.disabled.title': 'A sua subscrição requer atenção.',
  'shell.disabled.text': 'Verifique os detalhes da sua subscrição.',
  'shell.expired.title': 'A sua subscrição expirou',
  'shell.expired.text':
    'Renove a sua subscrição na secção de faturação para voltar a utilizar o portal e a aplicação.',
  'shell.subscription.openBilling': 'Abrir faturação',
  'shell.offline': 'Ligação à internet perdida: as alterações podem não ser guardadas',
  'shell.contact.title': 'Contacto',
  'shell.contact.text': 'Dúvidas sobre a sua subscrição ou os seus utilizadores? Escreva-nos para',
  // The page names of document.title and of the announcement after a route change.
  'shell.documentTitle': '{page} · Property Video',
  'shell.title.login': 'Iniciar sessão',
  'shell.title.createAccount': 'Criar conta',
  'shell.title.forgot': 'Palavra-passe esquecida',
  'shell.title.recover': 'Redefinir a palavra-passe',
  'shell.title.join': 'Juntar-se à equipa',
  'shell.title.secondFactorRecovery': 'Segundo fator perdido',
  'shell.title.checkout': 'Subscrever',
  'shell.title.userProfile': 'Perfil do utilizador',
  'shell.title.video': 'Vídeo',
  'shell.title.brandKit': 'Kit de marca',
  'shell.pageAnnounced': 'Página carregada: {page}',
} satisfies Record<keyof typeof en, string>;
