import type en from './en-us';

export default {
  'account.team.title': 'Equipa',
  'account.team.intro':
    'As pessoas que gerem esta conta consigo, cada uma com o seu próprio início de sessão. Não ocupam lugares do seu plano: só os agentes contam.',
  'account.team.name': 'Nome',
  'account.team.role': 'Função',
  'account.team.lastSignIn': 'Último início de sessão',
  'account.team.actions': 'Ações',
  'account.team.you': '(você)',
  'account.team.never': 'Nunca iniciou sessão',
  'account.team.roleOf': 'Função de {name}',
  'account.team.changeRole': 'Alterar função',
  'account.team.changeRoleNamed': 'Alterar a função de {name}',
  'account.team.role.owner': 'Proprietário',
  'account.team.role.admin': 'Administrador',
  'account.team.role.billing': 'Faturação',
  'account.team.role.viewer': 'Leitor',
  'account.team.roleHint.admin':
    'Utilizadores, kit de marca, convites e importações, e o registo de atividade; nem a faturação, nem a equipa.',
  'account.team.roleHint.billing':
    'O separador de faturação, as faturas, os dados de pagamento e os e-mails de fatura; não os utilizadores.',
  'account.team.roleHint.viewer':
    'Consulta o separador de utilizadores e o resumo de faturação; não altera nada.',
  'account.team.remove': 'Remover',
  'account.team.removeNamed': 'Remover {name}',
  'account.team.removeTitle': 'Remover {name} da equipa?',
  'account.team.removeText':
    '{name} ({email}) deixa de poder iniciar sessão nesta conta, e as sessões abertas terminam de imediato.',
  'account.team.removeConfirm': 'Remover da equipa',
  'account.team.removed': '{name} foi removido da equipa.',
  'account.team.changeTitle': 'Alterar a função de {name}?',
  'account.team.changeText': '{name} passa a ser {role}: {rights}',
  'account.team.changeConfirm': 'Alterar a função',
  'account.team.changed': '{name} passou a ser {role}.',
  'account.team.invite.title': 'Convidar um membro',
  'account.team.invite.email': 'O e-mail da pessoa',
  'account.team.invite.role': 'Função',
  'account.team.invite.submit': 'Enviar o convite',
  'account.team.invite.submitting': 'A enviar…',
  'account.team.invite.sent':
    'Convite enviado para {email}. A ligação funciona uma vez, durante 7 dias.',
  'account.team.pending.title': 'Convites pendentes',
  'account.team.pending.empty': 'Nenhum convite aguarda resposta.',
  'account.team.pending.expires': 'válido até {date}',
  'account.team.pending.revoke': 'Revogar',
  'account.team.pending.revokeNamed': 'Revogar o convite de {email}',
  'account.team.pending.revoked':
    'O convite de {email} foi revogado: a ligação deixou de funcionar.',
  'account.team.transfer': 'Tornar proprietário',
  'account.team.transferNamed': 'Tornar {name} proprietário',
  'account.team.transferTitle': 'Tornar {name} proprietário?',
  'account.team.transferText':
    '{name} ({email}) passa a ser o proprietário: o início de sessão da conta, a faturação e a equipa passam a ser seus. Continua na equipa como administrador, com o seu e-mail e a sua palavra-passe. Ambos terminam a sessão e voltam a iniciá-la.',
  'account.team.transferPassword': 'A sua palavra-passe',
  'account.team.transferConfirm': 'Transferir a propriedade',
  'account.team.transferring': 'A transferir…',
  'account.team.transferredTitle': 'Propriedade transferida',
  'account.team.transferred':
    '{name} é agora o proprietário desta conta. Inicie sessão de novo com o seu e-mail e a sua palavra-passe: é administrador da equipa.',
  'account.team.signInAgain': 'Iniciar sessão de novo',
} satisfies Record<keyof typeof en, string>;
