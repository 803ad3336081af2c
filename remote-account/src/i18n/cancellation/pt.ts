import type en from './en-us';

export default {
  'account.cancellation.open': 'Cancelar subscrição',
  'account.cancellation.title': 'Cancelar a sua subscrição?',
  'account.cancellation.whatHappens': 'O que acontece',
  'account.cancellation.access':
    'Tudo continua a funcionar até {date}. Depois disso, nada mais é cobrado.',
  'account.cancellation.app': 'A aplicação dos seus agentes para a {date}.',
  'account.cancellation.data':
    'Os seus perfis, vídeos e definições são guardados até {date}: retome ou volte a subscrever antes disso e tudo regressa.',
  'account.cancellation.reason': 'Porque está a cancelar?',
  'account.cancellation.reason.too_expensive': 'É demasiado caro',
  'account.cancellation.reason.not_using': 'Não o usamos o suficiente',
  'account.cancellation.reason.missing_features': 'Falta uma funcionalidade de que precisamos',
  'account.cancellation.reason.switching': 'Vamos mudar para outro serviço',
  'account.cancellation.reason.temporary': 'Só precisamos de uma pausa',
  'account.cancellation.reason.other': 'Outro motivo',
  'account.cancellation.comment': 'Quer dizer-nos mais alguma coisa? (opcional)',
  'account.cancellation.keep': 'Manter a minha subscrição',
  'account.cancellation.confirm': 'Cancelar subscrição',
  'account.cancellation.confirming': 'A cancelar…',
  'account.cancellation.offer.title': 'Antes de sair',
  'account.cancellation.offer.percentOnce': '{percent}% de desconto na próxima renovação.',
  'account.cancellation.offer.percentForever': '{percent}% de desconto em cada renovação.',
  'account.cancellation.offer.percentMonths':
    '{percent}% de desconto nas renovações {months, plural, one {do próximo mês} other {dos próximos # meses}}.',
  'account.cancellation.offer.amountOnce': '{amount} de desconto na próxima renovação.',
  'account.cancellation.offer.amountForever': '{amount} de desconto em cada renovação.',
  'account.cancellation.offer.amountMonths':
    '{amount} de desconto nas renovações {months, plural, one {do próximo mês} other {dos próximos # meses}}.',
  'account.cancellation.offer.accept': 'Aceitar a oferta e ficar',
  'account.cancellation.offer.taken': 'Oferta aplicada: a sua subscrição continua com o desconto.',
  'account.cancellation.endsOn': 'Termina a {date}',
  'account.cancellation.endsOnHint':
    'Cancelou esta subscrição. Tudo funciona até essa data; retome-a para que continue a renovar-se.',
  'account.cancellation.resume': 'Retomar',
  'account.cancellation.resuming': 'A retomar…',
  'account.cancellation.resumed': 'A sua subscrição volta a renovar-se. Nada foi cobrado.',
} satisfies Record<keyof typeof en, string>;
