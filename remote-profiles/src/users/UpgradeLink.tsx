import { FormattedMessage } from 'react-intl';
import { Button, useOpenBillingPortal } from '@portal/shell/platform';

/** The plan's upgrade link (spec §2): adds users in the billing portal, opened in a new window. */
export function UpgradeLink() {
  const { open, isOpening } = useOpenBillingPortal();
  return (
    <p className="profiles-upgrade">
      <Button variant="link" onClick={() => void open()} busy={isOpening}>
        <FormattedMessage id="profiles.upgrade" />
      </Button>
    </p>
  );
}
