import { FormattedMessage } from 'react-intl';
import { PasskeysCard } from '../passkeys/PasskeysCard';
import { SecondFactorCard } from './SecondFactorCard';
import '../../ui/account.css';
import './secondFactor.css';
import '../../i18n/messages';

/**
 * What a person sees while their account requires a second factor they have not set up (issue 38):
 * the set-up alone, an authenticator app or a passkey, in place of every page of the portal. Once
 * done the account is refreshed and the shell shows the page they asked for.
 */
export default function SecondFactorSetupPage() {
  return (
    <div className="account-setup-page">
      <h1 className="account-title" tabIndex={-1}>
        <FormattedMessage id="account.secondFactor.setupPageTitle" />
      </h1>
      <p className="account-text">
        <FormattedMessage id="account.secondFactor.setupPageIntro" />
      </p>
      <SecondFactorCard />
      <PasskeysCard />
    </div>
  );
}
