import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import { Button, getErrorMessage } from '@portal/shell/platform';
import { AppStatus } from './AppStatus';
import { useSendAppLinkMutation } from './profilesApi';

/**
 * The profile's app, in its preview dialog: its status and "Text the app link" (the stores' links
 * and the number to sign in with). What happened is said in the polite live region below the
 * button; the server's 429 text says when to try again.
 */
export function AppLinkAction({ profile }: { profile: TProfileListItem }) {
  const intl = useIntl();
  const [send, { isLoading }] = useSendAppLinkMutation();
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);

  async function onSend() {
    setSaid(null);
    try {
      const { phone } = await send(profile.id).unwrap();
      setSaid({
        text: intl.formatMessage({ id: 'profiles.appLink.sent' }, { phone }),
        error: false,
      });
    } catch (error) {
      setSaid({ text: getErrorMessage(error, intl), error: true });
    }
  }

  return (
    <section className="profiles-app" aria-labelledby={`app-${profile.id}`}>
      <h3 id={`app-${profile.id}`} className="profiles-app-title">
        <FormattedMessage id="profiles.appLink.title" />
      </h3>
      <p className="profiles-app-status">
        <AppStatus app={profile.app} />
      </p>
      <p className="profiles-app-hint">
        <FormattedMessage id="profiles.appLink.hint" />
      </p>
      <Button variant="secondary" busy={isLoading} onClick={() => void onSend()}>
        <FormattedMessage id="profiles.appLink.action" />
      </Button>
      <p
        className={said?.error ? 'profiles-app-said profiles-app-error' : 'profiles-app-said'}
        aria-live="polite"
      >
        {said?.text}
      </p>
    </section>
  );
}
