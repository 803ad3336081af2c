import type { TActivityPage, TActivityPeople } from '@portal/shared/api/activity';
import { api } from '@portal/shell/platform';
import { fileResponse, type DownloadedFile } from '@portal/shell/platform/download';
import { queryString } from './filters';

/** Events per page: a screenful or two; the next ones come by "Load more", never all at once. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The activity log's calls (issue 37), injected into the portal's one api. */
export const activityApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /v2/activity: newest first, a page at a time; each next page by the last's cursor. */
    getActivityPages: build.infiniteQuery<TActivityPage, Record<string, string>, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) =>
        `/v2/activity?${queryString({
          ...queryArg,
          ...(pageParam ? { cursor: pageParam } : {}),
          limit: String(ACTIVITY_PAGE_SIZE),
        })}`,
      // A new event is written by every change elsewhere in the portal: show it when coming back.
      keepUnusedDataFor: 0,
    }),
    /**
     * GET /v2/activity/people: whom the log can name (the owner, the team, those who left), for
     * every role that reads the log (GET /v2/members is the owner's only).
     */
    getActivityPeople: build.query<TActivityPeople, void>({
      query: () => '/v2/activity/people',
      // A member added or removed elsewhere in the portal: asked again when the tab opens.
      keepUnusedDataFor: 0,
    }),
    /** The same filters as a CSV file, fetched with the session's token and saved under its name. */
    exportActivity: build.mutation<DownloadedFile, Record<string, string>>({
      query: (filters) => ({
        url: `/v2/activity/export.csv?${queryString(filters)}`,
        responseHandler: fileResponse('activity.csv'),
      }),
    }),
  }),
});

export const {
  useGetActivityPagesInfiniteQuery,
  useGetActivityPeopleQuery,
  useExportActivityMutation,
} = activityApi;
