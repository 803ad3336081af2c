import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PageHeading } from '../app/routes';

/**
 * A page while its remote loads: its h1 where the page will show it, in the page's own card or column,
 * and a spinner where its content will come. index.html paints the same markup before any script
 * (its `data-first-paint-layout` templates; e2e/tests/first-paint.spec.ts compares them), so from the
 * first paint to the page nothing moves and the title is not painted again any larger.
 * `data-placeholder`: RouteChange moves focus to the page's real h1, not to this one. No blurred
 * overlay here: a full-screen backdrop blur is costly to paint on a phone, and would delay the title.
 */
export function PagePlaceholder({ heading }: { heading: PageHeading }) {
  const intl = useIntl();
  const titleId = useId();
  const title = intl.formatMessage({ id: heading.id });
  const pending = (
    <div className="page-pending" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
  if (heading.layout === 'card') {
    return (
      <div className="ui-card-page">
        <section className="ui-card" aria-labelledby={titleId}>
          <h1 id={titleId} className="ui-page-title" data-placeholder>
            {title}
          </h1>
          {pending}
        </section>
      </div>
    );
  }
  // The checkout's wide column, or the portal's tab frame.
  const wide = heading.layout === 'wide';
  return (
    <div className={wide ? 'page-wide' : 'frame'}>
      <h1 className={wide ? 'ui-page-title' : 'frame-title'} data-placeholder>
        {title}
      </h1>
      {pending}
    </div>
  );
}
