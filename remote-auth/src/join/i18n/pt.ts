import type en from './en-us';

export default {
  'auth.join.title': 'Juntar-se à equipa',
  'auth.join.noToken':
    'Esta página abre-se a partir da ligação de convite do seu e-mail. Se não a encontrar, peça ao proprietário da conta que o convide de novo.',
  'auth.join.askAgain': 'Peça ao proprietário da conta que o convide de novo.',
  'auth.join.intro': '{invitedBy} convida-o a gerir {account} no portal.',
  'auth.join.account': 'Conta',
  'auth.join.role': 'A sua função',
  'auth.join.role.admin': 'Administrador',
  'auth.join.role.billing': 'Faturação',
  'auth.join.role.viewer': 'Leitor',
  'auth.join.roleHint.admin':
    'Vai gerir os utilizadores, o kit de marca, os convites e as importações.',
  'auth.join.roleHint.billing':
    'Vai gerir a faturação: faturas, dados de pagamento e e-mails de fatura.',
  'auth.join.roleHint.viewer': 'Vai ver os utilizadores e o resumo de faturação, sem os alterar.',
  'auth.join.validUntil': 'O convite é válido até {date}.',
  'auth.join.newPassword': 'Escolha uma palavra-passe',
  'auth.join.hasLogin':
    '{email} já inicia sessão no portal: introduza a palavra-passe para se juntar também a esta equipa.',
  'auth.join.submit': 'Juntar-me à equipa',
  'auth.join.submitting': 'A entrar…',
  'auth.join.otherWays': 'Ou aderir sem palavra-passe',
  'auth.join.otherWaysHint':
    'O convite prova o seu e-mail, por isso a sua conta Google ou Apple pode usar outro endereço. A partir de agora, inicia sessão da mesma forma.',
  'auth.join.usePhone': 'Usar o meu número de telemóvel',
  'auth.join.phoneTitle': 'Aderir com o seu número de telemóvel',
  'auth.join.backToInvitation': 'Voltar ao convite',
  'auth.join.joining': 'A aderir à equipa…',
  'auth.join.flowLost':
    'Este início de sessão não foi iniciado nesta página. Abra novamente a ligação do convite no seu e-mail.',
  'auth.join.hasLoginWithoutPassword':
    '{email} já inicia sessão no portal com Google, Apple ou um número de telemóvel: adira a esta equipa da mesma forma.',
} satisfies Record<keyof typeof en, string>;
