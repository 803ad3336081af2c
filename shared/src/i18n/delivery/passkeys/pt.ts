import type en from './en-us';

export default {
  'delivery.passkeys.error.challenge':
    'Este pedido de chave de acesso expirou ou já foi utilizado. Tente novamente.',
  'delivery.passkeys.error.invalid':
    'Não foi possível verificar esta chave de acesso. Tente novamente ou inicie sessão de outra forma.',
  'delivery.passkeys.error.registration':
    'Não foi possível adicionar a chave de acesso: a resposta do seu dispositivo não pôde ser verificada. Tente novamente.',
  'delivery.passkeys.error.alreadyAdded': 'Esta chave de acesso já foi adicionada.',
} satisfies Record<keyof typeof en, string>;
