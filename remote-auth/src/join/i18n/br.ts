import type en from './en-us';

export default {
  'auth.join.title': 'Entrar na equipe',
  'auth.join.noToken':
    'Esta página abre pelo link de convite do seu e-mail. Se não o encontrar, peça ao proprietário da conta para convidar você de novo.',
  'auth.join.askAgain': 'Peça ao proprietário da conta para convidar você de novo.',
  'auth.join.intro': '{invitedBy} convida você para gerenciar {account} no portal.',
  'auth.join.account': 'Conta',
  'auth.join.role': 'Sua função',
  'auth.join.role.admin': 'Administrador',
  'auth.join.role.billing': 'Faturamento',
  'auth.join.role.viewer': 'Leitor',
  'auth.join.roleHint.admin':
    'Você vai gerenciar os usuários, o kit da marca, os convites e as importações.',
  'auth.join.roleHint.billing':
    'Você vai gerenciar o faturamento: faturas, dados de pagamento e e-mails de fatura.',
  'auth.join.roleHint.viewer': 'Você verá os usuários e o resumo do faturamento, sem alterá-los.',
  'auth.join.validUntil': 'O convite é válido até {date}.',
  'auth.join.newPassword': 'Escolha uma senha',
  'auth.join.hasLogin':
    '{email} já acessa o portal: digite a senha para entrar também nesta equipe.',
  'auth.join.submit': 'Entrar na equipe',
  'auth.join.submitting': 'Entrando…',
  'auth.join.otherWays': 'Ou entre na equipe sem senha',
  'auth.join.otherWaysHint':
    'O convite comprova o seu e-mail, então sua conta Google ou Apple pode usar outro endereço. Daqui em diante, você entra do mesmo jeito.',
  'auth.join.usePhone': 'Usar meu número de celular',
  'auth.join.phoneTitle': 'Entrar na equipe com seu número de celular',
  'auth.join.backToInvitation': 'Voltar ao convite',
  'auth.join.joining': 'Entrando na equipe…',
  'auth.join.flowLost':
    'Este login não foi iniciado nesta página. Abra de novo o link do convite no seu e-mail.',
  'auth.join.hasLoginWithoutPassword':
    '{email} já entra no portal com Google, Apple ou um número de celular: entre nesta equipe do mesmo jeito.',
} satisfies Record<keyof typeof en, string>;
