import { FormattedMessage, useIntl } from 'react-intl';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import { Button, getErrorMessage, showToast, sinceUnit } from '@portal/shell/platform';
import { useSendAppLinkMutation } from '../profilesApi';

/** "Texted 5 minutes ago": when the agent was last sent the app link, as of the render. */
export function LastTexted({ at }: { at: string }) {
  const intl = useIntl();
  const since = sinceUnit(at);
  return (
    <FormattedMessage
      id="profiles.appLink.texted"
      values={{ ago: intl.formatRelativeTime(since.value, since.unit, { numeric: 'auto' }) }}
    />
  );
}

/**
 * A row's "Text app": the stores' links and the number to sign in with, texted to that agent in
 * the profile's language. The outcome (or the server's refusal, e.g. within 10 minutes of the last
 * one) is said in the page's toasts, a polite live region.
 */
export function RowAppLink({ profile, name }: { profile: TProfileListItem; name: string }) {
  const intl = useIntl();
  const [send, { isLoading }] = useSendAppLinkMutation();
  async function onSend() {
    try {
      const { phone } = await send(profile.id).unwrap();
      showToast(intl.formatMessage({ id: 'profiles.appLink.sent' }, { phone }));
    } catch (error) {
      showToast(getErrorMessage(error, intl), 'error');
    }
  }
  return (
    <Button
      variant="secondary"
      busy={isLoading}
      aria-label={intl.formatMessage({ id: 'profiles.appLink.rowAction' }, { name })}
      onClick={() => void onSend()}
    >
      <FormattedMessage id="profiles.appLink.short" />
    </Button>
  );
}
