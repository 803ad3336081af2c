import { configure } from '@testing-library/react';

// A bound for a hang, never a wait: findBy*/waitFor end as soon as what they look for shows. On a
// busy 2-core machine a lazily loaded chunk (the account switcher, a wizard step) took over the
// default 1 s to appear.
configure({ asyncUtilTimeout: 10_000 });
