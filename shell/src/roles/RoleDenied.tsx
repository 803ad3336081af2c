import { FormattedMessage, useIntl } from 'react-intl';
import { Card, CardPage, LinkButton, useRole } from '@portal/shell/platform';
import { mayOpen } from '@portal/shared/first-screen/resolve';
import { FRAME_PATH, searchForTab, TABS } from '../frame/tabs';
import { allowedFor } from './allowed';
import './roleMessages';

/**
 * What a deep link to a page or tab the signed-in person's role cannot use shows (issue 37): the
 * role, and a link to the first tab it can use, instead of a page whose calls answer 403. `page`
 * is a route's own page (its h1); otherwise it stands in a tab of the frame.
 */
export default function RoleDenied({ page = false }: { page?: boolean }) {
  const intl = useIntl();
  const role = useRole();
  const allowed = allowedFor(role);
  // Every role may open the settings tab: there is always one.
  const first = TABS.find((tab) => mayOpen(tab, allowed))!;
  const title = <FormattedMessage id="roles.denied.title" />;
  const body = (
    <>
      <p>
        <FormattedMessage
          id="roles.denied.body"
          values={{ role: intl.formatMessage({ id: `roles.name.${role}` }) }}
        />{' '}
        <FormattedMessage id="roles.denied.ask" />
      </p>
      <p>
        <LinkButton variant="primary" to={`${FRAME_PATH}${searchForTab(first.id)}`}>
          <FormattedMessage
            id="roles.denied.link"
            values={{ page: intl.formatMessage({ id: first.label }) }}
          />
        </LinkButton>
      </p>
    </>
  );
  return page ? <CardPage title={title}>{body}</CardPage> : <Card title={title}>{body}</Card>;
}
