// rspack loader for @formatjs/intl and intl-messageformat: drops their locale-data checks,
// `Intl.NumberFormat.supportedLocalesOf(...)`, run by every IntlProvider (createIntl) and by every
// message with an argument (IntlMessageFormat.resolveLocale). The checks only feed a console warning
// and `resolvedOptions()`, and the portal's seven languages are in every browser's Intl; but the
// first call makes the browser list all its ICU locales: 50–140 ms of main thread on the first
// screen of a slow phone (measured in Chromium), before any text can render.
// The loader fails the build when a check is no longer there, so an upgrade is looked at again.

/** Per package: each check and what replaces it ("the locale is supported"). */
const CHECKS = {
  '@formatjs/intl': [
    ['Intl.NumberFormat.supportedLocalesOf(locale).length', '1'],
    ['Intl.DateTimeFormat.supportedLocalesOf(locale).length', '1'],
  ],
  'intl-messageformat': [
    [
      'const supportedLocales = Intl.NumberFormat.supportedLocalesOf(locales);',
      'const supportedLocales = [].concat(locales);',
    ],
  ],
};

/** @this {import('@rspack/core').LoaderContext} */
export default function intlLocaleCheckLoader(source) {
  const pkg = Object.keys(CHECKS).find((name) =>
    this.resourcePath.replaceAll('\\', '/').includes(`/node_modules/${name}/`),
  );
  if (!pkg) throw new Error(`${this.resourcePath}: not a package this loader knows`);
  let code = source;
  for (const [check, replacement] of CHECKS[pkg]) {
    if (!code.includes(check)) {
      throw new Error(`${this.resourcePath}: the locale check \`${check}\` was not found`);
    }
    code = code.replaceAll(check, replacement);
  }
  return code;
}

/** The files the loader applies to. */
export const INTL_PACKAGES = Object.keys(CHECKS);
