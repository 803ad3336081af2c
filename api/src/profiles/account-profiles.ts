import type { FastifyInstance } from 'fastify';
import type { AppSyncFilter, KitFilter, TProfileListItem } from '@portal/shared/api/profiles';
import type { BrandKitField } from '@portal/shared/validation/brand-kit';
import type { TProfileCreate, TProfileEdit } from '@portal/shared/validation/profile';
import type { AgentSubscription } from '../agents/app-configuration';
import { AppError } from '../errors/app-error';
import { createListItemMapper } from './list-item';
import type { ProfileRow } from './profile-dto';
import type { ProfileKey } from './profiles-repository';
import { appFilterContext } from './selection';

/**
 * A page of the users list: its rows, the key after which the next page starts, and on the first
 * page only, how many match over all pages (null on a later page).
 */
export interface ProfileListPage {
  items: TProfileListItem[];
  next: ProfileKey | null;
  total: number | null;
}

/**
 * The signed-in account's profiles (/v2/companies, the users list GET /v2/users/me/users): each
 * one read, created, edited or deleted by its account only; another account's profile answers
 * 404 exactly like a missing one (decisions.md). Seats and spec §4's choices are the profiles
 * service's; a row is shown with its signed picture URLs and its agent's app status.
 */
export function accountProfiles(fastify: FastifyInstance) {
  const toItem = createListItemMapper(fastify.config.jwtSecret);

  async function callerAccount(accountId: string) {
    const account = await fastify.accountsRepository.findById(accountId);
    if (!account) throw new AppError('UNAUTHORIZED');
    return account;
  }

  async function owned(accountId: string, profileId: string) {
    const profile = await fastify.profilesRepository.findById(profileId);
    if (!profile || profile.accountId !== accountId) throw new AppError('NOT_FOUND');
    return profile;
  }

  return {
    /** One profile as a row of the users list (`subscription`: the account's). */
    async get(
      accountId: string,
      subscription: AgentSubscription,
      profileId: string,
    ): Promise<TProfileListItem> {
      return toItem(await owned(accountId, profileId), subscription);
    },

    /**
     * A new profile within the plan's seats: its id. `sent`: the brand kit fields the request
     * named (brand-kit-service's sentKitFields); the others take the kit's values.
     */
    async create(
      accountId: string,
      payload: TProfileCreate,
      sent?: ReadonlySet<BrandKitField>,
    ): Promise<string> {
      const account = await callerAccount(accountId);
      return fastify.profilesService.create(account, payload, undefined, sent);
    },

    async update(
      accountId: string,
      profileId: string,
      payload: TProfileEdit,
      sent?: ReadonlySet<BrandKitField>,
    ): Promise<void> {
      const account = await callerAccount(accountId);
      const current = await owned(accountId, profileId);
      await fastify.profilesService.update(account, current, payload, sent);
    },

    /** Deletes the profile; answers it as it was (the activity log names it). */
    async delete(accountId: string, profileId: string): Promise<ProfileRow> {
      const profile = await owned(accountId, profileId);
      await fastify.profilesService.delete(accountId, profile);
      return profile;
    },

    /**
     * A page of `limit` profiles after `after` in (created_at, id) order, matching the search `q`
     * and the app status `app`, compared with what the account's agents would receive now, and
     * with `kit: 'differs'` only the profiles that differ from the brand kit.
     */
    async listPage(
      accountId: string,
      subscription: AgentSubscription,
      query: {
        limit: number;
        after: ProfileKey | null;
        q: string;
        app: AppSyncFilter;
        kit?: KitFilter;
      },
    ): Promise<ProfileListPage> {
      // The account's part of the app's version, hashed once for the page (not once per row).
      const filterContext = appFilterContext(subscription, fastify.config.jwtSecret);
      const page = await fastify.profilesRepository.listPage(accountId, {
        ...query,
        ...filterContext,
      });
      return {
        items: page.rows.map((row) => toItem(row, subscription, filterContext.context)),
        next: page.next,
        total: page.total,
      };
    },
  };
}
