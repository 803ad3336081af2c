import type { Locale } from '@portal/shared/i18n/locales';

/**
 * The receipt e-mail sent right after a checkout (invoices/receipt.ts), in the buyer's language.
 * Placeholders are {name}, filled by `receiptText`.
 */
const en = {
  subject: 'Your Property Video receipt {number}',
  thanks: 'Thank you for your purchase. We received your payment of {total} on {date}.',
  plan: 'Your plan: {users}, {interval}, {edition}.',
  'users.one': '1 user',
  'users.other': '{count} users',
  'interval.month': 'billed monthly',
  'interval.year': 'billed yearly',
  'edition.realty': 'Real estate edition',
  'edition.auto': 'Automotive edition',
  invoice: 'Invoice {number} is attached to this e-mail.',
  next: 'To start, open your Customer Portal account with {email}: the button below creates it, or adds the subscription to your account if you already have one with this e-mail.',
  action: 'Open my account',
  link: 'This link works once, for {days} days. Do not forward this e-mail: whoever opens the link takes the subscription over.',
};
export type ReceiptText = keyof typeof en;

const fr: typeof en = {
  subject: 'Votre reçu Property Video {number}',
  thanks: 'Merci pour votre achat. Nous avons bien reçu votre paiement de {total} le {date}.',
  plan: 'Votre formule : {users}, {interval}, {edition}.',
  'users.one': '1 utilisateur',
  'users.other': '{count} utilisateurs',
  'interval.month': 'facturation mensuelle',
  'interval.year': 'facturation annuelle',
  'edition.realty': 'édition Immobilier',
  'edition.auto': 'édition Automobile',
  invoice: 'La facture {number} est jointe à cet e-mail.',
  next: 'Pour commencer, ouvrez votre compte du Portail client avec {email} : le bouton ci-dessous le crée, ou ajoute l’abonnement à votre compte si vous en avez déjà un avec cette adresse.',
  action: 'Ouvrir mon compte',
  link: 'Ce lien ne sert qu’une fois, pendant {days} jours. Ne transférez pas cet e-mail : la personne qui ouvre le lien reprend l’abonnement.',
};

const pt: typeof en = {
  subject: 'O seu recibo Property Video {number}',
  thanks: 'Obrigado pela sua compra. Recebemos o seu pagamento de {total} em {date}.',
  plan: 'O seu plano: {users}, {interval}, {edition}.',
  'users.one': '1 utilizador',
  'users.other': '{count} utilizadores',
  'interval.month': 'faturação mensal',
  'interval.year': 'faturação anual',
  'edition.realty': 'edição Imobiliário',
  'edition.auto': 'edição Automóvel',
  invoice: 'A fatura {number} segue em anexo a este e-mail.',
  next: 'Para começar, abra a sua conta do Portal do Cliente com {email}: o botão abaixo cria-a, ou junta a subscrição à sua conta se já tiver uma com este e-mail.',
  action: 'Abrir a minha conta',
  link: 'Esta ligação funciona uma vez, durante {days} dias. Não reencaminhe este e-mail: quem abrir a ligação fica com a subscrição.',
};

const es: typeof en = {
  subject: 'Su recibo de Property Video {number}',
  thanks: 'Gracias por su compra. Hemos recibido su pago de {total} el {date}.',
  plan: 'Su plan: {users}, {interval}, {edition}.',
  'users.one': '1 usuario',
  'users.other': '{count} usuarios',
  'interval.month': 'facturación mensual',
  'interval.year': 'facturación anual',
  'edition.realty': 'edición Inmobiliaria',
  'edition.auto': 'edición Automoción',
  invoice: 'La factura {number} va adjunta a este correo.',
  next: 'Para empezar, abra su cuenta del Portal de clientes con {email}: el botón de abajo la crea, o añade la suscripción a su cuenta si ya tiene una con este correo.',
  action: 'Abrir mi cuenta',
  link: 'Este enlace funciona una sola vez, durante {days} días. No reenvíe este correo: quien abra el enlace se queda con la suscripción.',
};

const it: typeof en = {
  subject: 'La tua ricevuta Property Video {number}',
  thanks: 'Grazie per l’acquisto. Abbiamo ricevuto il tuo pagamento di {total} il {date}.',
  plan: 'Il tuo piano: {users}, {interval}, {edition}.',
  'users.one': '1 utente',
  'users.other': '{count} utenti',
  'interval.month': 'fatturazione mensile',
  'interval.year': 'fatturazione annuale',
  'edition.realty': 'edizione Immobiliare',
  'edition.auto': 'edizione Automotive',
  invoice: 'La fattura {number} è allegata a questa e-mail.',
  next: 'Per iniziare, apri il tuo account del Portale clienti con {email}: il pulsante qui sotto lo crea, oppure aggiunge l’abbonamento al tuo account se ne hai già uno con questa e-mail.',
  action: 'Apri il mio account',
  link: 'Questo link funziona una sola volta, per {days} giorni. Non inoltrare questa e-mail: chi apre il link prende in carico l’abbonamento.',
};

const de: typeof en = {
  subject: 'Ihre Property-Video-Quittung {number}',
  thanks: 'Vielen Dank für Ihren Kauf. Wir haben Ihre Zahlung von {total} am {date} erhalten.',
  plan: 'Ihr Tarif: {users}, {interval}, {edition}.',
  'users.one': '1 Benutzer',
  'users.other': '{count} Benutzer',
  'interval.month': 'monatliche Abrechnung',
  'interval.year': 'jährliche Abrechnung',
  'edition.realty': 'Edition Immobilien',
  'edition.auto': 'Edition Automobil',
  invoice: 'Die Rechnung {number} ist dieser E-Mail beigefügt.',
  next: 'Öffnen Sie zum Start Ihr Kundenportal-Konto mit {email}: Die Schaltfläche unten legt es an oder fügt das Abonnement Ihrem Konto hinzu, falls Sie mit dieser E-Mail-Adresse schon eines haben.',
  action: 'Mein Konto öffnen',
  link: 'Dieser Link funktioniert einmal, {days} Tage lang. Leiten Sie diese E-Mail nicht weiter: Wer den Link öffnet, übernimmt das Abonnement.',
};

const br: typeof en = {
  subject: 'Seu recibo Property Video {number}',
  thanks: 'Obrigado pela sua compra. Recebemos seu pagamento de {total} em {date}.',
  plan: 'Seu plano: {users}, {interval}, {edition}.',
  'users.one': '1 usuário',
  'users.other': '{count} usuários',
  'interval.month': 'cobrança mensal',
  'interval.year': 'cobrança anual',
  'edition.realty': 'edição Imobiliária',
  'edition.auto': 'edição Automotiva',
  invoice: 'A fatura {number} está anexada a este e-mail.',
  next: 'Para começar, abra sua conta do Portal do Cliente com {email}: o botão abaixo cria a conta, ou adiciona a assinatura à sua conta se você já tiver uma com este e-mail.',
  action: 'Abrir minha conta',
  link: 'Este link funciona uma vez, por {days} dias. Não encaminhe este e-mail: quem abrir o link fica com a assinatura.',
};

export const RECEIPT_CATALOGUES: Record<Locale, typeof en> = {
  'en-us': en,
  fr,
  pt,
  es,
  it,
  de,
  br,
};

export function receiptText(locale: Locale, id: ReceiptText, params: Record<string, string> = {}) {
  return RECEIPT_CATALOGUES[locale][id].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => params[name] ?? whole,
  );
}
