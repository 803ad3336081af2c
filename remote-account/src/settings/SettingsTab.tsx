import { FormattedMessage } from 'react-intl';
import { Card, QueryStatus, useGetAccountQuery } from '@portal/shell/platform';
import '../ui/account.css';
import '../i18n/messages';

/**
 * The settings tab (spec §2): the e-mail this account signs in with. Changing the e-mail or the
 * password arrives with the settings issue, together with the one-time codes behind it.
 */
export default function SettingsTab() {
  const { data: account, isLoading, error, refetch } = useGetAccountQuery();
  return (
    <section className="account-tab" aria-labelledby="account-settings-title">
      <h2 id="account-settings-title" className="account-title">
        <FormattedMessage id="account.settings.title" />
      </h2>
      <Card>
        {account ? (
          <dl className="account-facts">
            <div>
              <dt>
                <FormattedMessage id="account.settings.email" />
              </dt>
              <dd className="account-email">{account.email}</dd>
            </div>
          </dl>
        ) : (
          <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        )}
      </Card>
    </section>
  );
}
