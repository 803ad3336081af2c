import account from './account/fr';
import activity from './activity/fr';
import team from './team/fr';

/** The account remote's catalogue: its own texts, the Activity tab's and the Team section's, each precompiled on its own. */
export default { ...account, ...activity, ...team };
