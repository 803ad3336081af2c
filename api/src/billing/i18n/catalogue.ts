import type { Locale } from '@portal/shared/i18n/locales';

/**
 * The texts only the billing engine writes: the invoice PDF, the invoice e-mail and the notices
 * of notices/ (a renewal that failed, a subscription that ended, a card that expires before the
 * next renewal). Placeholders are {name}, filled by `fill` (delivery templates).
 */
const en = {
  'invoice.title': 'Invoice',
  'invoice.number': 'Invoice number',
  'invoice.date': 'Invoice date',
  'invoice.status': 'Status',
  'invoice.status.paid': 'Paid',
  'invoice.status.open': 'Due',
  'invoice.status.void': 'Void',
  'invoice.seller': 'From',
  'invoice.customer': 'Bill to',
  'invoice.billingAddress': 'Billing address',
  'invoice.vatNumber': 'VAT number',
  'invoice.description': 'Description',
  'invoice.quantity': 'Users',
  'invoice.unitPrice': 'Unit price',
  'invoice.amount': 'Amount',
  'invoice.line.plan.month': 'Property Video subscription, monthly plan, {start} – {end}',
  'invoice.line.plan.year': 'Property Video subscription, yearly plan, {start} – {end}',
  'invoice.line.proration': 'Change to {users} users, {start} – {end} (prorated)',
  'invoice.line.credit': 'Unused time on the previous plan, {start} – {end}',
  'invoice.subtotal': 'Subtotal',
  'invoice.discount': 'Discount',
  'invoice.discountCoupon': 'Discount ({coupon})',
  'invoice.tax': 'Tax ({rate})',
  'invoice.total': 'Total',
  'invoice.footer': 'Thank you for using Property Video. Questions: {support}',
  'invoice.mail.subject': 'Your Property Video invoice {number}',
  'invoice.mail.body': 'Your invoice {number} of {total} is attached to this e-mail.',
  'invoice.mail.setting':
    'You receive invoices by e-mail because of a setting in the billing tab of the Customer Portal; you can turn it off there.',
  'notice.card': '{brand} ending in {last4}',
  'notice.card.unknown': 'Card',
  'notice.failed.subject': 'Payment failed for your Property Video subscription',
  'notice.failed.body':
    'We could not charge {amount} to your card for the renewal of your Property Video subscription.',
  'notice.failed.grace':
    'Your subscription and your app users stay active until {date}. Until then, we try the card again every day.',
  'notice.failed.fix':
    'To keep them, update your payment details in the billing tab of the Customer Portal.',
  'notice.failed.action': 'Update payment details',
  'notice.failed.after':
    'If no payment succeeds by then, your subscription ends and your app users are switched off.',
  'notice.ended.subject': 'Your Property Video subscription has ended',
  'notice.ended.unpaid':
    'The renewal of your Property Video subscription could not be paid by the end of the grace period on {date}, so the subscription has ended.',
  'notice.ended.canceled':
    'Your Property Video subscription ended on {date}, at the end of its last period: automatic renewal was turned off.',
  'notice.ended.card':
    'Your Property Video subscription ended on {date}, at the end of its last period: the card on file could no longer pay the renewal.',
  'notice.ended.users':
    'Your app users are switched off. Their profiles are kept and come back as soon as you subscribe again.',
  'notice.ended.restart':
    'To start again, open the billing tab of the Customer Portal and pay with a card.',
  'notice.ended.action': 'Restart my subscription',
  'notice.expiring.subject': 'The card for your Property Video subscription is expiring',
  'notice.expiring.body':
    'The card that pays your Property Video subscription, {card} (expiry {expiry}), will no longer be valid at your next renewal on {date}.',
  'notice.expiring.fix':
    'Add a new card in the billing tab of the Customer Portal so that your subscription renews without interruption.',
  'notice.expiring.action': 'Update payment details',
  'notice.expiring.after':
    'Without a valid card, your subscription ends on {date} and your app users are switched off.',
};
export type BillingMessageId = keyof typeof en;

