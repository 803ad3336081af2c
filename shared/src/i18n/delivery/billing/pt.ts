import type en from './en-us';

export default {
  'billing.invoice.title': 'Fatura',
  'billing.invoice.number': 'Número da fatura',
  'billing.invoice.date': 'Data da fatura',
  'billing.invoice.status': 'Estado',
  'billing.invoice.status.paid': 'Paga',
  'billing.invoice.status.open': 'Por pagar',
  'billing.invoice.status.void': 'Anulada',
  'billing.invoice.seller': 'Emitente',
  'billing.invoice.customer': 'Faturar a',
  'billing.invoice.billingAddress': 'Morada de faturação',
  'billing.invoice.vatNumber': 'Número de contribuinte (IVA)',
  'billing.invoice.description': 'Descrição',
  'billing.invoice.quantity': 'Utilizadores',
  'billing.invoice.unitPrice': 'Preço unitário',
  'billing.invoice.amount': 'Montante',
  'billing.invoice.line.plan.month': 'Subscrição Property Video, plano mensal, {start} – {end}',
  'billing.invoice.line.plan.year': 'Subscrição Property Video, plano anual, {start} – {end}',
  'billing.invoice.line.proration':
    'Mudança para {users} utilizadores, {start} – {end} (proporcional)',
  'billing.invoice.line.credit': 'Tempo não utilizado do plano anterior, {start} – {end}',
  'billing.invoice.subtotal': 'Subtotal',
  'billing.invoice.discount': 'Desconto',
  'billing.invoice.discountCoupon': 'Desconto ({coupon})',
  'billing.invoice.net': 'Montante sem IVA',
  'billing.invoice.tax.vat': 'IVA ({rate})',
  'billing.invoice.tax.reverseCharge': 'IVA (autoliquidação)',
  'billing.invoice.tax.notCollected': 'Imposto (não cobrado, {rate})',
  'billing.invoice.note.reverseCharge':
    'Autoliquidação — IVA devido pelo adquirente, artigo 196.º da Diretiva 2006/112/CE do Conselho.',
  'billing.invoice.note.notCollected':
    'Esta fatura não inclui IVA nem imposto sobre vendas: o vendedor não cobra impostos neste país ({country}).',
  'billing.invoice.sample': 'VENDEDOR DE EXEMPLO — não é uma fatura válida',
  'billing.invoice.total': 'Total',
  'billing.invoice.footer': 'Obrigado por utilizar o Property Video. Dúvidas: {support}',
  'billing.invoice.mail.subject': 'A sua fatura Property Video {number}',
  'billing.invoice.mail.body':
    'A sua fatura {number} no valor de {total} segue em anexo a este e-mail.',
  'billing.invoice.mail.setting':
    'Recebe as faturas por e-mail devido a uma definição no separador Faturação do Portal do Cliente; pode desativá-la aí.',
  'billing.notice.card': '{brand} terminado em {last4}',
  'billing.notice.card.unknown': 'Cartão',
  'billing.notice.failed.subject': 'Falha no pagamento da sua subscrição Property Video',
  'billing.notice.failed.body':
    'Não foi possível cobrar {amount} no seu cartão pela renovação da sua subscrição Property Video.',
  'billing.notice.failed.grace':
    'A sua subscrição e os utilizadores da sua aplicação mantêm-se ativos até {date}. Até lá, tentamos cobrar o cartão novamente todos os dias.',
  'billing.notice.failed.fix':
    'Para os manter, atualize os seus dados de pagamento no separador Faturação do Portal do Cliente.',
  'billing.notice.failed.action': 'Atualizar dados de pagamento',
  'billing.notice.failed.after':
    'Se nenhum pagamento for bem-sucedido até lá, a sua subscrição termina e os utilizadores da sua aplicação são desativados.',
  'billing.notice.ended.subject': 'A sua subscrição Property Video terminou',
  'billing.notice.ended.unpaid':
    'Não foi possível pagar a renovação da sua subscrição Property Video até ao fim do período de tolerância, a {date}, pelo que a subscrição terminou.',
  'billing.notice.ended.canceled':
    'A sua subscrição Property Video terminou a {date}, no fim do seu último período: a renovação automática estava desativada.',
  'billing.notice.ended.card':
    'A sua subscrição Property Video terminou a {date}, no fim do seu último período: o cartão registado já não podia pagar a renovação.',
  'billing.notice.ended.users':
    'Os utilizadores da sua aplicação estão desativados. Os perfis são mantidos e voltam assim que subscrever novamente.',
  'billing.notice.ended.restart':
    'Para recomeçar, abra o separador Faturação do Portal do Cliente e pague com um cartão.',
  'billing.notice.ended.action': 'Reativar a minha subscrição',
  'billing.notice.expiring.subject': 'O cartão da sua subscrição Property Video está a expirar',
  'billing.notice.expiring.body':
    'O cartão com que paga a sua subscrição Property Video, {card} (validade {expiry}), já não será válido na próxima renovação, a {date}.',
  'billing.notice.expiring.fix':
    'Adicione um novo cartão no separador Faturação do Portal do Cliente para que a sua subscrição seja renovada sem interrupções.',
  'billing.notice.expiring.action': 'Atualizar dados de pagamento',
  'billing.notice.expiring.after':
    'Sem um cartão válido, a sua subscrição termina a {date} e os utilizadores da sua aplicação são desativados.',
  'billing.portal.title': 'Portal de faturação',
  'billing.portal.back': 'Voltar ao Portal do Cliente',
  'billing.portal.returnUrlForeign':
    'O portal de faturação só pode voltar ao endereço do Portal do Cliente.',
  'billing.portal.expired':
    'Esta ligação de faturação expirou. Abra novamente o portal de faturação a partir do separador Faturação.',
  'billing.portal.plan': 'O seu plano',
  'billing.portal.status': 'Estado',
  'billing.portal.users': 'Utilizadores',
  'billing.portal.interval': 'Faturação',
  'billing.portal.interval.month': 'Mensal',
  'billing.portal.interval.year': 'Anual',
  'billing.portal.renews': 'Renova a',
  'billing.portal.ends': 'Termina a',
  'billing.portal.graceUntil': 'O pagamento falhou. Atualize o cartão antes de',
  'billing.portal.card': 'Cartão',
  'billing.portal.status.ACTIVE': 'Ativa',
  'billing.portal.status.PAST_DUE': 'Pagamento em atraso',
  'billing.portal.status.DISABLED': 'Não será renovada',
  'billing.portal.status.CANCELED': 'Terminada',
  'billing.portal.change': 'Alterar utilizadores ou plano',
  'billing.portal.preview': 'Mostrar o preço',
  'billing.portal.prorated': 'A pagar agora (proporcional ao resto do período): {amount}',
  'billing.portal.credited':
    'Creditado na próxima fatura (proporcional ao resto do período): {amount}',
  'billing.portal.newPeriod': 'Um novo período começa hoje.',
  'billing.portal.confirm': 'Confirmar a alteração',
  'billing.portal.changed': 'O seu plano foi alterado.',
  'billing.portal.seatsInUse':
    'Tem {count} perfis: liberte alguns antes de escolher menos utilizadores.',
  'billing.portal.declined': 'O pagamento foi recusado. Experimente outro cartão.',
  'billing.portal.notChangeable': 'Pague o valor em dívida antes de alterar o plano.',
  'billing.portal.replaceCard': 'Substituir o cartão',
  'billing.portal.payWithCard': 'Pagar com um novo cartão',
  'billing.portal.cardName': 'Nome no cartão',
  'billing.portal.cardNumber': 'Número do cartão',
  'billing.portal.cardExpiry': 'Validade (MM/AA)',
  'billing.portal.cardCvc': 'Código de segurança (CVC)',
  'billing.portal.saveCard': 'Guardar o cartão',
  'billing.portal.cardSaved': 'O seu cartão foi guardado.',
  'billing.portal.challenge': 'O seu banco pede-lhe que confirme este cartão ({card}).',
  'billing.portal.challengeApprove': 'Confirmar junto do meu banco',
  'billing.portal.challengeRefuse': 'Cancelar',
  'billing.portal.payTitle': 'Confirmar o pagamento',
  'billing.portal.payRestart':
    'A subscrição recomeça hoje com um novo período: {amount} será cobrado no cartão {card}.',
  'billing.portal.payInvoice': 'A fatura em aberto de {amount} será cobrada no cartão {card}.',
  'billing.portal.pay': 'Pagar {amount}',
  'billing.portal.payCancel': 'Cancelar',
  'billing.portal.nothingDue': 'Já não há nada a pagar: a subscrição está paga.',
  'billing.portal.amountChanged':
    'O valor em dívida é agora {amount}. Verifique-o e confirme novamente.',
  'billing.portal.paid': 'Obrigado: o pagamento foi recebido e a subscrição está ativa.',
  'billing.portal.cancel': 'Cancelar no fim do período',
  'billing.portal.cancelText': 'A subscrição fica ativa até {date} e depois termina.',
  'billing.portal.canceled': 'A subscrição termina a {date}.',
  'billing.portal.resume': 'Retomar a subscrição',
  'billing.portal.resumed': 'A subscrição voltará a ser renovada.',
  'billing.portal.invoices': 'Faturas',
  'billing.portal.noInvoices': 'Ainda não há faturas.',
  'billing.portal.download': 'Transferir {number} (PDF)',
  'billing.receipt.subject': 'O seu recibo Property Video {number}',
  'billing.receipt.thanks':
    'Obrigado pela sua compra. Recebemos o seu pagamento de {total} em {date}.',
  'billing.receipt.plan': 'O seu plano: {users}, {interval}, {edition}.',
  'billing.receipt.users.one': '1 utilizador',
  'billing.receipt.users.other': '{count} utilizadores',
  'billing.receipt.interval.month': 'faturação mensal',
  'billing.receipt.interval.year': 'faturação anual',
  'billing.receipt.edition.realty': 'edição Imobiliário',
  'billing.receipt.edition.auto': 'edição Automóvel',
  'billing.receipt.invoice': 'A fatura {number} segue em anexo a este e-mail.',
  'billing.receipt.tax.vat': 'Este valor inclui {tax} de IVA ({rate}) sobre {net}.',
  'billing.receipt.tax.reverseCharge':
    'Não foi cobrado IVA: autoliquidação — IVA devido pelo adquirente, artigo 196.º da Diretiva 2006/112/CE do Conselho.',
  'billing.receipt.tax.notCollected':
    'Não foi cobrado IVA nem imposto sobre vendas neste pagamento.',
  'billing.receipt.next':
    'Para começar, abra a sua conta do Portal do Cliente com {email}: o botão abaixo cria-a, ou junta a subscrição à sua conta se já tiver uma com este e-mail.',
  'billing.receipt.action': 'Abrir a minha conta',
  'billing.receipt.link':
    'Esta ligação funciona uma vez, durante {days} dias. Não reencaminhe este e-mail: quem abrir a ligação fica com a subscrição.',
} satisfies Record<keyof typeof en, string>;
