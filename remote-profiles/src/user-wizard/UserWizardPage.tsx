import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { BackToUsers } from '../ui/BackToUsers';
import '../ui/profiles.css';
import '../i18n/messages';

/** `/user/:userId` (spec §2): the profile wizard's page; its steps arrive with the profiles issue. */
export default function UserWizardPage() {
  const { userId = '' } = useParams();
  const isNew = userId === 'new';
  return (
    <article className="profiles-page" aria-labelledby="profiles-wizard-title">
      <h1 id="profiles-wizard-title" className="profiles-title">
        <FormattedMessage id={isNew ? 'profiles.wizard.titleNew' : 'profiles.wizard.title'} />
      </h1>
      {isNew ? null : (
        <p className="profiles-muted">
          <FormattedMessage id="profiles.wizard.id" values={{ userId }} />
        </p>
      )}
      <BackToUsers />
    </article>
  );
}
