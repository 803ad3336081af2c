import type en from './en-us';

export default {
  'delivery.cancellation.canceled.subject': 'A sua subscrição Property Video termina a {date}',
  'delivery.cancellation.canceled.body':
    '{who} cancelou a subscrição. Não será renovada e não será cobrado mais nada.',
  'delivery.cancellation.canceled.access':
    'O Portal do Cliente e a aplicação dos seus agentes funcionam até {date}; a aplicação para nessa data. Os seus perfis, vídeos e definições são guardados até {keptUntil}.',
  'delivery.cancellation.canceled.resume':
    'Mudou de ideias? Retome-a antes de {date} no separador Faturação: nada é cobrado até à renovação habitual.',
  'delivery.cancellation.resumed.subject': 'A sua subscrição Property Video voltará a ser renovada',
  'delivery.cancellation.resumed.body':
    '{who} retomou a subscrição: nada muda para a sua equipa e os seus agentes, e nada foi cobrado hoje. Renova-se a {date}, como antes.',
  'delivery.cancellation.action': 'Abrir o separador Faturação',
  'delivery.cancellation.error.notCancellable':
    'Esta subscrição não pode ser cancelada agora: não está ativa, ou já tem fim marcado.',
  'delivery.cancellation.error.notResumable':
    'Esta subscrição não pode ser retomada: não está cancelada, ou já terminou.',
  'delivery.cancellation.error.offerUnavailable': 'Esta oferta já não está disponível.',
} satisfies Record<keyof typeof en, string>;
