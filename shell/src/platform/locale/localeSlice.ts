import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isLocale, matchLocale } from '@portal/shared/i18n/locales';
import type { Locale } from '@portal/shared/i18n/locales';
import type { KeyValueStorage } from '../storage';
import { safeWrite } from '../storage';

export const LOCALE_KEY = 'locale';

export interface LocaleState {
  value: Locale;
}

/** The saved choice, else the browser's preferred languages (spec §2 language selector). */
export function readLocale(storage: KeyValueStorage | undefined): LocaleState {
  let saved: string | null;
  try {
    saved = storage?.getItem(LOCALE_KEY) ?? null;
  } catch {
    saved = null;
  }
  if (isLocale(saved)) return { value: saved };
  const nav = globalThis.navigator as Navigator | undefined;
  return { value: matchLocale(nav?.languages ?? (nav?.language ? [nav.language] : [])) };
}

export function writeLocale(storage: KeyValueStorage | undefined, locale: Locale): void {
  safeWrite(storage, (s) => s.setItem(LOCALE_KEY, locale));
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: (): LocaleState => ({ value: 'en-us' }),
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.value = action.payload;
    },
  },
});

export const { localeChanged } = localeSlice.actions;
export const selectLocale = (state: { locale: LocaleState }) => state.locale.value;
