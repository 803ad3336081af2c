import account from './account/it';
import activity from './activity/it';
import team from './team/it';

/** The account remote's catalogue: its own texts, the Activity tab's and the Team section's, each precompiled on its own. */
export default { ...account, ...activity, ...team };
