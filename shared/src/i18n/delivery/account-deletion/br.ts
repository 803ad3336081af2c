import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Esta conta está sendo excluída a pedido do proprietário. Você pode restaurá-la até que os dados sejam apagados.',
  'delivery.deletion.error.deleted': 'Esta conta foi excluída pelo proprietário.',
  'delivery.deletion.error.confirmation':
    'Digite exatamente o endereço de e-mail da conta para confirmar a exclusão.',
  'delivery.deletion.error.restoreInvalid':
    'Esta oferta de restauração expirou ou já foi usada. Entre novamente.',
} satisfies Record<keyof typeof en, string>;
