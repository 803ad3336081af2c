import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZProfileList, ZProfileListQuery } from '@portal/shared/api/profiles';
import { AppError } from '../../../errors/app-error';
import type { ProfileKey } from '../../../profiles/profiles-repository';
import { accountProfiles } from '../../../profiles/account-profiles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Year 0001 on: JavaScript reads a year 0000 (1 BC) that PostgreSQL has no way to write. */
const TIMESTAMP = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor is the last row's key, opaque to clients: base64url of "created_at|id". */
const encodeCursor = (key: ProfileKey) =>
  Buffer.from(`${key.createdAt}|${key.id}`).toString('base64url');

function decodeCursor(cursor: string): ProfileKey {
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|');
  // A real instant too (no 13th month): the database would refuse it with an error of its own.
  const millis = `${createdAt.slice(0, 23)}Z`;
  const time = Date.parse(millis);
  const real =
    TIMESTAMP.test(createdAt) && !Number.isNaN(time) && new Date(time).toISOString() === millis;
  if (rest.length || !real || !UUID.test(id)) throw new AppError('VALIDATION');
  return { createdAt, id };
}

const ZPage = ZProfileList.meta({
  // OpenAPI: @fastify/swagger turns a response schema's `headers` into the response's headers.
  headers: {
    'X-Total-Count': {
      type: 'integer',
      description:
        "The account's profiles matching q, app and kit over all pages (without them: the seats in " +
        'use); sent with the first page only (no cursor): a later page does not count them again',
    },
    Link: {
      type: 'string',
      description:
        '<…/v2/users/me/users?limit=…&cursor=…&q=…&app=…&kit=…>; rel="next" (RFC 8288, relative to the API ' +
        'base), only when a next page exists',
    },
  },
});

const meUsers: FastifyPluginAsyncZod = async (fastify) => {
  const profiles = accountProfiles(fastify);

  fastify.get(
    '/me/users',
    {
      schema: {
        operationId: 'listProfiles',
        tags: ['profiles'],
        summary: "The account's user profiles, oldest first, a page at a time",
        description:
          'Pages of `limit` profiles (default 50, at most 200) in (created_at, id) order. A ' +
          'client that sends no cursor gets the first page; the `Link` header (rel="next") is the ' +
          'next page, absent on the last. `X-Total-Count`, on the first page only, counts every ' +
          'page (a client keeps it for the pages that follow). `q` searches the ' +
          'names, the e-mail and the phone digits; `app` keeps one app status (never, current, ' +
          'pending, signedOut: its login phone changed since the agent signed in, deactivated: ' +
          'the subscription ended); `kit=differs` keeps the profiles that differ from the brand ' +
          'kit (each row says it: `differsFromKit`). Rows inserted or deleted between two pages ' +
          'never make another row skipped or repeated.',
        querystring: ZProfileListQuery,
        response: { 200: ZPage, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { limit, cursor, q, app, kit } = request.query;
      const page = await profiles.listPage(request.accountId, request.account!.subscription, {
        limit,
        after: cursor ? decodeCursor(cursor) : null,
        q,
        app,
        kit,
      });
      if (page.total !== null) reply.header('X-Total-Count', page.total);
      if (page.next) {
        const query = new URLSearchParams({
          limit: String(limit),
          cursor: encodeCursor(page.next),
        });
        if (q) query.set('q', q);
        if (app !== 'all') query.set('app', app);
        if (kit !== 'all') query.set('kit', kit);
        reply.header('Link', `</v2/users/me/users?${query}>; rel="next"`);
      }
      return page.items;
    },
  );
};

export default meUsers;
