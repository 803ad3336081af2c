import type en from './en-us';

export default {
  'delivery.cancellation.canceled.subject': 'Sua assinatura Property Video termina em {date}',
  'delivery.cancellation.canceled.body':
    '{who} cancelou a assinatura. Ela não será renovada e nada mais será cobrado.',
  'delivery.cancellation.canceled.access':
    'O Portal do Cliente e o aplicativo dos seus corretores funcionam até {date}; o aplicativo para nessa data. Seus perfis, vídeos e configurações ficam guardados até {keptUntil}.',
  'delivery.cancellation.canceled.resume':
    'Mudou de ideia? Retome antes de {date} na aba Cobrança: nada é cobrado até a renovação de sempre.',
  'delivery.cancellation.resumed.subject': 'Sua assinatura Property Video voltará a ser renovada',
  'delivery.cancellation.resumed.body':
    '{who} retomou a assinatura: nada muda para sua equipe e seus corretores, e nada foi cobrado hoje. Ela renova em {date}, como antes.',
  'delivery.cancellation.action': 'Abrir a aba Cobrança',
  'delivery.cancellation.error.notCancellable':
    'Esta assinatura não pode ser cancelada agora: ela não está ativa ou já tem data para terminar.',
  'delivery.cancellation.error.notResumable':
    'Esta assinatura não pode ser retomada: ela não está cancelada ou já terminou.',
  'delivery.cancellation.error.offerUnavailable': 'Esta oferta não está mais disponível.',
} satisfies Record<keyof typeof en, string>;
