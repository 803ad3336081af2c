import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_TAGS, type Locale } from '../../shared/src/i18n/locales';

/** An argument of a message and how it is formatted: `{count, plural, …}` is `count: plural`. */
type ArgumentKinds = Map<string, string>;

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

function collect(
  elements: MessageFormatElement[],
  into: ArgumentKinds,
  problems: string[],
  locale: Locale,
) {
  for (const element of elements) {
    const kind = KIND[element.type];
    if (kind && 'value' in element && typeof element.value === 'string') {
      const plural =
        element.type === TYPE.plural && element.pluralType === 'ordinal' ? 'ordinal' : kind;
      into.set(element.value, plural);
    }
    if (element.type === TYPE.plural) {
      const rules = new Intl.PluralRules(LOCALE_TAGS[locale], { type: element.pluralType });
      const categories = new Set<string>(rules.resolvedOptions().pluralCategories);
      const keys = Object.keys(element.options);
      if (!keys.includes('other')) problems.push(`{${element.value}} has no "other" case`);
      for (const key of keys) {
        if (!key.startsWith('=') && !categories.has(key)) {
          problems.push(`{${element.value}} has a "${key}" case, which ${locale} never uses`);
        }
      }
      // "one" is what a reader sees for 1 in every portal language: forgetting it shows "1 users".
      if (categories.has('one') && !keys.includes('one') && !keys.includes('=1')) {
        problems.push(`{${element.value}} has no "one" case`);
      }
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options))
        collect(option.value, into, problems, locale);
    }
    if (element.type === TYPE.tag) collect(element.children, into, problems, locale);
  }
}

export interface MessageShape {
  args: ArgumentKinds;
  problems: string[];
}

/** Parses a message as ICU: its arguments, and what is wrong with its plural cases. */
export function messageShape(message: string, locale: Locale): MessageShape {
  const args: ArgumentKinds = new Map();
  const problems: string[] = [];
  try {
    collect(parse(message, { requiresOtherClause: true }), args, problems, locale);
  } catch (error) {
    problems.push(`is not valid ICU (${(error as Error).message})`);
  }
  return { args, problems };
}

/** A value of the right kind for each argument, to format every message in every language. */
function sampleValues(args: ArgumentKinds): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, kind] of args) {
    if (kind === 'number' || kind === 'plural' || kind === 'ordinal') values[name] = 1;
    else if (kind === 'date' || kind === 'time')
      values[name] = new Date(Date.UTC(2026, 10, 23, 9, 30));
    else if (kind === 'tag') values[name] = (chunks: unknown[]) => chunks.join('');
    else values[name] = 'x';
  }
  return values;
}

/**
 * Everything wrong with one translation next to its English text: invalid ICU, missing plural
 * cases, arguments that differ from English (a lost `{date}`, a number formatted as text), and a
 * message that does not format in its own language.
 */
export function translationProblems(english: string, translated: string, locale: Locale): string[] {
  const source = messageShape(english, 'en-us');
  const target = messageShape(translated, locale);
  const problems = [...target.problems];
  for (const [name, kind] of source.args) {
    const own = target.args.get(name);
    if (own === undefined) problems.push(`lacks {${name}}`);
    else if (own !== kind) problems.push(`formats {${name}} as ${own}, English as ${kind}`);
  }
  for (const name of target.args.keys()) {
    if (!source.args.has(name)) problems.push(`has {${name}}, which English does not`);
  }
  if (problems.length === 0) {
    for (const count of [0, 1, 2, 5, 1_000_000]) {
      const values = sampleValues(target.args);
      for (const [name, kind] of target.args) if (kind === 'plural') values[name] = count;
      try {
        new IntlMessageFormat(translated, LOCALE_TAGS[locale]).format(values);
      } catch (error) {
        problems.push(`does not format with ${count} (${(error as Error).message})`);
        break;
      }
    }
  }
  return problems;
}
