/** See intl-locale-check-loader.mjs. */
export default function intlLocaleCheckLoader(
  this: { resourcePath: string },
  source: string,
): string;
