import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Card,
  QueryStatus,
  useCan,
  useGetAccountQuery,
  useUnsavedChangesGuard,
} from '@portal/shell/platform';
import { EmailChange } from './EmailChange';
import { PasswordChange } from './PasswordChange';
import { PhoneSettings } from './PhoneSettings';
import { TeamSection } from '../team/TeamSection';
import '../ui/account.css';
import '../i18n/messages';

/**
 * The settings tab (spec §2): the signed-in e-mail, the e-mail change with a one-time code, the
 * password change, the phone that signs in once proven with a code, and for the owner the team
 * (issue 37). One guard for every form
 * (a router has one blocker at a time); the tab is chosen by the query, so changing tab counts as
 * leaving.
 */
export default function SettingsTab() {
  const { data: account, isLoading, error, refetch } = useGetAccountQuery();
  const managesTeam = useCan('members.manage');
  const [dirty, setDirty] = useState({ email: false, password: false, phone: false });
  const guard = useUnsavedChangesGuard(dirty.email || dirty.password || dirty.phone, {
    includeSearch: true,
  });
  const onEmailDirty = useCallback(
    (email: boolean) => setDirty((d) => (d.email === email ? d : { ...d, email })),
    [],
  );
  const onPasswordDirty = useCallback(
    (password: boolean) => setDirty((d) => (d.password === password ? d : { ...d, password })),
    [],
  );
  const onPhoneDirty = useCallback(
    (phone: boolean) => setDirty((d) => (d.phone === phone ? d : { ...d, phone })),
    [],
  );

  return (
    <section className="account-tab" aria-labelledby="account-settings-title">
      <h2 id="account-settings-title" className="account-title">
        <FormattedMessage id="account.settings.title" />
      </h2>
      {account ? (
        <>
          <Card>
            <dl className="account-facts">
              <div>
                <dt>
                  <FormattedMessage id="account.settings.email" />
                </dt>
                <dd className="account-email">{account.email}</dd>
              </div>
            </dl>
          </Card>
          <div className="account-settings-forms">
            <EmailChange accountId={account.id} onDirty={onEmailDirty} />
            <PasswordChange accountId={account.id} onDirty={onPasswordDirty} />
            <PhoneSettings account={account} onDirty={onPhoneDirty} />
          </div>
          {managesTeam ? <TeamSection /> : null}
        </>
      ) : (
        <Card>
          <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        </Card>
      )}
      {guard}
    </section>
  );
}
