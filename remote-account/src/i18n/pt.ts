import account from './account/pt';
import activity from './activity/pt';
import team from './team/pt';
import security from './security/pt';
import passkeys from './passkeys/pt';
import secondFactor from './second-factor/pt';
import sessions from './sessions/pt';
import billingDetails from './billing-details/pt';
import invoiceCorrections from './invoice-corrections/pt';
import cancellation from './cancellation/pt';
import dataExport from './data-export/pt';
import accountDeletion from './account-deletion/pt';

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
