/** See intl-locale-check-loader.mjs. */
export default function intlLocaleCheckLoader(
  this: { resourcePath: string },
  source: string,
): string;
export const INTL_PACKAGES: string[];
