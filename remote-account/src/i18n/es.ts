import account from './account/es';
import activity from './activity/es';
import team from './team/es';
import security from './security/es';
import passkeys from './passkeys/es';
import secondFactor from './second-factor/es';
import sessions from './sessions/es';
import billingDetails from './billing-details/es';
import invoiceCorrections from './invoice-corrections/es';
import cancellation from './cancellation/es';
import dataExport from './data-export/es';
import accountDeletion from './account-deletion/es';

/** The account remote's catalogue: its own texts, the Activity tab's and the Team section's, each precompiled on its own. */
export default {
  ...account,
  ...activity,
  ...team,
  ...security,
  ...passkeys,
  ...secondFactor,
  ...sessions,
  ...billingDetails,
  ...invoiceCorrections,
  ...cancellation,
  ...dataExport,
  ...accountDeletion,
};
