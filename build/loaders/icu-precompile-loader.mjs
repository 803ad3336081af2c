// rspack loader: turns a message catalogue (`.../i18n/.../<locale>.ts`, a default export of strings)
// into the same object with each message as its ICU AST, so react-intl formats it without parsing
// and the browser never downloads the ICU parser (build/aliases.ts points it to its no-parser build).
// It runs after the TypeScript loader, on plain JavaScript. A catalogue that only combines others
// (imports and spreads) is left alone: each module it imports is precompiled on its own.
import vm from 'node:vm';
import { parse } from '@formatjs/icu-messageformat-parser';

/** Comments before the code (the TypeScript loader keeps doc comments). */
const LEADING_COMMENTS = /^(?:\s+|\/\*[\s\S]*?\*\/|\/\/[^\n]*)*/;
const DEFAULT_EXPORT = 'export default ';

/** @this {import('@rspack/core').LoaderContext} */
export default function icuPrecompileLoader(source) {
  const code = source.replace(LEADING_COMMENTS, '');
  if (!code.startsWith(DEFAULT_EXPORT)) {
    if (/^import\b/m.test(code)) {
      // A combiner is left as it is, so it may hold nothing but spreads: a message of its own
      // would reach the browser unparsed, and the no-parser runtime would show it raw.
      if (/^\s*['"][^'"]+['"]\s*:/m.test(code)) {
        throw new Error(
          `${this.resourcePath}: a catalogue that imports others may only spread them; put its own messages in a catalogue of their own`,
        );
      }
      return source;
    }
    throw new Error(`${this.resourcePath}: a catalogue is one default export of messages`);
  }
  // Evaluated as a script: any other export or import in the module is a syntax error here.
  const body = `module.exports = ${code.slice(DEFAULT_EXPORT.length)}`;
  const module = { exports: undefined };
  vm.runInNewContext(body, { module }, { filename: this.resourcePath, timeout: 1000 });
  const messages = module.exports;
  if (!messages || typeof messages !== 'object') {
    throw new Error(`${this.resourcePath}: the default export is not an object of messages`);
  }
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') {
      throw new Error(`${this.resourcePath}: message ${id} is not a string`);
    }
    try {
      // Default options, as react-intl parses at run time (no locations: the browser needs none).
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message ${id} is not valid ICU: ${error.message}`, {
        cause: error,
      });
    }
  }
  return `export default ${JSON.stringify(compiled)};\n`;
}
