import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Esta conta está a ser eliminada a pedido do seu proprietário. Pode restaurá-la até os seus dados serem apagados.',
  'delivery.deletion.error.deleted': 'Esta conta foi eliminada pelo seu proprietário.',
  'delivery.deletion.error.confirmation':
    'Escreva exatamente o endereço de e-mail da conta para confirmar a eliminação.',
  'delivery.deletion.error.restoreInvalid':
    'Esta oferta de restauro expirou ou já foi usada. Inicie sessão novamente.',
} satisfies Record<keyof typeof en, string>;
