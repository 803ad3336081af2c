import type en from './en-us';

export default {
  'billing.invoice.title': 'Rechnung',
  'billing.invoice.number': 'Rechnungsnummer',
  'billing.invoice.date': 'Rechnungsdatum',
  'billing.invoice.status': 'Status',
  'billing.invoice.status.paid': 'Bezahlt',
  'billing.invoice.status.open': 'Offen',
  'billing.invoice.status.void': 'Storniert',
  'billing.invoice.seller': 'Rechnungssteller',
  'billing.invoice.customer': 'Rechnungsempfänger',
  'billing.invoice.billingAddress': 'Rechnungsadresse',
  'billing.invoice.vatNumber': 'USt-IdNr.',
  'billing.invoice.description': 'Beschreibung',
  'billing.invoice.quantity': 'Benutzer',
  'billing.invoice.unitPrice': 'Einzelpreis',
  'billing.invoice.amount': 'Betrag',
  'billing.invoice.line.plan.month': 'Property-Video-Abonnement, Monatstarif, {start} – {end}',
  'billing.invoice.line.plan.year': 'Property-Video-Abonnement, Jahrestarif, {start} – {end}',
  'billing.invoice.line.proration': 'Wechsel auf {users} Benutzer, {start} – {end} (anteilig)',
  'billing.invoice.line.credit': 'Nicht genutzte Zeit des bisherigen Tarifs, {start} – {end}',
  'billing.invoice.subtotal': 'Zwischensumme',
  'billing.invoice.discount': 'Rabatt',
  'billing.invoice.discountCoupon': 'Rabatt ({coupon})',
  'billing.invoice.net': 'Nettobetrag',
  'billing.invoice.tax.vat': 'USt. ({rate})',
  'billing.invoice.tax.reverseCharge': 'USt. (Steuerschuldnerschaft des Leistungsempfängers)',
  'billing.invoice.tax.notCollected': 'Steuer (nicht erhoben, {rate})',
  'billing.invoice.note.reverseCharge':
    'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) — die Umsatzsteuer schuldet der Leistungsempfänger, Artikel 196 der Richtlinie 2006/112/EG des Rates.',
  'billing.invoice.note.notCollected':
    'Diese Rechnung enthält weder Umsatzsteuer noch Sales Tax: Der Verkäufer erhebt in diesem Land ({country}) keine Steuer.',
  'billing.invoice.sample': 'BEISPIEL-VERKÄUFER — keine gültige Rechnung',
  'billing.invoice.total': 'Gesamtbetrag',
  'billing.invoice.footer': 'Danke, dass Sie Property Video nutzen. Fragen: {support}',
  'billing.invoice.mail.subject': 'Ihre Property-Video-Rechnung {number}',
  'billing.invoice.mail.body':
    'Ihre Rechnung {number} über {total} finden Sie im Anhang dieser E-Mail.',
  'billing.invoice.mail.setting':
    'Sie erhalten Rechnungen per E-Mail aufgrund einer Einstellung im Tab „Abrechnung“ des Kundenportals; dort können Sie sie abschalten.',
  'billing.notice.card': '{brand} mit den Endziffern {last4}',
  'billing.notice.card.unknown': 'Karte',
  'billing.notice.failed.subject': 'Zahlung für Ihr Property-Video-Abonnement fehlgeschlagen',
  'billing.notice.failed.body':
    'Wir konnten {amount} für die Verlängerung Ihres Property-Video-Abonnements nicht von Ihrer Karte abbuchen.',
  'billing.notice.failed.grace':
    'Ihr Abonnement und Ihre App-Benutzer bleiben bis zum {date} aktiv. Bis dahin versuchen wir die Abbuchung jeden Tag erneut.',
  'billing.notice.failed.fix':
    'Damit das so bleibt, aktualisieren Sie Ihre Zahlungsdaten im Tab „Abrechnung“ des Kundenportals.',
  'billing.notice.failed.action': 'Zahlungsdaten aktualisieren',
  'billing.notice.failed.after':
    'Gelingt bis dahin keine Zahlung, endet Ihr Abonnement und Ihre App-Benutzer werden deaktiviert.',
  'billing.notice.ended.subject': 'Ihr Property-Video-Abonnement ist beendet',
  'billing.notice.ended.unpaid':
    'Die Verlängerung Ihres Property-Video-Abonnements konnte bis zum Ende der Kulanzfrist am {date} nicht bezahlt werden; das Abonnement ist daher beendet.',
  'billing.notice.ended.canceled':
    'Ihr Property-Video-Abonnement endete am {date} mit seinem letzten Zeitraum: Die automatische Verlängerung war ausgeschaltet.',
  'billing.notice.ended.card':
    'Ihr Property-Video-Abonnement endete am {date} mit seinem letzten Zeitraum: Die hinterlegte Karte konnte die Verlängerung nicht mehr bezahlen.',
  'billing.notice.ended.users':
    'Ihre App-Benutzer sind deaktiviert. Ihre Profile bleiben erhalten und sind wieder aktiv, sobald Sie erneut abonnieren.',
  'billing.notice.ended.restart':
    'Um neu zu starten, öffnen Sie den Tab „Abrechnung“ des Kundenportals und bezahlen Sie mit einer Karte.',
  'billing.notice.ended.action': 'Abonnement neu starten',
  'billing.notice.expiring.subject': 'Die Karte für Ihr Property-Video-Abonnement läuft ab',
  'billing.notice.expiring.body':
    'Die Karte, mit der Sie Ihr Property-Video-Abonnement bezahlen, {card} (gültig bis {expiry}), ist bei Ihrer nächsten Verlängerung am {date} nicht mehr gültig.',
  'billing.notice.expiring.fix':
    'Hinterlegen Sie im Tab „Abrechnung“ des Kundenportals eine neue Karte, damit Ihr Abonnement ohne Unterbrechung verlängert wird.',
  'billing.notice.expiring.action': 'Zahlungsdaten aktualisieren',
  'billing.notice.expiring.after':
    'Ohne gültige Karte endet Ihr Abonnement am {date} und Ihre App-Benutzer werden deaktiviert.',
  'billing.portal.title': 'Abrechnungsportal',
  'billing.portal.back': 'Zurück zum Kundenportal',
  'billing.portal.returnUrlForeign':
    'Das Abrechnungsportal kann nur zur Adresse des Kundenportals zurückführen.',
  'billing.portal.expired':
    'Dieser Abrechnungslink ist abgelaufen. Öffnen Sie das Abrechnungsportal erneut über den Tab „Abrechnung“.',
  'billing.portal.plan': 'Ihr Tarif',
  'billing.portal.status': 'Status',
  'billing.portal.users': 'Benutzer',
  'billing.portal.interval': 'Abrechnung',
  'billing.portal.interval.month': 'Monatlich',
  'billing.portal.interval.year': 'Jährlich',
  'billing.portal.renews': 'Verlängert sich am',
  'billing.portal.ends': 'Endet am',
  'billing.portal.graceUntil':
    'Die Zahlung ist fehlgeschlagen. Aktualisieren Sie Ihre Karte vor dem',
  'billing.portal.card': 'Karte',
  'billing.portal.status.ACTIVE': 'Aktiv',
  'billing.portal.status.PAST_DUE': 'Zahlung überfällig',
  'billing.portal.status.DISABLED': 'Wird nicht verlängert',
  'billing.portal.status.CANCELED': 'Beendet',
  'billing.portal.change': 'Benutzer oder Tarif ändern',
  'billing.portal.preview': 'Preis anzeigen',
  'billing.portal.prorated': 'Jetzt zu zahlen (anteilig für den Rest des Zeitraums): {amount}',
  'billing.portal.credited':
    'Gutschrift auf Ihre nächste Rechnung (anteilig für den Rest des Zeitraums): {amount}',
  'billing.portal.newPeriod': 'Heute beginnt ein neuer Zeitraum.',
  'billing.portal.confirm': 'Änderung bestätigen',
  'billing.portal.changed': 'Ihr Tarif wurde geändert.',
  'billing.portal.seatsInUse':
    'Sie haben {count} Profile: Geben Sie welche frei, bevor Sie weniger Benutzer wählen.',
  'billing.portal.declined': 'Die Zahlung wurde abgelehnt. Versuchen Sie eine andere Karte.',
  'billing.portal.notChangeable': 'Begleichen Sie den offenen Betrag, bevor Sie den Tarif ändern.',
  'billing.portal.replaceCard': 'Karte ersetzen',
  'billing.portal.payWithCard': 'Mit einer neuen Karte bezahlen',
  'billing.portal.cardName': 'Name auf der Karte',
  'billing.portal.cardNumber': 'Kartennummer',
  'billing.portal.cardExpiry': 'Ablaufdatum (MM/JJ)',
  'billing.portal.cardCvc': 'Sicherheitscode (CVC)',
  'billing.portal.saveCard': 'Karte speichern',
  'billing.portal.cardSaved': 'Ihre Karte wurde gespeichert.',
  'billing.portal.challenge': 'Ihre Bank bittet Sie, diese Karte zu bestätigen ({card}).',
  'billing.portal.challengeApprove': 'Bei meiner Bank bestätigen',
  'billing.portal.challengeRefuse': 'Abbrechen',
  'billing.portal.payTitle': 'Zahlung bestätigen',
  'billing.portal.payRestart':
    'Das Abonnement beginnt heute mit einem neuen Zeitraum: {amount} werden von {card} abgebucht.',
  'billing.portal.payInvoice': 'Die offene Rechnung über {amount} wird von {card} abgebucht.',
  'billing.portal.pay': '{amount} bezahlen',
  'billing.portal.payCancel': 'Abbrechen',
  'billing.portal.nothingDue': 'Es ist nichts mehr offen: Das Abonnement ist bezahlt.',
  'billing.portal.amountChanged':
    'Der offene Betrag beträgt jetzt {amount}. Prüfen Sie ihn und bestätigen Sie erneut.',
  'billing.portal.paid': 'Danke: Ihre Zahlung ist eingegangen und das Abonnement ist aktiv.',
  'billing.portal.cancel': 'Zum Ende des Zeitraums kündigen',
  'billing.portal.cancelText': 'Das Abonnement bleibt bis zum {date} aktiv und endet dann.',
  'billing.portal.canceled': 'Das Abonnement endet am {date}.',
  'billing.portal.resume': 'Abonnement fortsetzen',
  'billing.portal.resumed': 'Das Abonnement verlängert sich wieder.',
  'billing.portal.invoices': 'Rechnungen',
  'billing.portal.noInvoices': 'Noch keine Rechnungen.',
  'billing.portal.download': '{number} herunterladen (PDF)',
  'billing.receipt.subject': 'Ihre Property-Video-Quittung {number}',
  'billing.receipt.thanks':
    'Vielen Dank für Ihren Kauf. Wir haben Ihre Zahlung von {total} am {date} erhalten.',
  'billing.receipt.plan': 'Ihr Tarif: {users}, {interval}, {edition}.',
  'billing.receipt.users.one': '1 Benutzer',
  'billing.receipt.users.other': '{count} Benutzer',
  'billing.receipt.interval.month': 'monatliche Abrechnung',
  'billing.receipt.interval.year': 'jährliche Abrechnung',
  'billing.receipt.edition.realty': 'Edition Immobilien',
  'billing.receipt.edition.auto': 'Edition Automobil',
  'billing.receipt.invoice': 'Die Rechnung {number} ist dieser E-Mail beigefügt.',
  'billing.receipt.tax.vat': 'Darin enthalten sind {tax} Umsatzsteuer ({rate}) auf {net}.',
  'billing.receipt.tax.reverseCharge':
    'Es wurde keine Umsatzsteuer berechnet: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), Artikel 196 der Richtlinie 2006/112/EG des Rates.',
  'billing.receipt.tax.notCollected':
    'Auf diese Zahlung wurde weder Umsatzsteuer noch Sales Tax berechnet.',
  'billing.receipt.next':
    'Öffnen Sie zum Start Ihr Kundenportal-Konto mit {email}: Die Schaltfläche unten legt es an oder fügt das Abonnement Ihrem Konto hinzu, falls Sie mit dieser E-Mail-Adresse schon eines haben.',
  'billing.receipt.action': 'Mein Konto öffnen',
  'billing.receipt.link':
    'Dieser Link funktioniert einmal, {days} Tage lang. Leiten Sie diese E-Mail nicht weiter: Wer den Link öffnet, übernimmt das Abonnement.',
} satisfies Record<keyof typeof en, string>;