const fr: typeof en = {
  'invoice.title': 'Facture',
  'invoice.number': 'Numéro de facture',
  'invoice.date': 'Date de facture',
  'invoice.status': 'Statut',
  'invoice.status.paid': 'Payée',
  'invoice.status.open': 'À payer',
  'invoice.status.void': 'Annulée',
  'invoice.seller': 'Émetteur',
  'invoice.customer': 'Facturé à',
  'invoice.billingAddress': 'Adresse de facturation',
  'invoice.vatNumber': 'Numéro de TVA',
  'invoice.description': 'Désignation',
  'invoice.quantity': 'Utilisateurs',
  'invoice.unitPrice': 'Prix unitaire',
  'invoice.amount': 'Montant',
  'invoice.line.plan.month': 'Abonnement Property Video, formule mensuelle, {start} – {end}',
  'invoice.line.plan.year': 'Abonnement Property Video, formule annuelle, {start} – {end}',
  'invoice.line.proration': 'Passage à {users} utilisateurs, {start} – {end} (au prorata)',
  'invoice.line.credit': 'Temps non utilisé de la formule précédente, {start} – {end}',
  'invoice.subtotal': 'Sous-total',
  'invoice.discount': 'Remise',
  'invoice.discountCoupon': 'Remise ({coupon})',
  'invoice.tax': 'Taxe ({rate})',
  'invoice.total': 'Total',
  'invoice.footer': 'Merci d’utiliser Property Video. Questions : {support}',
  'invoice.mail.subject': 'Votre facture Property Video {number}',
  'invoice.mail.body': 'Votre facture {number} d’un montant de {total} est jointe à cet e-mail.',
  'invoice.mail.setting':
    'Vous recevez vos factures par e-mail grâce à un réglage de l’onglet Facturation du Portail client ; vous pouvez l’y désactiver.',
  'notice.card': '{brand} se terminant par {last4}',
  'notice.card.unknown': 'Carte',
  'notice.failed.subject': 'Échec du paiement de votre abonnement Property Video',
  'notice.failed.body':
    'Nous n’avons pas pu débiter {amount} sur votre carte pour le renouvellement de votre abonnement Property Video.',
  'notice.failed.grace':
    'Votre abonnement et vos utilisateurs de l’application restent actifs jusqu’au {date}. D’ici là, nous réessayons la carte chaque jour.',
  'notice.failed.fix':
    'Pour les conserver, mettez à jour vos informations de paiement dans l’onglet Facturation du Portail client.',
  'notice.failed.action': 'Mettre à jour le moyen de paiement',
  'notice.failed.after':
    'Si aucun paiement n’aboutit d’ici là, votre abonnement prend fin et vos utilisateurs de l’application sont désactivés.',
  'notice.ended.subject': 'Votre abonnement Property Video est terminé',
  'notice.ended.unpaid':
    'Le renouvellement de votre abonnement Property Video n’a pas pu être payé avant la fin de la période de grâce, le {date} ; l’abonnement a donc pris fin.',
  'notice.ended.canceled':
    'Votre abonnement Property Video a pris fin le {date}, au terme de sa dernière période : le renouvellement automatique était désactivé.',
  'notice.ended.card':
    'Votre abonnement Property Video a pris fin le {date}, au terme de sa dernière période : la carte enregistrée ne pouvait plus payer le renouvellement.',
  'notice.ended.users':
    'Vos utilisateurs de l’application sont désactivés. Leurs profils sont conservés et reviennent dès que vous vous abonnez à nouveau.',
  'notice.ended.restart':
    'Pour recommencer, ouvrez l’onglet Facturation du Portail client et payez par carte.',
  'notice.ended.action': 'Réactiver mon abonnement',
  'notice.expiring.subject': 'La carte de votre abonnement Property Video expire',
  'notice.expiring.body':
    'La carte qui paie votre abonnement Property Video, {card} (expiration {expiry}), ne sera plus valable lors de votre prochain renouvellement, le {date}.',
  'notice.expiring.fix':
    'Ajoutez une nouvelle carte dans l’onglet Facturation du Portail client pour que votre abonnement soit renouvelé sans interruption.',
  'notice.expiring.action': 'Mettre à jour le moyen de paiement',
  'notice.expiring.after':
    'Sans carte valable, votre abonnement prend fin le {date} et vos utilisateurs de l’application sont désactivés.',
};

