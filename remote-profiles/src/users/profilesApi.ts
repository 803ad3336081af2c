// Types only: the module's values bring the validation library, which the users tab's first screen
// does without (its download and the wait for it would delay the first row on a slow phone).
import type {
  AppSyncFilter,
  KitFilter,
  TAssetAnswer,
  TInvitation,
  TMyInvitation,
  TProfileListItem,
} from '@portal/shared/api/profiles';
import type { TAppLinkSent } from '@portal/shared/api/app';
import type {
  TBulkAppLinkQueued,
  TBulkAppLinkRequest,
  TBulkApplyKitRequest,
  TBulkDeleted,
  TBulkKitApplied,
  TBulkDeleteRequest,
  TBulkExportRequest,
} from '@portal/shared/api/profiles-bulk';
import type { TProfileCreateRequest, TProfileEditRequest } from '@portal/shared/validation/profile';
import { api, loadRuntimeConfig, loggedOut } from '@portal/shell/platform';
import { fileResponse, type DownloadedFile } from '@portal/shell/platform/download';

/** One page of the users list: its rows, the matches over all pages, the next page's path. */
export interface ProfilePage {
  rows: TProfileListItem[];
  /**
   * The first page's X-Total-Count: the server counts once per search, on the first page, and a
   * later page (its Link) comes without it (null).
   */
  total: number | null;
  next: string | null;
}

const LIST = '/v2/users/me/users';

/**
 * Which profiles the list shows: the search text ('' for all), one app status or all, and all or
 * only those that differ from the brand kit.
 */
export interface ProfileListFilter {
  q: string;
  app: AppSyncFilter;
  kit: KitFilter;
}
/** Every profile: its total is the seats in use. */
export const EVERYONE: ProfileListFilter = { q: '', app: 'all', kit: 'all' };

/** The list's first page for a filter; the next ones are each page's Link. */
function firstPage({ q, app, kit }: ProfileListFilter): string {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (app !== 'all') query.set('app', app);
  if (kit !== 'all') query.set('kit', kit);
  const search = query.toString();
  return search ? `${LIST}?${search}` : LIST;
}

/** The rel="next" target of a Link header (RFC 8288), a path relative to the API base. */
export function nextPageOf(link: string | null | undefined): string | null {
  const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(link ?? '');
  return match?.[1] ?? null;
}

function toPage(rows: TProfileListItem[], meta: { response?: Response } | undefined): ProfilePage {
  const total = meta?.response?.headers.get('X-Total-Count');
  return {
    rows,
    total: total == null ? null : Number(total),
    next: nextPageOf(meta?.response?.headers.get('Link')),
  };
}

/** The failure of a user-list call signs out, as spec §7 asks. */
async function signOutOnListFailure(
  queryFulfilled: Promise<unknown>,
  dispatch: (action: ReturnType<typeof loggedOut>) => unknown,
) {
  try {
    await queryFulfilled;
  } catch (failure) {
    // An expired session was already handled by the base query; a connection loss has its own
    // warning.
    const status = (failure as { error?: { status?: unknown } }).error?.status;
    if (typeof status === 'number' && status !== 401)
      dispatch(loggedOut({ notice: status >= 500 ? 'errors.server' : 'errors.unknown' }));
  }
}

