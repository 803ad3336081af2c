import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import { api, Button, ConfirmDialog, getErrorMessage, showToast } from '@portal/shell/platform';

/** POST /v2/companies/{id}/app-sign-out, injected into the portal's one api slice. */
const appSignOutApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    signOutOfApp: build.mutation<unknown, string>({
      query: (id) => ({
        url: `/v2/companies/${encodeURIComponent(id)}/app-sign-out`,
        method: 'POST',
        body: {},
      }),
    }),
  }),
});

/**
 * A row's "Sign out of the app" (issue 38), for a lost or replaced phone: after a confirmation
 * naming the agent, every app session of theirs ends; the app's next request is refused with a
 * message saying so, and the agent can sign in again with their number. Offered once the agent
 * has signed in to the app. The outcome is said in the page's toasts.
 */
export function RowAppSignOut({ profile, name }: { profile: TProfileListItem; name: string }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [signOut, { isLoading }] = appSignOutApi.useSignOutOfAppMutation();
  if (profile.app.status === 'never' || profile.app.status === 'deactivated') return null;
  async function onConfirm() {
    try {
      await signOut(profile.id).unwrap();
      setConfirming(false);
      showToast(intl.formatMessage({ id: 'profiles.appSignOut.done' }, { name }));
    } catch (error) {
      setConfirming(false);
      showToast(getErrorMessage(error, intl), 'error');
    }
  }
  return (
    <>
      <Button
        variant="secondary"
        aria-label={intl.formatMessage({ id: 'profiles.appSignOut.rowAction' }, { name })}
        onClick={() => setConfirming(true)}
      >
        <FormattedMessage id="profiles.appSignOut.short" />
      </Button>
      {confirming ? (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="profiles.appSignOut.title" values={{ name }} />}
          message={
            <FormattedMessage
              id="profiles.appSignOut.text"
              values={{ name, phone: profile.loginPhoneNumber }}
            />
          }
          confirmLabel={<FormattedMessage id="profiles.appSignOut.confirm" />}
          busy={isLoading}
          onConfirm={() => void onConfirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
