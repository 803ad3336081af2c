import type en from './en-us';

export default {
  'validation.country.required': 'Escolha um país.',
  'validation.currency.required': 'Moeda obrigatória.',
  'validation.interval.required': 'Escolha mensal ou anual.',
  'validation.edition.required': 'Escolha o tipo de assinatura.',
  'validation.users.min': 'Digite um número de usuários maior que 0.',
  'validation.users.max': 'Para mais de 10.000 usuários, fale conosco.',
  'validation.vat.digits': 'O número fiscal deve ter de 9 a 12 dígitos.',
  'validation.address.required': 'O endereço é obrigatório.',
  'validation.city.required': 'A cidade é obrigatória.',
  'validation.postalCode.required': 'O CEP é obrigatório.',
  'validation.card.name': 'Digite o nome impresso no cartão.',
  'validation.card.incomplete': 'Informações do cartão incompletas.',
  'validation.card.numberInvalid': 'Este número de cartão não é válido: confira.',
  'validation.card.expiryInvalid': 'Digite a validade no formato MM/AA.',
  'validation.card.expired': 'Este cartão está vencido.',
  'validation.terms.required': 'Aceite os termos e condições.',
  'payments.coupon.wrong': 'Cupom inválido.',
  'payments.coupon.currency': 'Este cupom é em outra moeda: escolha {currency} para usá-lo.',
  'payments.coupon.yearly': 'Este cupom não pode ser usado no plano anual.',
  'payments.coupon.plan': 'Este cupom não pode ser usado no plano escolhido.',
  'payments.coupon.tooLarge': 'O desconto é maior que o preço do plano.',
  'payments.vat.notFound': 'Número fiscal não encontrado no banco de dados da autoridade fiscal.',
  'payments.refused': 'Pagamento recusado (confira os dados do cartão ou tente outro cartão).',
  'payments.declined': 'Pagamento recusado (fale com o emissor do seu cartão).',
  'payments.error': 'Erro no pagamento, tente de novo.',
  'payments.notSupported': 'Cartão não aceito, tente outro.',
  'payments.accountExists':
    'Este e-mail já tem uma conta paga. Entre e gerencie a assinatura em Cobrança.',
  'payments.idempotencyKeyRequired': 'Está faltando o cabeçalho Idempotency-Key.',
  'payments.idempotencyKeyReused': 'Esta Idempotency-Key já foi usada em outra compra.',
  'payments.cardUnknown': 'Este cartão não está mais disponível: digite-o de novo.',
  'payments.inProgress':
    'Este pagamento ainda está sendo processado. Confira de novo em instantes.',
  'payments.unavailable': 'Os pagamentos estão indisponíveis no momento. Tente mais tarde.',
  'payments.claim.invalid':
    'Este link para a sua assinatura não é mais válido: já foi usado, expirou ou está incompleto. Entre na sua conta se já assumiu a assinatura, ou fale com o suporte.',
  'payments.claim.otherEmail':
    'Esta assinatura foi comprada com {email}: a conta que vai assumi-la precisa usar esse e-mail.',
} satisfies Record<keyof typeof en, string>;
