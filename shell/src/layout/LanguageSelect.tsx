import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, isLocale } from '@portal/shared/i18n/locales';
import { localeChanged, useAppDispatch, useLocale } from '@portal/shell/platform';

/** The language selector (spec §2): each language named in itself. */
export function LanguageSelect() {
  const id = useId();
  const dispatch = useAppDispatch();
  const locale = useLocale();
  return (
    <div className="language-select">
      <label htmlFor={id}>
        <FormattedMessage id="shell.header.language" />
      </label>
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
