import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAllowed } from '../roles/allowed';
import { titleIdForLocation } from './routes';

/** How long a lazily loaded page may take to show its h1 before the title is announced instead. */
const HEADING_WAIT_MS = 10_000;

/** Resolves with the page's h1 as soon as it is in the document (remote pages render it later). */
function whenHeading(signal: AbortSignal): Promise<HTMLElement | null> {
  // Not the h1 a page shows while its remote loads (PagePlaceholder): the page replaces it.
  const find = () => document.querySelector<HTMLElement>('#main h1:not([data-placeholder])');
  return new Promise((resolve) => {
    const found = find();
    if (found) return resolve(found);
    const observer = new MutationObserver(() => {
      const heading = find();
      if (heading) finish(heading);
    });
    const timer = setTimeout(() => finish(null), HEADING_WAIT_MS);
    function finish(heading: HTMLElement | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(heading);
    }
    signal.addEventListener('abort', () => finish(null));
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * What a route change means for people who do not see it: `document.title` names the page in the
 * active language, and after a change of page focus moves to its h1, so a screen reader reads the
 * new page once (the heading) and keyboard users start from its top. Only when no h1 shows up is
 * the page name announced through a live region instead. Switching portal tabs changes the title
 * but leaves focus on the tab.
 */
export function RouteChange() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef<string | null>(pathname);

  const titleId = titleIdForLocation(pathname, search, useAllowed());
  const pageName = titleId ? intl.formatMessage({ id: titleId }) : null;

  useEffect(() => {
    // A path outside the table redirects at once; the next page sets the title.
    if (pageName)
      document.title = intl.formatMessage({ id: 'shell.documentTitle' }, { page: pageName });
  }, [intl, pageName]);

  useEffect(() => {
    // The page the browser opened keeps the browser's own focus; later pages take it.
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    setAnnouncement('');
    const aborted = new AbortController();
    void whenHeading(aborted.signal).then((heading) => {
      if (aborted.signal.aborted) return;
      if (!heading) {
        if (pageName)
          setAnnouncement(intl.formatMessage({ id: 'shell.pageAnnounced' }, { page: pageName }));
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    });
    return () => aborted.abort();
    // Only a new page moves focus; a new language or tab does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </div>
  );
}
