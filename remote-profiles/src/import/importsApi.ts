// Types only: the contract's values bring the validation library, which this page does without.
import type {
  TImport,
  TImportApply,
  TImportPaste,
  TImportRowsPage,
  TImportRowsQuery,
  TImportSettings,
} from '@portal/shared/api/imports';
import type { Locale } from '@portal/shared/i18n/locales';
import { api } from '@portal/shell/platform';
import { fileResponse, type DownloadedFile } from '@portal/shell/platform/download';

const IMPORTS = '/v2/imports';
const one = (id: string) => `${IMPORTS}/${encodeURIComponent(id)}`;

/** A page of an import's rows; `settings` changes with the mapping and the duplicates' choice. */
export interface ImportRowsArgs extends Required<TImportRowsQuery> {
  id: string;
  settings: string;
}

/**
 * Importing agents (issue 36 §2, shared/src/api/imports.ts): the server parses, validates and
 * writes; the page shows its preview, sends the choices and follows the job.
 */
export const importsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getImport: build.query<TImport, string>({ query: (id) => one(id) }),
    getImportRows: build.query<TImportRowsPage, ImportRowsArgs>({
      query: ({ id, offset, limit, only }) => ({
        url: `${one(id)}/rows`,
        params: { offset, limit, only },
      }),
    }),
    /** A pasted list (the file goes through the platform's upload, with its progress). */
    pasteImport: build.mutation<TImport, TImportPaste>({
      query: (body) => ({ url: IMPORTS, method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(importsApi.util.upsertQueryData('getImport', data.id, data));
      },
    }),
    /** New mapping or duplicates' choice: the answer is the preview made again. */
    updateImport: build.mutation<TImport, TImportSettings & { id: string }>({
      query: ({ id, ...body }) => ({ url: one(id), method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(importsApi.util.upsertQueryData('getImport', id, data));
      },
    }),
    /** 202: the import, queued; its job is followed through getImport. */
    applyImport: build.mutation<TImport, TImportApply & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${one(id)}/apply`, method: 'POST', body }),
      // The profiles and the seats change as the job writes.
      invalidatesTags: ['Users'],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(importsApi.util.upsertQueryData('getImport', id, data));
      },
    }),
    downloadTemplate: build.mutation<DownloadedFile, Locale>({
      query: (locale) => ({
        url: `${IMPORTS}/template.csv`,
        params: { locale },
        responseHandler: fileResponse('template.csv'),
      }),
    }),
    downloadFailedRows: build.mutation<DownloadedFile, { id: string; locale: Locale }>({
      query: ({ id, locale }) => ({
        url: `${one(id)}/failed.csv`,
        params: { locale },
        responseHandler: fileResponse('failed.csv'),
      }),
    }),
  }),
});

export const {
  useGetImportQuery,
  useGetImportRowsQuery,
  usePasteImportMutation,
  useUpdateImportMutation,
  useApplyImportMutation,
  useDownloadTemplateMutation,
  useDownloadFailedRowsMutation,
} = importsApi;
