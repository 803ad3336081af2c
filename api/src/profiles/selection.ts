import type { z } from 'zod';
import type { ZProfileSelection } from '@portal/shared/api/profiles-bulk';
import { appsAllowed, contextVersion, type AgentSubscription } from '../agents/app-configuration';
import { AppError } from '../errors/app-error';
import { profileFilter, type ProfileFilter } from './profiles-repository';

/** A selection of the users tab as the API has parsed it (issue 36 §3). */
export type ProfileSelection = z.output<typeof ZProfileSelection>;

/** The caller's account and its subscription, which the list's app filter compares with. */
export interface SelectionScope {
  accountId: string;
  subscription: AgentSubscription;
}

/**
 * What the list's app filter compares a profile with: the version the account's agents would
 * receive now (its contextVersion) and whether its subscription lets apps work at all.
 */
export function appFilterContext(
  subscription: AgentSubscription,
  secret: string,
): Pick<ProfileFilter, 'context' | 'appsAllowed'> {
  return { context: contextVersion(subscription, secret), appsAllowed: appsAllowed(subscription) };
}

/**
 * The selection as a WHERE condition on `profiles` (its values pushed onto `params`): ticked
 * ids, only those of the caller's account (another account's or an unknown id is simply not part
 * of it), or every profile the list shows for its search and app filter, by the list's own
 * condition (profileFilter): one statement whatever the number, no list of ids for "all matching".
 */
export function selectionCondition(
  params: unknown[],
  scope: SelectionScope,
  selection: ProfileSelection,
  secret: string,
): string {
  if ('ids' in selection)
    return `account_id = $${params.push(scope.accountId)} AND id = ANY($${params.push(selection.ids)}::uuid[])`;
  // The profiles an import added (migration 032): only the caller's account's, like ids.
  if ('importId' in selection)
    return `account_id = $${params.push(scope.accountId)} AND import_id = $${params.push(selection.importId)}::uuid`;
  return profileFilter(params, scope.accountId, {
    ...selection.matching,
    ...appFilterContext(scope.subscription, secret),
  });
}

/**
 * A bulk action that changes something acts on exactly the `count` profiles the person confirmed:
 * 409 SELECTION_CHANGED (nothing done) when the selection holds another number now.
 */
export function checkConfirmed(found: number, count: number): void {
  if (found !== count)
    throw new AppError('SELECTION_CHANGED', {
      values: { count: String(count), found: String(found) },
    });
}
