import type { TProfileListItem } from '@portal/shared/api/profiles';

/** The name a row, its dialogs and its toasts show: the end card's, else the profile's. */
export const nameOf = (profile: TProfileListItem) =>
  profile.companies[0]?.configuration.variables.outroFullName || profile.loginName;
