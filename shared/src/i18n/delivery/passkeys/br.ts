import type en from './en-us';

export default {
  'delivery.passkeys.error.challenge':
    'Esta solicitação de chave de acesso expirou ou já foi usada. Tente de novo.',
  'delivery.passkeys.error.invalid':
    'Não foi possível verificar esta chave de acesso. Tente de novo ou entre de outra forma.',
  'delivery.passkeys.error.registration':
    'Não foi possível adicionar a chave de acesso: a resposta do seu dispositivo não pôde ser verificada. Tente de novo.',
  'delivery.passkeys.error.alreadyAdded': 'Esta chave de acesso já foi adicionada.',
} satisfies Record<keyof typeof en, string>;
