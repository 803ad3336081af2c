import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import icuPrecompileLoader from './icu-precompile-loader.mjs';

/** Runs the loader as rspack would, on the JavaScript the TypeScript loader hands it. */
function compile(source: string): Record<string, unknown> {
  const output = icuPrecompileLoader.call(
    { resourcePath: '/app/src/i18n/en-us.ts' } as never,
    source,
  );
  return JSON.parse(output.replace(/^export default /, '').replace(/;\s*$/, '')) as Record<
    string,
    unknown
  >;
}

describe('ICU precompiling loader', () => {
  it('turns every message into an AST that formats like the string it came from', () => {
    const messages = {
      plain: 'Log in',
      argument: 'Signed in as {email}',
      plural: '{count, plural, one {# user} other {# users}}',
      tag: 'Read the <link>terms</link>',
    };
    const compiled = compile(`/** Doc comment. */ export default ${JSON.stringify(messages)};\n`);
    expect(Object.keys(compiled)).toEqual(Object.keys(messages));
    const values = { email: 'a@b.c', count: 2, link: (chunks: string[]) => `[${chunks.join('')}]` };
    for (const [id, message] of Object.entries(messages)) {
      expect(typeof compiled[id]).not.toBe('string');
      const fromAst = new IntlMessageFormat(compiled[id] as never, 'en-US').format(values);
      const fromString = new IntlMessageFormat(message, 'en-US').format(values);
      expect(fromAst).toEqual(fromString);
    }
  });

  it('leaves a catalogue that only combines others to the modules it imports', () => {
    const source = "import auth from '../auth/en-us';\nexport default { ...auth };\n";
    expect(
      icuPrecompileLoader.call({ resourcePath: 'x/i18n/catalogs/en-us.ts' } as never, source),
    ).toBe(source);
  });

  it('fails the build on a catalogue that imports others and holds messages of its own', () => {
    // Left as it is, its own messages would reach the no-parser runtime as raw strings.
    const source =
      "import team from './team/en-us';\nexport default {\n  'account.title': '{count} users',\n  ...team,\n};\n";
    expect(() =>
      icuPrecompileLoader.call({ resourcePath: 'x/src/i18n/en-us.ts' } as never, source),
    ).toThrow(/may only spread/);
  });

  it('fails the build on a message that is not valid ICU, naming it', () => {
    expect(() => compile("export default { 'broken.id': 'Hello {name' };")).toThrow(/broken\.id/);
  });
});