const pt: typeof en = {
  'invoice.title': 'Fatura',
  'invoice.number': 'Número da fatura',
  'invoice.date': 'Data da fatura',
  'invoice.status': 'Estado',
  'invoice.status.paid': 'Paga',
  'invoice.status.open': 'Por pagar',
  'invoice.status.void': 'Anulada',
  'invoice.seller': 'Emitente',
  'invoice.customer': 'Faturar a',
  'invoice.billingAddress': 'Morada de faturação',
  'invoice.vatNumber': 'Número de contribuinte (IVA)',
  'invoice.description': 'Descrição',
  'invoice.quantity': 'Utilizadores',
  'invoice.unitPrice': 'Preço unitário',
  'invoice.amount': 'Montante',
  'invoice.line.plan.month': 'Subscrição Property Video, plano mensal, {start} – {end}',
  'invoice.line.plan.year': 'Subscrição Property Video, plano anual, {start} – {end}',
  'invoice.line.proration': 'Mudança para {users} utilizadores, {start} – {end} (proporcional)',
  'invoice.line.credit': 'Tempo não utilizado do plano anterior, {start} – {end}',
  'invoice.subtotal': 'Subtotal',
  'invoice.discount': 'Desconto',
  'invoice.discountCoupon': 'Desconto ({coupon})',
  'invoice.tax': 'Imposto ({rate})',
  'invoice.total': 'Total',
  'invoice.footer': 'Obrigado por utilizar o Property Video. Dúvidas: {support}',
  'invoice.mail.subject': 'A sua fatura Property Video {number}',
  'invoice.mail.body': 'A sua fatura {number} no valor de {total} segue em anexo a este e-mail.',
  'invoice.mail.setting':
    'Recebe as faturas por e-mail devido a uma definição no separador Faturação do Portal do cliente; pode desativá-la aí.',
  'notice.card': '{brand} terminado em {last4}',
  'notice.card.unknown': 'Cartão',
  'notice.failed.subject': 'Falha no pagamento da sua subscrição Property Video',
  'notice.failed.body':
    'Não foi possível cobrar {amount} no seu cartão pela renovação da sua subscrição Property Video.',
  'notice.failed.grace':
    'A sua subscrição e os utilizadores da sua aplicação mantêm-se ativos até {date}. Até lá, tentamos cobrar o cartão novamente todos os dias.',
  'notice.failed.fix':
    'Para os manter, atualize os seus dados de pagamento no separador Faturação do Portal do cliente.',
  'notice.failed.action': 'Atualizar dados de pagamento',
  'notice.failed.after':
    'Se nenhum pagamento for bem-sucedido até lá, a sua subscrição termina e os utilizadores da sua aplicação são desativados.',
  'notice.ended.subject': 'A sua subscrição Property Video terminou',
  'notice.ended.unpaid':
    'Não foi possível pagar a renovação da sua subscrição Property Video até ao fim do período de tolerância, a {date}, pelo que a subscrição terminou.',
  'notice.ended.canceled':
    'A sua subscrição Property Video terminou a {date}, no fim do seu último período: a renovação automática estava desativada.',
  'notice.ended.card':
    'A sua subscrição Property Video terminou a {date}, no fim do seu último período: o cartão registado já não podia pagar a renovação.',
  'notice.ended.users':
    'Os utilizadores da sua aplicação estão desativados. Os perfis são mantidos e voltam assim que subscrever novamente.',
  'notice.ended.restart':
    'Para recomeçar, abra o separador Faturação do Portal do cliente e pague com um cartão.',
  'notice.ended.action': 'Reativar a minha subscrição',
  'notice.expiring.subject': 'O cartão da sua subscrição Property Video está a expirar',
  'notice.expiring.body':
    'O cartão com que paga a sua subscrição Property Video, {card} (validade {expiry}), já não será válido na próxima renovação, a {date}.',
  'notice.expiring.fix':
    'Adicione um novo cartão no separador Faturação do Portal do cliente para que a sua subscrição seja renovada sem interrupções.',
  'notice.expiring.action': 'Atualizar dados de pagamento',
  'notice.expiring.after':
    'Sem um cartão válido, a sua subscrição termina a {date} e os utilizadores da sua aplicação são desativados.',
};

