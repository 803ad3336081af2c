import type en from './en-us';

export default {
  'validation.country.required': 'Escolha um país.',
  'validation.currency.required': 'Moeda obrigatória.',
  'validation.interval.required': 'Escolha mensal ou anual.',
  'validation.edition.required': 'Escolha o tipo de subscrição.',
  'validation.users.min': 'Introduza um número de utilizadores superior a 0.',
  'validation.users.whole': 'Introduza um número inteiro de utilizadores.',
  'validation.users.max': 'Para mais de 10 000 utilizadores, contacte-nos.',
  'validation.vat.digits': 'O NIF deve ter de 9 a 12 dígitos.',
  'validation.address.required': 'A morada é obrigatória.',
  'validation.city.required': 'A localidade é obrigatória.',
  'validation.postalCode.required': 'O código postal é obrigatório.',
  'validation.state.required': 'Escolha o estado ou a província.',
  'validation.state.unknown': 'Escolha um estado ou uma província da lista.',
  'validation.card.name': 'Introduza o nome que consta do cartão.',
  'validation.card.incomplete': 'Informação do cartão incompleta.',
  'validation.card.numberInvalid': 'Este número de cartão não é válido: verifique-o.',
  'validation.card.expiryInvalid': 'Introduza a data de validade no formato MM/AA.',
  'validation.card.expired': 'Este cartão expirou.',
  'validation.terms.required': 'Aceite os termos e condições.',
  'payments.coupon.wrong': 'Cupão errado.',
  'payments.coupon.currency': 'Este cupão é noutra moeda: escolha {currency} para o utilizar.',
  'payments.coupon.yearly': 'Este cupão não pode ser usado no plano anual.',
  'payments.coupon.plan': 'Este cupão não pode ser usado no plano escolhido.',
  'payments.coupon.tooLarge': 'O desconto é superior ao preço do plano.',
  'payments.vat.notFound': 'NIF não encontrado na base de dados da autoridade tributária.',
  'payments.refused':
    'Pagamento recusado (verifique os dados do cartão ou experimente outro cartão).',
  'payments.declined': 'Pagamento recusado (contacte o emissor do seu cartão).',
  'payments.error': 'Erro no pagamento, tente novamente.',
  'payments.notSupported': 'Cartão não suportado, experimente outro.',
  'payments.accountExists':
    'Este e-mail já tem uma conta paga. Inicie sessão e gira a subscrição em Faturação.',
  'payments.idempotencyKeyRequired': 'Falta o cabeçalho Idempotency-Key.',
  'payments.idempotencyKeyReused': 'Esta Idempotency-Key já foi usada noutra compra.',
  'payments.cardUnknown': 'Este cartão já não está disponível: introduza-o novamente.',
  'payments.inProgress':
    'Este pagamento ainda está a ser processado. Verifique novamente dentro de momentos.',
  'payments.unavailable': 'Os pagamentos estão indisponíveis de momento. Tente mais tarde.',
  'payments.claim.otherEmail':
    'Esta subscrição foi comprada com {email}: a conta que a assume tem de usar esse e-mail.',
} satisfies Record<keyof typeof en, string>;
