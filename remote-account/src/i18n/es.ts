import account from './account/es';
import activity from './activity/es';
import team from './team/es';
import security from './security/es';
import passkeys from './passkeys/es';
import secondFactor from './second-factor/es';
import sessions from './sessions/es';

/** The account remote's catalogue: its own texts, the Activity tab's and the Team section's, each precompiled on its own. */
export default {
  ...account,
  ...activity,
  ...team,
  ...security,
  ...passkeys,
  ...secondFactor,
  ...sessions,
};
