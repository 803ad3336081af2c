import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import {
  ZBulkAppLinkQueued,
  ZBulkAppLinkRequest,
  ZBulkApplyKitRequest,
  ZBulkDeleted,
  ZBulkKitApplied,
  ZBulkDeleteRequest,
  ZBulkExportRequest,
} from '@portal/shared/api/profiles-bulk';
import { appLinks } from '../../../agents/app-link';
import { localeFromHeader } from '../../../i18n/translate';
import { profilesBulk } from '../../../profiles/bulk-actions';

/** The file streamed (`format: binary` text); the handler sends a stream, never serialized. */
const ZCsvFile = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary' });

const SELECTION_DOC =
  '`selection` is `{ids}` (rows ticked: only the account’s profiles count, other ids are not ' +
  'part of it) or `{matching: {q, app, kit}}` (every profile GET /v2/users/me/users lists for ' +
  'that search and app and brand kit filter, over all pages).';

/**
 * The users tab's bulk actions (issue 36 §3) on a selection of the account's profiles: delete,
 * text the app link, apply the brand kit, export as CSV. The work is the domains' (profiles/bulk-actions.ts,
 * agents/app-link.ts).
 */
const meUsersBulk: FastifyPluginAsyncZod = async (fastify) => {
  const bulk = profilesBulk(fastify);
  const links = appLinks(fastify);
  /** The caller's account, and its subscription the list's app filter compares with. */
  const scopeOf = (request: FastifyRequest) => ({
    accountId: request.accountId,
    subscription: request.account!.subscription,
  });

  fastify.post(
    '/me/users/delete',
    {
      schema: {
        operationId: 'deleteProfiles',
        tags: ['profiles'],
        summary: 'Delete the selected profiles (their seats are free again)',
        description:
          `${SELECTION_DOC} \`count\` is the number the person confirmed: when the selection ` +
          'holds another number now, 409 SELECTION_CHANGED and nothing is deleted. Otherwise ' +
          'every one is deleted as DELETE /v2/companies/{id} deletes one (the agents’ app ' +
          'sessions end, the pictures only they used are deleted), all or none.',
        body: ZBulkDeleteRequest,
        response: {
          200: ZBulkDeleted,
          400: ZErrorResponse,
          401: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { selection, count } = request.body;
      const deleted = await bulk.delete(scopeOf(request), selection, count);
      request.log.info({ deleted }, 'profiles deleted');
      return { deleted };
    },
  );

  fastify.post(
    '/me/users/apply-brand-kit',
    {
      schema: {
        operationId: 'applyBrandKitToProfiles',
        tags: ['profiles', 'brandKit'],
        summary: 'Apply the brand kit to the selected profiles (reset their overrides)',
        description:
          `${SELECTION_DOC} \`count\` is the number the person confirmed: when the selection ` +
          'holds another number now, 409 SELECTION_CHANGED and nothing is written. Otherwise each ' +
          'profile takes every value the account’s brand kit sets and follows it for all of them ' +
          '(no override left), 500 profiles per transaction; the agents’ apps get a new ' +
          'configuration (ETag). `updated`: the profiles that changed.',
        body: ZBulkApplyKitRequest,
        response: {
          200: ZBulkKitApplied,
          400: ZErrorResponse,
          401: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { selection, count } = request.body;
      const updated = await bulk.applyBrandKit(scopeOf(request), selection, count);
      request.log.info({ updated }, 'brand kit applied to profiles');
      return { updated };
    },
  );

  fastify.post(
    '/me/users/app-link',
    {
      schema: {
        operationId: 'sendAppLinks',
        tags: ['profiles', 'app'],
        summary: 'Text the app link to the selected profiles (queued)',
        description:
          `${SELECTION_DOC} Queues one text per profile (SMS or the messaging app) in its ` +
          'language, to its login phone, as POST /v2/companies/{id}/app-link does; a profile ' +
          'texted less than 10 minutes ago is skipped (`skippedRecent`). 409 SELECTION_CHANGED ' +
          'when the selection does not hold `count` profiles; 429 APP_LINK_TOO_MANY (with ' +
          'Retry-After, the message names what is left) when the texts exceed what is left of ' +
          'the account’s day (as many as its seats, at least 30, single texts included), 429 ' +
          'TOO_MANY_TEXTS_* past the text budget: nothing is queued then.',
        body: ZBulkAppLinkRequest,
        response: {
          200: ZBulkAppLinkQueued,
          400: ZErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { selection, count, channel } = request.body;
      return links.sendMany({
        scope: scopeOf(request),
        selection,
        count,
        channel,
        log: request.log,
      });
    },
  );

  fastify.post(
    '/me/users/export',
    {
      schema: {
        operationId: 'exportProfiles',
        tags: ['profiles'],
        summary: 'The selected profiles as a CSV file (the import template’s columns)',
        description:
          `${SELECTION_DOC} A UTF-8 CSV with a BOM, streamed: the header row in the ` +
          'Accept-Language’s language, one row per profile in the list’s order. A cell starting ' +
          "with = + - @, a tab or a carriage return is prefixed with ' (read as text, never run " +
          'as a formula); the logo and picture URL columns are empty.',
        body: ZBulkExportRequest,
        response: {
          200: {
            description: 'The CSV file (an attachment: profiles-YYYY-MM-DD.csv)',
            content: { 'text/csv': { schema: ZCsvFile } },
          },
          400: ZErrorResponse,
          401: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      const file = bulk.exportCsv(scopeOf(request), request.body.selection, locale);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="profiles-${day}.csv"`)
        .send(file);
    },
  );
};

export default meUsersBulk;
