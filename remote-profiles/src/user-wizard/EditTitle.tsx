import { FormattedMessage } from 'react-intl';
import { useGetAccountQuery } from '@portal/shell/platform';
import { useGetProfileQuery } from '../users';

/**
 * The edit page's h1 names the person ("Edit Jordan Miller") once the profile is in: the name on
 * their videos' end card, else their profile name. The same query as the form's, asked once.
 */
export function EditTitle({ userId }: { userId: string }) {
  const { data: account } = useGetAccountQuery();
  const { data: profile } = useGetProfileQuery(userId, { skip: !account });
  const name =
    profile?.companies[0]?.configuration.variables.outroFullName || profile?.loginName || '';
  return name ? (
    <FormattedMessage id="profiles.wizard.titleEdit" values={{ name }} />
  ) : (
    <FormattedMessage id="profiles.wizard.title" />
  );
}
