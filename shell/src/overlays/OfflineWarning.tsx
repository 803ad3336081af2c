import { FormattedMessage } from 'react-intl';
import { selectIsOnline, useAppSelector } from '@portal/shell/platform';

/** Spec §8: "Lost internet connection: changes might not be saved". */
export function OfflineWarning() {
  const online = useAppSelector(selectIsOnline);
  if (online) return null;
  return (
    <div className="banner banner-offline" role="alert">
      <p className="app-column">
        <FormattedMessage id="shell.offline" />
      </p>
    </div>
  );
}
