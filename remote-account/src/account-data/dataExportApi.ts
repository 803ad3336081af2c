import {
  ZDataExport,
  ZLatestDataExport,
  type TDataExport,
  type TLatestDataExport,
} from '@portal/shared/api/data-export';
import { api } from '@portal/shell/platform';
import { fileResponse, type DownloadedFile } from '@portal/shell/platform/download';

/** "Export my data" (issue 39), injected into the portal's one api. */
export const dataExportApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /v2/exports/latest: the last export and, while it is built, its progress. */
    getLatestDataExport: build.query<TLatestDataExport, void>({
      query: () => '/v2/exports/latest',
      responseSchema: ZLatestDataExport,
      keepUnusedDataFor: 0,
    }),
    /** POST /v2/exports: a new export (or the one under way). */
    requestDataExport: build.mutation<TDataExport, void>({
      query: () => ({ url: '/v2/exports', method: 'POST' }),
      responseSchema: ZDataExport,
    }),
    /** The ZIP, fetched with the session's token and the e-mailed link's signature. */
    downloadDataExport: build.mutation<DownloadedFile, { id: string; token: string }>({
      query: ({ id, token }) => ({
        url: `/v2/exports/${encodeURIComponent(id)}/download?token=${encodeURIComponent(token)}`,
        responseHandler: fileResponse('account-data.zip'),
      }),
    }),
  }),
});

export const {
  useGetLatestDataExportQuery,
  useRequestDataExportMutation,
  useDownloadDataExportMutation,
} = dataExportApi;
