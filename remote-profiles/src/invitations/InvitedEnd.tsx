import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Skeleton } from '@portal/shell/platform';

/** The QR library and the codes load only here, after the profile is saved. */
const AppQrCodes = lazy(() => import('../apps/AppQrCodes'));

/**
 * The invited colleague's end (spec §6): their profile is saved, and they have no account here,
 * so the page says what to do next: install the app (store links and codes) and sign in to it
 * with the number they gave, shown as they typed it. No text message is sent (decisions.md
 * "The invited colleague's end").
 */
export function InvitedEnd({ loginPhone }: { loginPhone: string }) {
  return (
    // The pressed button left with the form: the outcome takes the focus.
    <section
      className="profiles-invited-end"
      aria-labelledby="profiles-invited-title"
      tabIndex={-1}
      ref={(element) => element?.focus()}
    >
      <div role="status" className="ui-alert ui-alert-success">
        <h2 id="profiles-invited-title" className="profiles-subtitle">
          <FormattedMessage id="profiles.invited.title" />
        </h2>
        <p>
          <FormattedMessage id="profiles.created" />
        </p>
      </div>
      <ol className="profiles-invited-steps">
        <li>
          <h3>
            <FormattedMessage id="profiles.invited.install" />
          </h3>
          <Suspense fallback={<Skeleton lines={2} />}>
            <AppQrCodes />
          </Suspense>
        </li>
        <li>
          <h3>
            <FormattedMessage
              id="profiles.invited.signIn"
              values={{
                phone: <span className="profiles-invited-phone">{loginPhone}</span>,
              }}
            />
          </h3>
          <p className="profiles-muted">
            <FormattedMessage id="profiles.invited.signInHint" />
          </p>
        </li>
      </ol>
    </section>
  );
}