const es: typeof en = {
  'invoice.title': 'Factura',
  'invoice.number': 'Número de factura',
  'invoice.date': 'Fecha de factura',
  'invoice.status': 'Estado',
  'invoice.status.paid': 'Pagada',
  'invoice.status.open': 'Pendiente',
  'invoice.status.void': 'Anulada',
  'invoice.seller': 'Emisor',
  'invoice.customer': 'Facturar a',
  'invoice.billingAddress': 'Dirección de facturación',
  'invoice.vatNumber': 'Número de IVA',
  'invoice.description': 'Concepto',
  'invoice.quantity': 'Usuarios',
  'invoice.unitPrice': 'Precio unitario',
  'invoice.amount': 'Importe',
  'invoice.line.plan.month': 'Suscripción a Property Video, plan mensual, {start} – {end}',
  'invoice.line.plan.year': 'Suscripción a Property Video, plan anual, {start} – {end}',
  'invoice.line.proration': 'Cambio a {users} usuarios, {start} – {end} (prorrateado)',
  'invoice.line.credit': 'Tiempo no utilizado del plan anterior, {start} – {end}',
  'invoice.subtotal': 'Subtotal',
  'invoice.discount': 'Descuento',
  'invoice.discountCoupon': 'Descuento ({coupon})',
  'invoice.tax': 'Impuesto ({rate})',
  'invoice.total': 'Total',
  'invoice.footer': 'Gracias por usar Property Video. Consultas: {support}',
  'invoice.mail.subject': 'Tu factura de Property Video {number}',
  'invoice.mail.body': 'Adjuntamos a este correo tu factura {number} por un importe de {total}.',
  'invoice.mail.setting':
    'Recibes las facturas por correo por un ajuste de la pestaña Facturación del Portal del cliente; puedes desactivarlo allí.',
  'notice.card': '{brand} terminada en {last4}',
  'notice.card.unknown': 'Tarjeta',
  'notice.failed.subject': 'Ha fallado el pago de tu suscripción a Property Video',
  'notice.failed.body':
    'No hemos podido cobrar {amount} en tu tarjeta por la renovación de tu suscripción a Property Video.',
  'notice.failed.grace':
    'Tu suscripción y los usuarios de tu app siguen activos hasta el {date}. Hasta entonces, volvemos a intentar el cobro cada día.',
  'notice.failed.fix':
    'Para conservarlos, actualiza tus datos de pago en la pestaña Facturación del Portal del cliente.',
  'notice.failed.action': 'Actualizar datos de pago',
  'notice.failed.after':
    'Si para entonces no se ha podido cobrar, tu suscripción finaliza y los usuarios de tu app se desactivan.',
  'notice.ended.subject': 'Tu suscripción a Property Video ha finalizado',
  'notice.ended.unpaid':
    'No se ha podido cobrar la renovación de tu suscripción a Property Video antes del fin del periodo de gracia, el {date}, por lo que la suscripción ha finalizado.',
  'notice.ended.canceled':
    'Tu suscripción a Property Video finalizó el {date}, al acabar su último periodo: la renovación automática estaba desactivada.',
  'notice.ended.card':
    'Tu suscripción a Property Video finalizó el {date}, al acabar su último periodo: la tarjeta registrada ya no podía pagar la renovación.',
  'notice.ended.users':
    'Los usuarios de tu app están desactivados. Sus perfiles se conservan y vuelven en cuanto te suscribas de nuevo.',
  'notice.ended.restart':
    'Para empezar de nuevo, abre la pestaña Facturación del Portal del cliente y paga con una tarjeta.',
  'notice.ended.action': 'Reactivar mi suscripción',
  'notice.expiring.subject': 'La tarjeta de tu suscripción a Property Video va a caducar',
  'notice.expiring.body':
    'La tarjeta con la que pagas tu suscripción a Property Video, {card} (caducidad {expiry}), ya no será válida en tu próxima renovación, el {date}.',
  'notice.expiring.fix':
    'Añade una tarjeta nueva en la pestaña Facturación del Portal del cliente para que tu suscripción se renueve sin interrupciones.',
  'notice.expiring.action': 'Actualizar datos de pago',
  'notice.expiring.after':
    'Sin una tarjeta válida, tu suscripción finaliza el {date} y los usuarios de tu app se desactivan.',
};

