import type en from './en-us';

export default {
  'account.cancellation.open': 'Cancelar assinatura',
  'account.cancellation.title': 'Cancelar sua assinatura?',
  'account.cancellation.whatHappens': 'O que acontece',
  'account.cancellation.access':
    'Tudo continua funcionando até {date}. Depois disso, nada mais é cobrado.',
  'account.cancellation.app': 'O aplicativo dos seus corretores para em {date}.',
  'account.cancellation.data':
    'Seus perfis, vídeos e configurações ficam guardados até {date}: retome ou assine de novo antes disso e tudo volta.',
  'account.cancellation.reason': 'Por que você está cancelando?',
  'account.cancellation.reason.too_expensive': 'Está caro demais',
  'account.cancellation.reason.not_using': 'Não usamos o suficiente',
  'account.cancellation.reason.missing_features': 'Falta um recurso de que precisamos',
  'account.cancellation.reason.switching': 'Vamos mudar para outro serviço',
  'account.cancellation.reason.temporary': 'Só precisamos de uma pausa',
  'account.cancellation.reason.other': 'Outro motivo',
  'account.cancellation.comment': 'Quer nos contar mais alguma coisa? (opcional)',
  'account.cancellation.keep': 'Manter minha assinatura',
  'account.cancellation.confirm': 'Cancelar assinatura',
  'account.cancellation.confirming': 'Cancelando…',
  'account.cancellation.offer.title': 'Antes de você ir',
  'account.cancellation.offer.percentOnce': '{percent}% de desconto na próxima renovação.',
  'account.cancellation.offer.percentForever': '{percent}% de desconto em todas as renovações.',
  'account.cancellation.offer.percentMonths':
    '{percent}% de desconto nas renovações {months, plural, one {do próximo mês} other {dos próximos # meses}}.',
  'account.cancellation.offer.amountOnce': '{amount} de desconto na próxima renovação.',
  'account.cancellation.offer.amountForever': '{amount} de desconto em todas as renovações.',
  'account.cancellation.offer.amountMonths':
    '{amount} de desconto nas renovações {months, plural, one {do próximo mês} other {dos próximos # meses}}.',
  'account.cancellation.offer.accept': 'Aceitar a oferta e ficar',
  'account.cancellation.offer.taken': 'Oferta aplicada: sua assinatura continua com o desconto.',
  'account.cancellation.endsOn': 'Termina em {date}',
  'account.cancellation.endsOnHint':
    'Você cancelou esta assinatura. Tudo funciona até essa data; retome para que ela continue renovando.',
  'account.cancellation.resume': 'Retomar',
  'account.cancellation.resuming': 'Retomando…',
  'account.cancellation.resumed': 'Sua assinatura voltou a renovar. Nada foi cobrado.',
} satisfies Record<keyof typeof en, string>;
