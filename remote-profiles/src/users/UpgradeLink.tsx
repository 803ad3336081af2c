import { FormattedMessage } from 'react-intl';
import { Button, useOpenBillingPortal, type ButtonVariant } from '@portal/shell/platform';

/** "Add users to the plan": the billing portal, opened in a new window (the platform's way). */
export function AddSeatsButton({ variant = 'link' }: { variant?: ButtonVariant }) {
  const { open, isOpening } = useOpenBillingPortal();
  return (
    <Button variant={variant} onClick={() => void open()} busy={isOpening}>
      <FormattedMessage id="profiles.upgrade" />
    </Button>
  );
}

/** The plan's upgrade link (spec §2): adds users in the billing portal, opened in a new window. */
export function UpgradeLink() {
  return (
    <p className="profiles-upgrade">
      <AddSeatsButton />
    </p>
  );
}
