import account from './account/en-us';
import activity from './activity/en-us';
import team from './team/en-us';
import security from './security/en-us';
import passkeys from './passkeys/en-us';
import secondFactor from './second-factor/en-us';
import sessions from './sessions/en-us';
import billingDetails from './billing-details/en-us';
import invoiceCorrections from './invoice-corrections/en-us';
import cancellation from './cancellation/en-us';
import dataExport from './data-export/en-us';
import accountDeletion from './account-deletion/en-us';

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
