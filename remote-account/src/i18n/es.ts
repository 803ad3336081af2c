import account from './account/es';
import activity from './activity/es';
import team from './team/es';

/** The account remote's catalogue: its own texts, the Activity tab's and the Team section's, each precompiled on its own. */
export default { ...account, ...activity, ...team };
