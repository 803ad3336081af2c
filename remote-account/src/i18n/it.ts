import account from './account/it';
import activity from './activity/it';
import team from './team/it';
import security from './security/it';
import passkeys from './passkeys/it';
import secondFactor from './second-factor/it';
import sessions from './sessions/it';
import billingDetails from './billing-details/it';
import invoiceCorrections from './invoice-corrections/it';
import cancellation from './cancellation/it';
import dataExport from './data-export/it';
import accountDeletion from './account-deletion/it';

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
