import account from './account/de';
import activity from './activity/de';
import team from './team/de';
import security from './security/de';
import passkeys from './passkeys/de';
import secondFactor from './second-factor/de';
import sessions from './sessions/de';
import billingDetails from './billing-details/de';
import invoiceCorrections from './invoice-corrections/de';
import cancellation from './cancellation/de';
import dataExport from './data-export/de';
import accountDeletion from './account-deletion/de';

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