const it: typeof en = {
  'invoice.title': 'Fattura',
  'invoice.number': 'Numero fattura',
  'invoice.date': 'Data fattura',
  'invoice.status': 'Stato',
  'invoice.status.paid': 'Pagata',
  'invoice.status.open': 'Da pagare',
  'invoice.status.void': 'Annullata',
  'invoice.seller': 'Emittente',
  'invoice.customer': 'Intestata a',
  'invoice.billingAddress': 'Indirizzo di fatturazione',
  'invoice.vatNumber': 'Partita IVA',
  'invoice.description': 'Descrizione',
  'invoice.quantity': 'Utenti',
  'invoice.unitPrice': 'Prezzo unitario',
  'invoice.amount': 'Importo',
  'invoice.line.plan.month': 'Abbonamento Property Video, piano mensile, {start} – {end}',
  'invoice.line.plan.year': 'Abbonamento Property Video, piano annuale, {start} – {end}',
  'invoice.line.proration': 'Passaggio a {users} utenti, {start} – {end} (pro rata)',
  'invoice.line.credit': 'Periodo non utilizzato del piano precedente, {start} – {end}',
  'invoice.subtotal': 'Subtotale',
  'invoice.discount': 'Sconto',
  'invoice.discountCoupon': 'Sconto ({coupon})',
  'invoice.tax': 'Imposta ({rate})',
  'invoice.total': 'Totale',
  'invoice.footer': 'Grazie per aver scelto Property Video. Domande: {support}',
  'invoice.mail.subject': 'La tua fattura Property Video {number}',
  'invoice.mail.body': 'In allegato a questa e-mail trovi la fattura {number} di {total}.',
  'invoice.mail.setting':
    'Ricevi le fatture via e-mail per un’impostazione della scheda Fatturazione del Portale clienti; puoi disattivarla lì.',
  'notice.card': '{brand} che termina con {last4}',
  'notice.card.unknown': 'Carta',
  'notice.failed.subject': 'Pagamento non riuscito per il tuo abbonamento Property Video',
  'notice.failed.body':
    'Non siamo riusciti ad addebitare {amount} sulla tua carta per il rinnovo del tuo abbonamento Property Video.',
  'notice.failed.grace':
    'Il tuo abbonamento e gli utenti della tua app restano attivi fino al {date}. Fino ad allora riproviamo l’addebito ogni giorno.',
  'notice.failed.fix':
    'Per mantenerli, aggiorna i dati di pagamento nella scheda Fatturazione del Portale clienti.',
  'notice.failed.action': 'Aggiorna i dati di pagamento',
  'notice.failed.after':
    'Se entro quella data nessun pagamento va a buon fine, l’abbonamento termina e gli utenti della tua app vengono disattivati.',
  'notice.ended.subject': 'Il tuo abbonamento Property Video è terminato',
  'notice.ended.unpaid':
    'Il rinnovo del tuo abbonamento Property Video non è stato pagato entro la fine del periodo di tolleranza, il {date}: l’abbonamento è quindi terminato.',
  'notice.ended.canceled':
    'Il tuo abbonamento Property Video è terminato il {date}, alla fine del suo ultimo periodo: il rinnovo automatico era disattivato.',
  'notice.ended.card':
    'Il tuo abbonamento Property Video è terminato il {date}, alla fine del suo ultimo periodo: la carta registrata non poteva più pagare il rinnovo.',
  'notice.ended.users':
    'Gli utenti della tua app sono disattivati. I loro profili vengono conservati e tornano attivi appena ti abboni di nuovo.',
  'notice.ended.restart':
    'Per ricominciare, apri la scheda Fatturazione del Portale clienti e paga con una carta.',
  'notice.ended.action': 'Riattiva il mio abbonamento',
  'notice.expiring.subject': 'La carta del tuo abbonamento Property Video sta per scadere',
  'notice.expiring.body':
    'La carta con cui paghi il tuo abbonamento Property Video, {card} (scadenza {expiry}), non sarà più valida al prossimo rinnovo, il {date}.',
  'notice.expiring.fix':
    'Aggiungi una nuova carta nella scheda Fatturazione del Portale clienti perché l’abbonamento si rinnovi senza interruzioni.',
  'notice.expiring.action': 'Aggiorna i dati di pagamento',
  'notice.expiring.after':
    'Senza una carta valida, l’abbonamento termina il {date} e gli utenti della tua app vengono disattivati.',
};

