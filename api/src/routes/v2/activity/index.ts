import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZActivityPage, ZActivityPeople, ZActivityQuery } from '@portal/shared/api/activity';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { activityCsv } from '../../../activity/activity-csv';
import { checkFilters, pageOfEvents, peopleOf } from '../../../activity/activity-repository';
import { localeFromHeader } from '../../../i18n/translate';

/** The file streamed (`format: binary` text); the handler sends a stream, never serialized. */
const ZCsvFile = z.any().meta({ type: 'string', format: 'binary' });

const FILTERS_DOC =
  '`actor`: `owner`, a member’s id, `support` or `system`; `action`: one of the actions; ' +
  '`from` / `to`: instants (ISO 8601), both included. A bad filter or cursor answers 400.';

/** The account's activity log (issue 37): the work is src/activity's. */
const activityRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        operationId: 'listActivity',
        tags: ['activity'],
        summary: 'The account’s activity log, newest first, a page at a time',
        description:
          `${FILTERS_DOC} \`limit\` 1..200 (default 50); \`cursor\` is the previous page’s ` +
          '`nextCursor` (null on the last page). Events are kept 365 days.',
        querystring: ZActivityQuery,
        response: { 200: ZActivityPage, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => pageOfEvents(fastify.db, request.accountId, request.query),
  );

  fastify.get(
    '/people',
    {
      schema: {
        operationId: 'listActivityPeople',
        tags: ['activity'],
        summary: 'The people the activity log can name, to filter it by',
        description:
          'The account’s owner (`id` `owner`), the members of the team now, then the people the ' +
          'log names who have left the team (`current` false), with the e-mail, name and role of ' +
          'their last event. Each `id` is a value of the `actor` filter; `support` and `system` ' +
          'are not listed.',
        response: { 200: ZActivityPeople, 401: ZErrorResponse },
      },
    },
    async (request) => ({ people: await peopleOf(fastify.db, request.accountId) }),
  );

  fastify.get(
    '/export.csv',
    {
      schema: {
        operationId: 'exportActivity',
        tags: ['activity'],
        summary: 'The account’s activity log under the same filters, as a CSV file',
        description:
          `${FILTERS_DOC} A UTF-8 CSV with a BOM, streamed, newest first: the header row and each ` +
          'action’s words in the Accept-Language’s language, the action’s id in the next column; ' +
          'a cell starting with = + - @, a tab or a carriage return ' +
          "is prefixed with ' (never run as a formula).",
        querystring: ZActivityQuery.omit({ cursor: true, limit: true }),
        response: {
          200: {
            description: 'The CSV file (an attachment: activity-YYYY-MM-DD.csv)',
            content: { 'text/csv': { schema: ZCsvFile } },
          },
          400: ZErrorResponse,
          401: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      checkFilters(request.query);
      const locale = localeFromHeader(request.headers['accept-language']);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${day}.csv"`)
        .send(activityCsv(fastify, request.accountId, request.query, locale));
    },
  );
};

export default activityRoutes;
