import type en from './en-us';

export default {
  'validation.country.required': 'Wählen Sie ein Land.',
  'validation.currency.required': 'Währung erforderlich.',
  'validation.interval.required': 'Wählen Sie monatlich oder jährlich.',
  'validation.edition.required': 'Wählen Sie die Abonnementart.',
  'validation.users.min': 'Geben Sie eine Benutzerzahl größer als 0 ein.',
  'validation.users.whole': 'Geben Sie eine ganze Zahl von Benutzern ein.',
  'validation.users.max': 'Für mehr als 10.000 Benutzer kontaktieren Sie uns.',
  'validation.vat.digits': 'Die USt-IdNr. muss 9 bis 12 Ziffern haben.',
  'validation.address.required': 'Die Adresse ist erforderlich.',
  'validation.city.required': 'Der Ort ist erforderlich.',
  'validation.postalCode.required': 'Die Postleitzahl ist erforderlich.',
  'validation.state.required': 'Wählen Sie den Bundesstaat oder die Provinz.',
  'validation.state.unknown': 'Wählen Sie einen Bundesstaat oder eine Provinz aus der Liste.',
  'validation.card.name': 'Geben Sie den Namen auf der Karte ein.',
  'validation.card.incomplete': 'Unvollständige Kartendaten.',
  'validation.card.numberInvalid': 'Diese Kartennummer ist ungültig: Bitte prüfen Sie sie.',
  'validation.card.expiryInvalid': 'Geben Sie das Ablaufdatum als MM/JJ ein.',
  'validation.card.expired': 'Diese Karte ist abgelaufen.',
  'validation.terms.required': 'Bitte akzeptieren Sie die Geschäftsbedingungen.',
  'payments.coupon.wrong': 'Falscher Gutscheincode.',
  'payments.coupon.currency':
    'Dieser Gutschein gilt in einer anderen Währung: Wählen Sie {currency}, um ihn zu nutzen.',
  'payments.coupon.yearly': 'Dieser Gutschein gilt nicht für das Jahresabo.',
  'payments.coupon.plan': 'Dieser Gutschein gilt nicht für den gewählten Tarif.',
  'payments.coupon.tooLarge': 'Der Rabatt ist höher als der Preis des Tarifs.',
  'payments.vat.notFound': 'USt-IdNr. in der Datenbank der Steuerbehörde nicht gefunden.',
  'payments.refused':
    'Zahlung abgelehnt (prüfen Sie die Kartendaten oder verwenden Sie eine andere Karte).',
  'payments.declined': 'Zahlung verweigert (wenden Sie sich an Ihre Kartenbank).',
  'payments.error': 'Zahlungsfehler, bitte erneut versuchen.',
  'payments.notSupported': 'Karte nicht unterstützt, bitte eine andere verwenden.',
  'payments.accountExists':
    'Diese E-Mail hat bereits ein bezahltes Konto. Melden Sie sich an und verwalten Sie das Abonnement unter Abrechnung.',
  'payments.idempotencyKeyRequired': 'Der Header Idempotency-Key fehlt.',
  'payments.idempotencyKeyReused':
    'Dieser Idempotency-Key wurde bereits für einen anderen Kauf verwendet.',
  'payments.cardUnknown': 'Diese Karte ist nicht mehr verfügbar: Geben Sie sie erneut ein.',
  'payments.inProgress': 'Diese Zahlung wird noch verarbeitet. Prüfen Sie es gleich noch einmal.',
  'payments.unavailable':
    'Zahlungen sind derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
  'payments.claim.otherEmail':
    'Dieses Abonnement wurde mit {email} gekauft: Das Konto, das es übernimmt, muss diese E-Mail-Adresse verwenden.',
} satisfies Record<keyof typeof en, string>;
