import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@portal/shell/platform';

/**
 * What opens the billing portal to add users to the plan (spec §2 "upgrade link"). The billing
 * portal is not wired yet: until it is, this returns null and the link stays disabled with its
 * reason. The billing work replaces this hook's body (e.g. the POST /payments/portal/session call).
 */
export function useOpenBillingPortal(): (() => void) | null {
  return null;
}

export function UpgradeLink() {
  const open = useOpenBillingPortal();
  const reasonId = useId();
  if (open)
    return (
      <Button variant="link" onClick={open}>
        <FormattedMessage id="profiles.upgrade" />
      </Button>
    );
  return (
    <p className="profiles-upgrade">
      {/* aria-disabled keeps it focusable, so the reason is found with the keyboard too. */}
      <Button variant="link" aria-disabled="true" aria-describedby={reasonId}>
        <FormattedMessage id="profiles.upgrade" />
      </Button>
      <span id={reasonId} className="ui-hint">
        <FormattedMessage id="profiles.upgrade.unavailable" />
      </span>
    </p>
  );
}
