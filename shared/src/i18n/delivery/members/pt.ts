import type en from './en-us';

export default {
  'delivery.members.role.owner': 'Proprietário',
  'delivery.members.role.admin': 'Administrador',
  'delivery.members.role.billing': 'Faturação',
  'delivery.members.role.viewer': 'Leitor',
  'delivery.members.forbidden.admin':
    'Um membro Administrador não pode fazer isto: a faturação e a equipa são do proprietário. Peça ao proprietário da conta.',
  'delivery.members.forbidden.billing':
    'Um membro Faturação não pode fazer isto: está fora da faturação. Peça ao proprietário da conta.',
  'delivery.members.forbidden.viewer':
    'Um membro Leitor pode consultar mas não alterar nada. Peça ao proprietário da conta.',
  'delivery.members.error.ownerFixed':
    'O proprietário da conta não pode ser removido nem mudar de função.',
  'delivery.members.error.alreadyMember': 'Esta pessoa já faz parte da equipa.',
  'delivery.members.error.ownershipEmailTaken':
    'O e-mail deste membro já é o início de sessão do proprietário de outra conta, por isso não pode passar a ser o desta conta. Peça-lhe primeiro que altere o e-mail dessa conta.',
  'delivery.members.error.invitationInvalid':
    'Este link de convite não é válido. Peça um novo ao proprietário da conta.',
  'delivery.members.error.invitationUsed':
    'Este convite já foi utilizado. Inicie sessão com o seu e-mail e palavra-passe.',
  'delivery.members.error.invitationExpired':
    'Este convite expirou. Peça um novo ao proprietário da conta.',
  'delivery.members.error.invitationRevoked':
    'Este convite foi retirado. Pergunte ao proprietário da conta se ainda deve juntar-se à equipa.',
  'delivery.members.error.identityTaken':
    'Este início de sessão Google ou Apple já é utilizado por outro acesso ao portal. Escolha outra forma de aderir, ou inicie sessão com o acesso a que pertence.',
  'delivery.members.error.phoneTaken':
    'Este número já serve para outra pessoa iniciar sessão no portal. Escolha outra forma de aderir.',
  'delivery.members.error.ownershipNeedsPassword':
    'Este membro inicia sessão sem palavra-passe. Peça-lhe que defina uma («Esqueceu-se da palavra-passe?» na página de início de sessão) antes de se tornar o proprietário da conta.',
  'delivery.mail.memberInvite.subject': '{inviter} convida-o para a equipa de {account}',
  'delivery.mail.memberInvite.body':
    '{inviter} convida-o a gerir {account} no Client Portal da Property Video, com a função {role}. O link abaixo é válido durante 7 dias e funciona uma única vez.',
  'delivery.mail.memberInvite.action': 'Juntar-se à equipa',
  'delivery.mail.memberInvite.ignore':
    'Se não estava à espera disto, ignore este e-mail: nada acontece sem si.',
} satisfies Record<keyof typeof en, string>;
