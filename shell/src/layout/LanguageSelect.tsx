import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, isLocale } from '@portal/shared/i18n/locales';
import { localeChanged, useAppDispatch, useLocale } from '@portal/shell/platform';

/**
 * The language selector (spec §2): each language named in itself. A globe (drawn by app.css, no
 * byte of the first screen's script) stands for the label on screen (the word would not fit a
 * phone's header); the label is still read.
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
