import type en from './en-us';

export default {
  'account.team.title': 'Equipe',
  'account.team.intro':
    'As pessoas que gerenciam esta conta com você, cada uma com seu próprio login. Elas não ocupam vagas do seu plano: só os corretores contam.',
  'account.team.name': 'Nome',
  'account.team.role': 'Função',
  'account.team.lastSignIn': 'Último acesso',
  'account.team.actions': 'Ações',
  'account.team.you': '(você)',
  'account.team.never': 'Nunca acessou',
  'account.team.roleOf': 'Função de {name}',
  'account.team.role.owner': 'Proprietário',
  'account.team.role.admin': 'Administrador',
  'account.team.role.billing': 'Faturamento',
  'account.team.role.viewer': 'Leitor',
  'account.team.roleHint.admin':
    'Usuários, kit da marca, convites e importações, e o registro de atividades; nem o faturamento, nem a equipe.',
  'account.team.roleHint.billing':
    'A aba de faturamento, as faturas, os dados de pagamento e os e-mails de fatura; não os usuários.',
  'account.team.roleHint.viewer':
    'Consulta a aba de usuários e o resumo do faturamento; não altera nada.',
  'account.team.remove': 'Remover',
  'account.team.removeNamed': 'Remover {name}',
  'account.team.removeTitle': 'Remover {name} da equipe?',
  'account.team.removeText':
    '{name} ({email}) não poderá mais acessar esta conta, e as sessões abertas terminam na hora.',
  'account.team.removeConfirm': 'Remover da equipe',
  'account.team.removed': '{name} foi removido da equipe.',
  'account.team.changeTitle': 'Alterar a função de {name}?',
  'account.team.changeText': '{name} passa a ser {role}: {rights}',
  'account.team.changeConfirm': 'Alterar a função',
  'account.team.changed': '{name} agora é {role}.',
  'account.team.invite.title': 'Convidar um membro',
  'account.team.invite.email': 'O e-mail da pessoa',
  'account.team.invite.role': 'Função',
  'account.team.invite.submit': 'Enviar o convite',
  'account.team.invite.submitting': 'Enviando…',
  'account.team.invite.sent': 'Convite enviado para {email}. O link funciona uma vez, por 7 dias.',
  'account.team.pending.title': 'Convites pendentes',
  'account.team.pending.empty': 'Nenhum convite aguardando resposta.',
  'account.team.pending.expires': 'válido até {date}',
  'account.team.pending.revoke': 'Revogar',
  'account.team.pending.revokeNamed': 'Revogar o convite de {email}',
  'account.team.pending.revoked': 'O convite de {email} foi revogado: o link não funciona mais.',
  'account.team.transfer': 'Tornar proprietário',
  'account.team.transferNamed': 'Tornar {name} proprietário',
  'account.team.transferTitle': 'Tornar {name} proprietário?',
  'account.team.transferText':
    '{name} ({email}) passa a ser o proprietário: o login da conta, o faturamento e a equipe passam a ser dessa pessoa. Você continua na equipe como administrador, com seu e-mail e sua senha. Os dois saem e entram de novo.',
  'account.team.transferPassword': 'Sua senha',
  'account.team.transferConfirm': 'Transferir a propriedade',
  'account.team.transferring': 'Transferindo…',
  'account.team.transferredTitle': 'Propriedade transferida',
  'account.team.transferred':
    '{name} agora é o proprietário desta conta. Entre de novo com seu e-mail e sua senha: você é administrador da equipe.',
  'account.team.signInAgain': 'Entrar de novo',
} satisfies Record<keyof typeof en, string>;
