import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Esta conta está a ser eliminada a pedido do seu proprietário. Pode restaurá-la até os seus dados serem apagados.',
  'delivery.deletion.error.deleted': 'Esta conta foi eliminada pelo seu proprietário.',
  'delivery.deletion.error.confirmation':
    'Escreva exatamente o endereço de e-mail da conta para confirmar a eliminação.',
  'delivery.deletion.error.restoreInvalid':
    'Esta oferta de restauro expirou ou já foi usada. Inicie sessão novamente.',
  'delivery.deletion.requested.subject': 'A sua conta Property Video será eliminada a {date}',
  'delivery.deletion.requested.body':
    'O proprietário da conta pediu a eliminação da conta do Portal do Cliente. A conta está fechada a partir de agora: a subscrição foi cancelada (sem reembolso), toda a equipa e a aplicação dos seus agentes terminaram a sessão, e ninguém pode iniciar sessão.',
  'delivery.deletion.requested.then':
    'A {date}, os seus dados serão apagados definitivamente: os perfis, vídeos e imagens, o kit de marca, a equipa e o registo de atividade. As faturas são conservadas como a lei exige, apenas com o nome, a morada e o número de IVA da empresa.',
  'delivery.deletion.requested.undo':
    'Mudou de ideias? Se o proprietário iniciar sessão antes de {date}, ser-lhe-á proposto restaurar a conta.',
  'delivery.deletion.requested.action': 'Iniciar sessão para restaurar a conta',
  'delivery.deletion.requested.notYou':
    'Se não pediu esta eliminação, inicie sessão agora para restaurar a conta e, depois, altere a sua palavra-passe.',
  'delivery.deletion.restored.subject': 'A sua conta Property Video foi restaurada',
  'delivery.deletion.restored.body':
    'O proprietário restaurou a conta: nada será apagado, e o utilizador e a sua equipa podem voltar a iniciar sessão.',
  'delivery.deletion.restored.billing':
    'A subscrição continua cancelada: subscreva novamente no separador de faturação para voltar a ativar a aplicação dos seus agentes.',
  'delivery.deletion.restored.action': 'Iniciar sessão',
  'delivery.deletion.ending.subject': 'Os seus dados Property Video serão apagados a {date}',
  'delivery.deletion.ending.body':
    'A sua subscrição Property Video terminou a {ended}. Como indicado no cancelamento, guardámos os seus perfis, vídeos, imagens, kit de marca e equipa durante 90 dias, caso voltasse.',
  'delivery.deletion.ending.then':
    'A {date}, estes dados serão apagados definitivamente, juntamente com a conta do Portal do Cliente: depois disso ninguém poderá iniciar sessão. As faturas são guardadas como a lei exige, apenas com o nome, a morada e o número de IVA da empresa.',
  'delivery.deletion.ending.keep':
    'Para manter tudo como está, reative a sua subscrição no separador Faturação do Portal do Cliente antes de {date}.',
  'delivery.deletion.ending.action': 'Abrir o separador Faturação',
} satisfies Record<keyof typeof en, string>;
