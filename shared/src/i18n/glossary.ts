import type { Locale } from './locales';

/**
 * The product's key terms, one word per language, wherever a text is shown: the portal, the
 * billing window, the invoice and the e-mails. A customer who reads "Benutzer" in the portal and
 * "Nutzer" on the invoice wonders whether they are two things. Each entry names the word the
 * catalogues use and the variants they must not (checked by scripts/i18n/glossary.test.ts).
 */
export interface GlossaryTerm {
  /** The concept, in English, for the failure message. */
  concept: string;
  /** The word every text of this language uses for it. */
  use: string;
  /** Variants that would name the same thing differently. */
  avoid: RegExp;
}

// `(?<!\p{L})` is a word start that accepts "App-Nutzer" and refuses nothing inside "Benutzer".
export const GLOSSARY: Record<Locale, GlossaryTerm[]> = {
  'en-us': [{ concept: 'subscription', use: 'subscription', avoid: /(?<!\p{L})sub(?!\p{L})/iu }],
  fr: [
    { concept: 'user', use: 'utilisateur', avoid: /(?<!\p{L})usager/iu },
    { concept: 'subscription', use: 'abonnement', avoid: /(?<!\p{L})souscription/iu },
  ],
  pt: [
    { concept: 'user', use: 'utilizador', avoid: /(?<!\p{L})usuári/iu },
    { concept: 'subscription', use: 'subscrição', avoid: /(?<!\p{L})assinatura/iu },
    { concept: 'billing', use: 'faturação', avoid: /(?<!\p{L})faturamento/iu },
  ],
  br: [
    { concept: 'user', use: 'usuário', avoid: /(?<!\p{L})utilizador/iu },
    { concept: 'subscription', use: 'assinatura', avoid: /(?<!\p{L})subscrição/iu },
    { concept: 'billing', use: 'faturamento', avoid: /(?<!\p{L})faturação/iu },
  ],
  es: [
    { concept: 'user', use: 'usuario', avoid: /(?<!\p{L})utilizador/iu },
    { concept: 'subscription', use: 'suscripción', avoid: /(?<!\p{L})abono(?!\p{L})/iu },
  ],
  it: [
    { concept: 'user', use: 'utente', avoid: /(?<!\p{L})utilizzator/iu },
    { concept: 'subscription', use: 'abbonamento', avoid: /(?<!\p{L})sottoscrizion/iu },
  ],
  de: [
    { concept: 'user', use: 'Benutzer', avoid: /(?<!\p{L})Nutzer/u },
    { concept: 'subscription', use: 'Abonnement', avoid: /(?<!\p{L})Abo(?!\p{L})/u },
  ],
};

/** The texts of one language that name a glossary concept with a word it avoids. */
export function glossaryProblems(locale: Locale, messages: Record<string, string>): string[] {
  return Object.entries(messages).flatMap(([id, text]) =>
    GLOSSARY[locale]
      .filter((term) => term.avoid.test(text))
      .map(
        (term) =>
          `${id}: says "${text.match(term.avoid)![0]}" for ${term.concept}, use "${term.use}"`,
      ),
  );
}
