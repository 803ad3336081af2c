import type { Locale } from '@portal/shared/i18n/locales';
import { loadMessages } from '@portal/shared/i18n/messages';
import type { MessageId } from '@portal/shared/i18n/messages';

export type Catalogue = Record<MessageId, string>;

const loaded = new Map<Locale, Catalogue>();
const pending = new Map<Locale, Promise<Catalogue>>();

/** A catalogue already downloaded, for a first render without waiting. */
export const loadedCatalogue = (locale: Locale): Catalogue | undefined => loaded.get(locale);

/**
 * Downloads one language's catalogue once. The shell calls it before React starts, so the
 * download runs beside the shared chunks instead of after the first render.
 */
export function preloadMessages(locale: Locale): Promise<Catalogue> {
  let request = pending.get(locale);
  if (!request) {
    request = loadMessages(locale).then((messages) => {
      loaded.set(locale, messages);
      return messages;
    });
    pending.set(locale, request);
    // A failed download is tried again next time.
    request.catch(() => pending.delete(locale));
  }
  return request;
}
