import account from './account/de';
import activity from './activity/de';
import team from './team/de';

/** The account remote's catalogue: its own texts, the Activity tab's and the Team section's, each precompiled on its own. */
export default { ...account, ...activity, ...team };
