// rspack loader for @formatjs/intl: drops the locale-data check of `createIntl` (run by every
// IntlProvider), `Intl.NumberFormat.supportedLocalesOf(locale)` and the same for DateTimeFormat.
// It only feeds a console warning, and the portal's seven languages are in every browser's Intl;
// but the first call makes the browser list all its ICU locales: 50–140 ms of main thread on the
// first screen of a slow phone (measured in Chromium), before any text can render.
// The loader fails the build when the check is no longer there, so an upgrade is looked at again.

const CHECKS = [
  'Intl.NumberFormat.supportedLocalesOf(locale).length',
  'Intl.DateTimeFormat.supportedLocalesOf(locale).length',
];

/** @this {import('@rspack/core').LoaderContext} */
export default function intlLocaleCheckLoader(source) {
  let code = source;
  for (const check of CHECKS) {
    if (!code.includes(check)) {
      throw new Error(`${this.resourcePath}: createIntl's check \`${check}\` not found`);
    }
    // `1`: "the locale is supported", the answer for every language the portal offers.
    code = code.replaceAll(check, '1');
  }
  return code;
}