const de: typeof en = {
  'invoice.title': 'Rechnung',
  'invoice.number': 'Rechnungsnummer',
  'invoice.date': 'Rechnungsdatum',
  'invoice.status': 'Status',
  'invoice.status.paid': 'Bezahlt',
  'invoice.status.open': 'Offen',
  'invoice.status.void': 'Storniert',
  'invoice.seller': 'Rechnungssteller',
  'invoice.customer': 'Rechnungsempfänger',
  'invoice.billingAddress': 'Rechnungsadresse',
  'invoice.vatNumber': 'USt-IdNr.',
  'invoice.description': 'Beschreibung',
  'invoice.quantity': 'Nutzer',
  'invoice.unitPrice': 'Einzelpreis',
  'invoice.amount': 'Betrag',
  'invoice.line.plan.month': 'Property-Video-Abonnement, Monatstarif, {start} – {end}',
  'invoice.line.plan.year': 'Property-Video-Abonnement, Jahrestarif, {start} – {end}',
  'invoice.line.proration': 'Wechsel auf {users} Nutzer, {start} – {end} (anteilig)',
  'invoice.line.credit': 'Nicht genutzte Zeit des bisherigen Tarifs, {start} – {end}',
  'invoice.subtotal': 'Zwischensumme',
  'invoice.discount': 'Rabatt',
  'invoice.discountCoupon': 'Rabatt ({coupon})',
  'invoice.tax': 'Steuer ({rate})',
  'invoice.total': 'Gesamtbetrag',
  'invoice.footer': 'Danke, dass Sie Property Video nutzen. Fragen: {support}',
  'invoice.mail.subject': 'Ihre Property-Video-Rechnung {number}',
  'invoice.mail.body': 'Ihre Rechnung {number} über {total} finden Sie im Anhang dieser E-Mail.',
  'invoice.mail.setting':
    'Sie erhalten Rechnungen per E-Mail aufgrund einer Einstellung im Tab „Abrechnung“ des Kundenportals; dort können Sie sie abschalten.',
  'notice.card': '{brand} mit den Endziffern {last4}',
  'notice.card.unknown': 'Karte',
  'notice.failed.subject': 'Zahlung für Ihr Property-Video-Abonnement fehlgeschlagen',
  'notice.failed.body':
    'Wir konnten {amount} für die Verlängerung Ihres Property-Video-Abonnements nicht von Ihrer Karte abbuchen.',
  'notice.failed.grace':
    'Ihr Abonnement und Ihre App-Nutzer bleiben bis zum {date} aktiv. Bis dahin versuchen wir die Abbuchung jeden Tag erneut.',
  'notice.failed.fix':
    'Damit das so bleibt, aktualisieren Sie Ihre Zahlungsdaten im Tab „Abrechnung“ des Kundenportals.',
  'notice.failed.action': 'Zahlungsdaten aktualisieren',
  'notice.failed.after':
    'Gelingt bis dahin keine Zahlung, endet Ihr Abonnement und Ihre App-Nutzer werden deaktiviert.',
  'notice.ended.subject': 'Ihr Property-Video-Abonnement ist beendet',
  'notice.ended.unpaid':
    'Die Verlängerung Ihres Property-Video-Abonnements konnte bis zum Ende der Kulanzfrist am {date} nicht bezahlt werden; das Abonnement ist daher beendet.',
  'notice.ended.canceled':
    'Ihr Property-Video-Abonnement endete am {date} mit seinem letzten Zeitraum: Die automatische Verlängerung war ausgeschaltet.',
  'notice.ended.card':
    'Ihr Property-Video-Abonnement endete am {date} mit seinem letzten Zeitraum: Die hinterlegte Karte konnte die Verlängerung nicht mehr bezahlen.',
  'notice.ended.users':
    'Ihre App-Nutzer sind deaktiviert. Ihre Profile bleiben erhalten und sind wieder aktiv, sobald Sie erneut abonnieren.',
  'notice.ended.restart':
    'Um neu zu starten, öffnen Sie den Tab „Abrechnung“ des Kundenportals und bezahlen Sie mit einer Karte.',
  'notice.ended.action': 'Abonnement neu starten',
  'notice.expiring.subject': 'Die Karte für Ihr Property-Video-Abonnement läuft ab',
  'notice.expiring.body':
    'Die Karte, mit der Sie Ihr Property-Video-Abonnement bezahlen, {card} (gültig bis {expiry}), ist bei Ihrer nächsten Verlängerung am {date} nicht mehr gültig.',
  'notice.expiring.fix':
    'Hinterlegen Sie im Tab „Abrechnung“ des Kundenportals eine neue Karte, damit Ihr Abonnement ohne Unterbrechung verlängert wird.',
  'notice.expiring.action': 'Zahlungsdaten aktualisieren',
  'notice.expiring.after':
    'Ohne gültige Karte endet Ihr Abonnement am {date} und Ihre App-Nutzer werden deaktiviert.',
};

