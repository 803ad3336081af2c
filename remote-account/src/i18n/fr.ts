import account from './account/fr';
import activity from './activity/fr';
import team from './team/fr';
import security from './security/fr';
import passkeys from './passkeys/fr';
import secondFactor from './second-factor/fr';
import sessions from './sessions/fr';
import billingDetails from './billing-details/fr';
import invoiceCorrections from './invoice-corrections/fr';
import cancellation from './cancellation/fr';
import dataExport from './data-export/fr';
import accountDeletion from './account-deletion/fr';

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
