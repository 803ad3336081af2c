import { LOCALES } from './locales';
import type { Locale } from './locales';
import { mayEqualEnglish } from './same-as-english';

/**
 * What is wrong with one namespace's catalogues: a language missing or adding an id, an empty text,
 * or a text left in English. The catalogue tests of shared/ and of every remote
 * expect none.
 */
export function catalogueProblems(catalogues: Record<Locale, Record<string, string>>): string[] {
  const english = catalogues['en-us'];
  const ids = Object.keys(english).sort();
  const problems: string[] = [];
  for (const locale of LOCALES.filter((l) => l !== 'en-us')) {
    const messages = catalogues[locale];
    const own = Object.keys(messages).sort();
    for (const id of ids.filter((i) => !(i in messages))) problems.push(`${locale} lacks ${id}`);
    for (const id of own.filter((i) => !(i in english))) problems.push(`${locale} adds ${id}`);
    for (const id of own.filter((i) => !messages[i]!.trim()))
      problems.push(`${locale}: ${id} is empty`);
    // Names and a few words are the same as in English ("E-mail", "Stripe"); anything else equal
    // to its English text is a forgotten translation.
    const copied = ids.filter(
      (id) => messages[id] === english[id] && !mayEqualEnglish(english[id]!, locale),
    );
    if (copied.length > 0) problems.push(`${locale} copies English: ${copied.join(', ')}`);
  }
  return problems;
}

/** Loads one namespace's catalogue in every language. */
export async function loadAllLocales(
  load: (locale: Locale) => Promise<Record<string, string>>,
): Promise<Record<Locale, Record<string, string>>> {
  const entries = await Promise.all(LOCALES.map(async (l) => [l, await load(l)] as const));
  return Object.fromEntries(entries) as Record<Locale, Record<string, string>>;
}
