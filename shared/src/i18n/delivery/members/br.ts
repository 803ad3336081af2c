import type en from './en-us';

export default {
  'delivery.members.role.owner': 'Proprietário',
  'delivery.members.role.admin': 'Administrador',
  'delivery.members.role.billing': 'Faturamento',
  'delivery.members.role.viewer': 'Leitor',
  'delivery.members.forbidden.admin':
    'Um membro Administrador não pode fazer isso: o faturamento e a equipe são do proprietário. Peça ao proprietário da conta.',
  'delivery.members.forbidden.billing':
    'Um membro Faturamento não pode fazer isso: está fora do faturamento. Peça ao proprietário da conta.',
  'delivery.members.forbidden.viewer':
    'Um membro Leitor pode consultar, mas não alterar nada. Peça ao proprietário da conta.',
  'delivery.members.error.ownerFixed':
    'O proprietário da conta não pode ser removido nem mudar de função.',
  'delivery.members.error.alreadyMember': 'Essa pessoa já faz parte da equipe.',
  'delivery.members.error.ownershipEmailTaken':
    'O e-mail deste membro já é o login do proprietário de outra conta, então não pode virar o login desta conta. Peça que ele mude primeiro o e-mail daquela conta.',
  'delivery.members.error.invitationInvalid':
    'Este link de convite não é válido. Peça um novo ao proprietário da conta.',
  'delivery.members.error.invitationUsed':
    'Este convite já foi usado. Entre com seu e-mail e senha.',
  'delivery.members.error.invitationExpired':
    'Este convite expirou. Peça um novo ao proprietário da conta.',
  'delivery.members.error.invitationRevoked':
    'Este convite foi retirado. Pergunte ao proprietário da conta se você ainda deve entrar na equipe.',
  'delivery.members.error.identityTaken':
    'Este login do Google ou da Apple já é usado por outro acesso ao portal. Escolha outra forma de entrar na equipe, ou entre com o acesso ao qual ele pertence.',
  'delivery.members.error.phoneTaken':
    'Este número já é usado por outra pessoa para entrar no portal. Escolha outra forma de entrar na equipe.',
  'delivery.members.error.ownershipNeedsPassword':
    'Este membro entra sem senha. Peça que ele crie uma (“Esqueceu a senha?” na página de login) antes de se tornar o proprietário da conta.',
  'delivery.mail.memberInvite.subject': '{inviter} convida você para a equipe de {account}',
  'delivery.mail.memberInvite.body':
    '{inviter} convida você para gerenciar {account} no Client Portal da Property Video, com a função {role}. O link abaixo vale por 7 dias e funciona uma única vez.',
  'delivery.mail.memberInvite.action': 'Entrar na equipe',
  'delivery.mail.memberInvite.ignore':
    'Se você não esperava por isso, ignore este e-mail: nada acontece sem você.',
} satisfies Record<keyof typeof en, string>;