/** The profile calls of spec §7, injected into the portal's one api. */
export const profilesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * The users tab's list, a page at a time (oldest first), matching the filter; each next page
     * is the previous page's Link.
     */
    getProfilePages: build.infiniteQuery<ProfilePage, ProfileListFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      // No `limit`: the server's page size (PROFILE_PAGE_SIZE), which its Link keeps.
      query: ({ queryArg, pageParam }) => pageParam ?? firstPage(queryArg),
      transformResponse: (rows: TProfileListItem[], meta) => toPage(rows, meta),
      providesTags: ['Users'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await signOutOnListFailure(queryFulfilled, dispatch);
      },
    }),
    /** One profile, as its row of the list: the wizard's edit page. */
    getProfile: build.query<TProfileListItem, string>({
      query: (id) => `/v2/companies/${encodeURIComponent(id)}`,
      providesTags: ['Users'],
    }),
    createProfile: build.mutation<{ userId: string }, TProfileCreateRequest>({
      query: (body) => ({ url: '/v2/companies', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    updateProfile: build.mutation<void, { id: string; body: TProfileEditRequest }>({
      query: ({ id, body }) => ({
        url: `/v2/companies/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Users'],
    }),
    /** The invited person's own profile, under the inviting account (no session needed). */
    createProfileByInvitation: build.mutation<
      { userId: string },
      { invitationId: string; body: TProfileCreateRequest }
    >({
      query: ({ invitationId, body }) => ({
        url: `/v2/invitations/${encodeURIComponent(invitationId)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Users', 'Invitation'],
    }),
    getInvitation: build.query<TInvitation, string>({
      query: (id) => `/v2/invitations/${encodeURIComponent(id)}`,
    }),
    deleteProfile: build.mutation<void, string>({
      query: (id) => ({ url: `/v2/companies/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Users'],
    }),
    getMyInvitation: build.query<TMyInvitation | null, void>({
      query: () => '/v2/invitations/user/me',
      providesTags: ['Invitation'],
    }),
    /** A new link; the server deletes the previous one (decisions.md). */
    createInvitation: build.mutation<TMyInvitation, { expires: string }>({
      query: (body) => ({ url: '/v2/invitations', method: 'POST', body }),
      invalidatesTags: ['Invitation'],
    }),
    deleteInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `/v2/invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Invitation'],
    }),
    /**
     * "Text the app link": the stores' links and the number to sign in with, to the agent. The
     * list is asked for again: its row says when the agent was last texted.
     */
    sendAppLink: build.mutation<TAppLinkSent, string>({
      query: (id) => ({
        url: `/v2/companies/${encodeURIComponent(id)}/app-link`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Users'],
    }),
    /**
     * The bulk actions (issue 36 §3) on rows ticked or on every profile matching the search and
     * filter, with the count the person confirmed. The lists and the seats are asked for again
     * after an answer, a refusal too: a 409 (the selection no longer counts that many) shows the
     * new count.
     */
    deleteProfiles: build.mutation<TBulkDeleted, TBulkDeleteRequest>({
      query: (body) => ({ url: `${LIST}/delete`, method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    /** "Apply the brand kit": the selection follows the kit again (its overrides reset). */
    applyBrandKit: build.mutation<TBulkKitApplied, TBulkApplyKitRequest>({
      query: (body) => ({ url: `${LIST}/apply-brand-kit`, method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    sendAppLinks: build.mutation<TBulkAppLinkQueued, TBulkAppLinkRequest>({
      query: (body) => ({ url: `${LIST}/app-link`, method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    /** The selection as a CSV file, fetched with the session's token and saved under its name. */
    exportProfiles: build.mutation<DownloadedFile, TBulkExportRequest>({
      query: (body) => ({
        url: `${LIST}/export`,
        method: 'POST',
        body,
        responseHandler: fileResponse('profiles.csv'),
      }),
    }),
    /**
     * Where an image or video (and a video's poster) can be loaded from: signed URLs, as <img>
     * and <video> send no token. A video also brings its title and profile.
     */
    getAssetUrl: build.query<TAssetAnswer, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery(
          `/v2/resources/assets/${encodeURIComponent(id)}?noRedirect=true`,
        );
        if (result.error) return { error: result.error };
        const apiBase = await loadRuntimeConfig().then(
          (config) => config.apiBase,
          () => '',
        );
        const { url, posterUrl, video } = result.data as TAssetAnswer;
        return {
          data: {
            url: `${apiBase}${url}`,
            ...(posterUrl && { posterUrl: `${apiBase}${posterUrl}` }),
            ...(video && { video }),
          },
        };
      },
    }),
  }),
});

export const {
  useGetProfileQuery,
  useGetProfilePagesInfiniteQuery,
  useCreateProfileMutation,
  useUpdateProfileMutation,
  useCreateProfileByInvitationMutation,
  useGetInvitationQuery,
  useDeleteProfileMutation,
  useSendAppLinkMutation,
  useDeleteProfilesMutation,
  useSendAppLinksMutation,
  useApplyBrandKitMutation,
  useExportProfilesMutation,
  useGetAssetUrlQuery,
  useGetMyInvitationQuery,
  useCreateInvitationMutation,
  useDeleteInvitationMutation,
} = profilesApi;
