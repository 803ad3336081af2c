import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, isLocale } from '@portal/shared/i18n/locales';
import { localeChanged, useAppDispatch, useLocale } from '@portal/shell/platform';

/**
 * The language selector (spec §2): each language named in itself. A globe stands for the label on
 * screen (the word would not fit a phone's header); the label is still read.
 */
export function LanguageSelect() {
  const id = useId();
  const dispatch = useAppDispatch();
  const locale = useLocale();
  return (
    <div className="language-select">
      <label htmlFor={id} className="ui-visually-hidden">
        <FormattedMessage id="shell.header.language" />
      </label>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3Z" />
      </svg>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) dispatch(localeChanged(event.target.value));
        }}
      >
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={LOCALE_TAGS[value]}>
            {LOCALE_NAMES[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