const br: typeof en = {
  'invoice.title': 'Fatura',
  'invoice.number': 'Número da fatura',
  'invoice.date': 'Data da fatura',
  'invoice.status': 'Status',
  'invoice.status.paid': 'Paga',
  'invoice.status.open': 'Em aberto',
  'invoice.status.void': 'Cancelada',
  'invoice.seller': 'Emissor',
  'invoice.customer': 'Cobrar de',
  'invoice.billingAddress': 'Endereço de cobrança',
  'invoice.vatNumber': 'Número de identificação fiscal',
  'invoice.description': 'Descrição',
  'invoice.quantity': 'Usuários',
  'invoice.unitPrice': 'Preço unitário',
  'invoice.amount': 'Valor',
  'invoice.line.plan.month': 'Assinatura Property Video, plano mensal, {start} – {end}',
  'invoice.line.plan.year': 'Assinatura Property Video, plano anual, {start} – {end}',
  'invoice.line.proration': 'Mudança para {users} usuários, {start} – {end} (proporcional)',
  'invoice.line.credit': 'Tempo não usado do plano anterior, {start} – {end}',
  'invoice.subtotal': 'Subtotal',
  'invoice.discount': 'Desconto',
  'invoice.discountCoupon': 'Desconto ({coupon})',
  'invoice.tax': 'Imposto ({rate})',
  'invoice.total': 'Total',
  'invoice.footer': 'Obrigado por usar o Property Video. Dúvidas: {support}',
  'invoice.mail.subject': 'Sua fatura Property Video {number}',
  'invoice.mail.body': 'Sua fatura {number} no valor de {total} está anexada a este e-mail.',
  'invoice.mail.setting':
    'Você recebe as faturas por e-mail por causa de uma configuração na aba Faturamento do Portal do cliente; é possível desativá-la lá.',
  'notice.card': '{brand} com final {last4}',
  'notice.card.unknown': 'Cartão',
  'notice.failed.subject': 'Falha no pagamento da sua assinatura Property Video',
  'notice.failed.body':
    'Não conseguimos cobrar {amount} no seu cartão pela renovação da sua assinatura Property Video.',
  'notice.failed.grace':
    'Sua assinatura e os usuários do seu aplicativo continuam ativos até {date}. Até lá, tentamos cobrar o cartão novamente todos os dias.',
  'notice.failed.fix':
    'Para mantê-los, atualize seus dados de pagamento na aba Faturamento do Portal do cliente.',
  'notice.failed.action': 'Atualizar dados de pagamento',
  'notice.failed.after':
    'Se nenhum pagamento for aprovado até lá, sua assinatura será encerrada e os usuários do seu aplicativo serão desativados.',
  'notice.ended.subject': 'Sua assinatura Property Video foi encerrada',
  'notice.ended.unpaid':
    'Não foi possível pagar a renovação da sua assinatura Property Video até o fim do período de carência, em {date}, por isso a assinatura foi encerrada.',
  'notice.ended.canceled':
    'Sua assinatura Property Video foi encerrada em {date}, no fim do último período: a renovação automática estava desativada.',
  'notice.ended.card':
    'Sua assinatura Property Video foi encerrada em {date}, no fim do último período: o cartão cadastrado não podia mais pagar a renovação.',
  'notice.ended.users':
    'Os usuários do seu aplicativo estão desativados. Os perfis são mantidos e voltam assim que você assinar novamente.',
  'notice.ended.restart':
    'Para começar de novo, abra a aba Faturamento do Portal do cliente e pague com um cartão.',
  'notice.ended.action': 'Reativar minha assinatura',
  'notice.expiring.subject': 'O cartão da sua assinatura Property Video está vencendo',
  'notice.expiring.body':
    'O cartão que paga sua assinatura Property Video, {card} (validade {expiry}), não será mais válido na próxima renovação, em {date}.',
  'notice.expiring.fix':
    'Cadastre um novo cartão na aba Faturamento do Portal do cliente para que sua assinatura seja renovada sem interrupção.',
  'notice.expiring.action': 'Atualizar dados de pagamento',
  'notice.expiring.after':
    'Sem um cartão válido, sua assinatura será encerrada em {date} e os usuários do seu aplicativo serão desativados.',
};

export const BILLING_CATALOGUES: Record<Locale, typeof en> = {
  'en-us': en,
  fr,
  pt,
  es,
  it,
  de,
  br,
};

export function billingText(
  locale: Locale,
  id: BillingMessageId,
  params: Record<string, string> = {},
): string {
  return BILLING_CATALOGUES[locale][id].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => params[name] ?? whole,
  );
}
