import account from './account/en-us';
import activity from './activity/en-us';
import team from './team/en-us';

/** The account remote's catalogue: its own texts, the Activity tab's and the Team section's, each precompiled on its own. */
export default { ...account, ...activity, ...team };
