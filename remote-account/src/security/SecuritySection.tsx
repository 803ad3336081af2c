import { FormattedMessage } from 'react-intl';
import { useCan } from '@portal/shell/platform';
import { PasskeysCard } from './passkeys/PasskeysCard';
import { SecondFactorCard } from './second-factor/SecondFactorCard';
import { SecondFactorPolicyCard } from './second-factor/SecondFactorPolicyCard';
import { SessionsCard } from './sessions/SessionsCard';

/**
 * The settings tab's sign-in security (issue 38), for every role: each person's own authenticator
 * app and recovery codes, passkeys and signed-in sessions; and, for the owner, who in the account
 * must use a second factor.
 */
export function SecuritySection() {
  const setsPolicy = useCan('members.manage');
  return (
    <section className="account-security" aria-labelledby="account-security-title">
      <h3 id="account-security-title" className="account-subtitle">
        <FormattedMessage id="account.security.title" />
      </h3>
      <p className="account-text">
        <FormattedMessage id="account.security.intro" />
      </p>
      <SecondFactorCard />
      <PasskeysCard />
      {setsPolicy ? <SecondFactorPolicyCard /> : null}
      <SessionsCard />
    </section>
  );
}
