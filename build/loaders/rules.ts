// The module rules that put this folder's loaders to work (see each loader's header).
import path from 'node:path';
import type { RuleSetRule } from '@rspack/core';
import { LOCALES } from '../../shared/src/i18n/locales';
import { requireHere } from '../packages';
import { INTL_PACKAGES } from './intl-locale-check-loader.mjs';

/**
 * Message catalogues (`<anything>/i18n/<namespace>/<locale>.ts`, or `<remote>/src/i18n/<locale>.ts`)
 * reach the browser as ICU ASTs, compiled at build time, so the ICU parser is not shipped:
 * intl-messageformat gets its no-parser build, which formats ASTs only (aliases.ts).
 */
export const CATALOGUE_MODULE = new RegExp(
  `[\\\\/]i18n[\\\\/](?:[^\\\\/]+[\\\\/])*(?:${LOCALES.join('|')})\\.ts$`,
);
export function catalogueRule(): RuleSetRule {
  return {
    test: CATALOGUE_MODULE,
    exclude: /node_modules/,
    // After the TypeScript loader: the precompiler reads plain JavaScript.
    enforce: 'post',
    loader: path.join(import.meta.dirname, 'icu-precompile-loader.mjs'),
  };
}

/** See intl-locale-check-loader.mjs: the first screen does not wait for ICU's locale list. */
export function intlLocaleCheckRule(): RuleSetRule {
  return {
    test: INTL_PACKAGES.map((pkg) => requireHere.resolve(pkg)),
    loader: path.join(import.meta.dirname, 'intl-locale-check-loader.mjs'),
  };
}
