import account from './account/pt';
import activity from './activity/pt';
import team from './team/pt';

/** The account remote's catalogue: its own texts, the Activity tab's and the Team section's, each precompiled on its own. */
export default { ...account, ...activity, ...team };
