import type en from './en-us';

export default {
  'account.deletion.title': 'Eliminar a conta',
  'account.deletion.intro':
    'Elimina definitivamente a conta, os perfis dos agentes, as imagens e a equipa, após 14 dias em que pode mudar de ideias.',
  'account.deletion.open': 'Eliminar a minha conta…',
  'account.deletion.dialogTitle': 'Eliminar a conta?',
  'account.deletion.effect.now':
    'De imediato: a subscrição é cancelada, todos terminam a sessão (a equipa e a aplicação dos agentes também) e ninguém pode iniciar sessão.',
  'account.deletion.effect.noRefund': 'O período já pago não é reembolsado.',
  'account.deletion.effect.undo':
    'Durante 14 dias, pode restaurar tudo iniciando sessão com o seu e-mail e palavra-passe.',
  'account.deletion.effect.erased':
    'Depois, os perfis, imagens, equipa e dados pessoais são apagados. As faturas são guardadas como a lei exige, apenas com os dados da empresa.',
  'account.deletion.password': 'A sua palavra-passe',
  'account.deletion.code': 'Código da sua aplicação de autenticação',
  'account.deletion.confirmation': 'Para confirmar, escreva o e-mail da conta: {email}',
  'account.deletion.cancel': 'Manter a minha conta',
  'account.deletion.submit': 'Eliminar a conta',
  'account.deletion.submitting': 'A eliminar…',
  'account.deletion.doneTitle': 'Conta eliminada',
  'account.deletion.done':
    'Todos terminaram a sessão. Os dados da conta serão apagados a {date}; até lá, inicie sessão para a restaurar.',
  'account.deletion.doneClose': 'Terminar sessão',
  'account.deletion.restore.title': 'Esta conta está a ser eliminada',
  'account.deletion.restore.text':
    'Os seus dados serão apagados a {date}. Restaure-a para a voltar a usar; a subscrição continua cancelada.',
  'account.deletion.restore.submit': 'Restaurar a minha conta',
  'account.deletion.restore.submitting': 'A restaurar…',
} satisfies Record<keyof typeof en, string>;
