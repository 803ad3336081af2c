import type en from './en-us';

/** The shell: header, portal tabs, retry card, subscription and connection warnings, contact block. */
export default {
  'shell.header.language': 'Idioma',
  'shell.header.signedInAs': 'Conectado como {email}',
  'shell.header.logout': 'Sair',
  'shell.skipToContent': 'Pular para o conteúdo',
  'shell.frame.title': 'Portal do Cliente',
  'shell.heading.login': 'Entrar no Portal do Cliente',
  'shell.heading.checkout': 'Assine o Property Video',
  'shell.tabs.label': 'Seções do portal',
  'shell.tabs.users': 'Usuários',
  'shell.tabs.billing': 'Faturamento',
  'shell.tabs.settings': 'Configurações',
  'shell.tabs.activity': 'Atividade',
  'shell.remote.failedTitle': 'Não foi possível carregar esta parte do portal',
  'shell.remote.failedText':
    'Verifique sua conexão com a internet e tente novamente. O restante do portal continua funcionando.',
  'shell.remote.incompatibleText':
    'Esta parte do portal precisa da versão {required} da plataforma e o portal oferece a versão {provided}. Ela voltará a funcionar quando ambas forem atualizadas.',
  'shell.grace.title': 'O pagamento falhou.',
  'shell.grace.text':
    'Sua assinatura continua ativa até {date}, enquanto você atualiza seus dados de pagamento.',
  'shell.grace.textNoDate':
    'Sua assinatura continua ativa por um curto período de carência, enquanto você atualiza seus dados de pagamento.',
  'shell.disabled.title': 'Sua assinatura precisa de atenção.',
  'shell.disabled.text': 'Verifique os detalhes da sua assinatura.',
  'shell.expired.title': 'Sua assinatura expirou',
  'shell.expired.text':
    'Renove sua assinatura na seção de faturamento para voltar a usar o portal e o aplicativo.',
  'shell.subscription.openBilling': 'Abrir faturamento',
  'shell.offline': 'Conexão com a internet perdida: as alterações podem não ser salvas',
  'shell.contact.title': 'Contato',
  'shell.contact.text': 'Dúvidas sobre sua assinatura ou seus usuários? Escreva para',
  // The page names of document.title and of the announcement after a route change.
  'shell.documentTitle': '{page} · Property Video',
  'shell.title.login': 'Entrar',
  'shell.title.createAccount': 'Criar conta',
  'shell.title.forgot': 'Esqueci a senha',
  'shell.title.recover': 'Redefinir senha',
  'shell.title.join': 'Entrar na equipe',
  'shell.title.secondFactorRecovery': 'Segundo fator perdido',
  'shell.title.checkout': 'Assinar',
  'shell.title.userProfile': 'Perfil do usuário',
  'shell.title.video': 'Vídeo',
  'shell.title.brandKit': 'Kit de marca',
  'shell.pageAnnounced': 'Página carregada: {page}',
} satisfies Record<keyof typeof en, string>;
