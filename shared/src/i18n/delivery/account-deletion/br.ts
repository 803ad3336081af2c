import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Esta conta está sendo excluída a pedido do proprietário. Você pode restaurá-la até que os dados sejam apagados.',
  'delivery.deletion.error.deleted': 'Esta conta foi excluída pelo proprietário.',
  'delivery.deletion.error.confirmation':
    'Digite exatamente o endereço de e-mail da conta para confirmar a exclusão.',
  'delivery.deletion.error.restoreInvalid':
    'Esta oferta de restauração expirou ou já foi usada. Entre novamente.',
  'delivery.deletion.requested.subject': 'Sua conta Property Video será excluída em {date}',
  'delivery.deletion.requested.body':
    'O proprietário da conta pediu a exclusão da conta do Portal do Cliente. Ela está encerrada a partir de agora: a assinatura foi cancelada (sem reembolso), toda a equipe e o app dos seus corretores foram desconectados, e ninguém pode entrar.',
  'delivery.deletion.requested.then':
    'Em {date}, os dados dela serão apagados definitivamente: os perfis, vídeos e imagens, o kit da marca, a equipe e o registro de atividades. As faturas são guardadas como a lei exige, somente com o nome, o endereço e o número fiscal da empresa.',
  'delivery.deletion.requested.undo':
    'Mudou de ideia? Se o proprietário entrar antes de {date}, poderá restaurar a conta.',
  'delivery.deletion.requested.action': 'Entrar para restaurar a conta',
  'delivery.deletion.requested.notYou':
    'Se você não pediu esta exclusão, entre agora para restaurar a conta e depois troque sua senha.',
  'delivery.deletion.restored.subject': 'Sua conta Property Video foi restaurada',
  'delivery.deletion.restored.body':
    'O proprietário restaurou a conta: nada será apagado, e você e sua equipe podem entrar novamente.',
  'delivery.deletion.restored.billing':
    'A assinatura continua cancelada: assine novamente na aba de cobrança para reativar o app dos seus corretores.',
  'delivery.deletion.restored.action': 'Entrar',
  'delivery.deletion.ending.subject': 'Seus dados do Property Video serão apagados em {date}',
  'delivery.deletion.ending.body':
    'Sua assinatura do Property Video terminou em {ended}. Como avisamos no cancelamento, guardamos seus perfis, vídeos, imagens, kit de marca e equipe por 90 dias, caso você voltasse.',
  'delivery.deletion.ending.then':
    'Em {date}, esses dados serão apagados definitivamente, junto com a conta do Portal do Cliente: depois disso ninguém poderá entrar. As faturas são mantidas como a lei exige, apenas com o nome, o endereço e o número fiscal da empresa.',
  'delivery.deletion.ending.keep':
    'Para manter tudo como está, reative sua assinatura na aba Cobrança do Portal do Cliente antes de {date}.',
  'delivery.deletion.ending.action': 'Abrir a aba Cobrança',
} satisfies Record<keyof typeof en, string>;
