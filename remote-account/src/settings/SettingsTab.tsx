import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TAccount } from '@portal/shared/api/contract';
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
import { SecuritySection } from '../security/SecuritySection';
import { DataExportCard } from '../account-data/DataExportCard';
import { AccountDeletionCard } from '../account-data/AccountDeletionCard';
import '../ui/account.css';
import '../i18n/messages';

/**
 * A member's settings tab (issue 37): who is signed in, and that the account's own sign-in (the
 * owner's e-mail, password and phone) is its owner's to change: no form that would answer 403.
 */
function MemberSignIn({ account }: { account: TAccount }) {
  return (
    <Card>
      <dl className="account-facts">
        <div>
          <dt>
            <FormattedMessage id="account.settings.signedInAs" />
          </dt>
          <dd className="account-email">{account.member?.email ?? account.email}</dd>
        </div>
      </dl>
      <p className="account-hint">
        <FormattedMessage id="account.settings.managedByOwner" />
      </p>
    </Card>
  );
}

/**
 * The settings tab (spec §2): the signed-in e-mail, the e-mail change with a one-time code, the
 * password change, the phone that signs in once proven with a code, and for the owner the team
 * (issue 37). One guard for every form
 * (a router has one blocker at a time); the tab is chosen by the query, so changing tab counts as
 * leaving.
 */
export default function SettingsTab() {
  const { data: account, isLoading, error, refetch } = useGetAccountQuery();
  // The owner's login (e-mail, password, phone): settings.write (issue 37).
  const canChangeSignIn = useCan('settings.write');
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
          {canChangeSignIn ? (
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
            </>
          ) : (
            <MemberSignIn account={account} />
          )}
          <SecuritySection />
          {managesTeam ? <TeamSection /> : null}
          <DataExportCard />
          <AccountDeletionCard />
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
