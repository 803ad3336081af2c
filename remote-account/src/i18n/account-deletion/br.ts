import type en from './en-us';

export default {
  'account.deletion.title': 'Excluir a conta',
  'account.deletion.intro':
    'Exclui definitivamente a conta, os perfis dos agentes, as imagens e a equipe, depois de 14 dias em que você pode mudar de ideia.',
  'account.deletion.open': 'Excluir minha conta…',
  'account.deletion.dialogTitle': 'Excluir a conta?',
  'account.deletion.effect.now':
    'Na hora: a assinatura é cancelada, todos saem (a equipe e o aplicativo dos agentes também) e ninguém consegue entrar.',
  'account.deletion.effect.noRefund': 'O período já pago não é reembolsado.',
  'account.deletion.effect.undo':
    'Durante 14 dias, você pode restaurar tudo entrando com seu e-mail e senha.',
  'account.deletion.effect.erased':
    'Depois, os perfis, imagens, a equipe e os dados pessoais são apagados. As faturas são mantidas como a lei exige, só com os dados da empresa.',
  'account.deletion.password': 'Sua senha',
  'account.deletion.code': 'Código do seu aplicativo autenticador',
  'account.deletion.confirmation': 'Para confirmar, digite o e-mail da conta: {email}',
  'account.deletion.cancel': 'Manter minha conta',
  'account.deletion.submit': 'Excluir a conta',
  'account.deletion.submitting': 'Excluindo…',
  'account.deletion.doneTitle': 'Conta excluída',
  'account.deletion.done':
    'Todos saíram. Os dados da conta serão apagados em {date}; até lá, entre para restaurá-la.',
  'account.deletion.doneClose': 'Sair',
  'account.deletion.restore.title': 'Esta conta está sendo excluída',
  'account.deletion.restore.text':
    'Os dados serão apagados em {date}. Restaure-a para usá-la de novo; a assinatura continua cancelada.',
  'account.deletion.restore.submit': 'Restaurar minha conta',
  'account.deletion.restore.submitting': 'Restaurando…',
} satisfies Record<keyof typeof en, string>;
