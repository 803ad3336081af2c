import account from './account/br';
import activity from './activity/br';
import team from './team/br';
import security from './security/br';
import passkeys from './passkeys/br';
import secondFactor from './second-factor/br';
import sessions from './sessions/br';
import billingDetails from './billing-details/br';
import invoiceCorrections from './invoice-corrections/br';
import cancellation from './cancellation/br';
import dataExport from './data-export/br';
import accountDeletion from './account-deletion/br';

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
