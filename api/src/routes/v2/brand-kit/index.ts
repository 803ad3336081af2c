import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBrandKit } from '@portal/shared/api/brand-kit';
import { ZErrorResponse } from '@portal/shared/api/contract';
import { ZBrandKitRequest } from '@portal/shared/validation/brand-kit';
import { brandKitFields, changesOf } from '../../../activity/changes';

/** The company brand kit (issue 36 §1): the work is src/brand-kit's. */
const brandKit: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        operationId: 'getBrandKit',
        tags: ['brandKit'],
        summary: 'The account’s brand kit: its profiles’ default branding and the locked fields',
        description:
          'An account that never saved one gets an empty kit: nothing set, nothing locked, ' +
          'version 0. A value left out is not set by the kit.',
        response: { 200: ZBrandKit, 401: ZErrorResponse },
      },
    },
    async (request) => fastify.brandKitService.get(request.accountId),
  );

  fastify.put(
    '',
    {
      schema: {
        operationId: 'updateBrandKit',
        tags: ['brandKit'],
        summary: 'Replace the brand kit and write it to every profile that follows it',
        description:
          'The whole kit: a value left out is no longer set. `logoId` is a logo uploaded with ' +
          'POST /v2/resources/assets?kind=logo. A franchise chosen fills the colours and theme ' +
          'left out with its own. Every profile that follows a field (and every profile, for a ' +
          'locked one) gets the new value, in batches of 500 per transaction, so its agent’s ' +
          'app configuration (ETag) changes. That is a background job queued with the kit: ' +
          'the answer waits for it up to 5 s and then has `profilesUpdated`; otherwise only ' +
          '`propagation` (the job, still running).',
        body: ZBrandKitRequest,
        response: { 200: ZBrandKit, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const before = await fastify.brandKitService.get(request.accountId);
      const kit = await fastify.brandKitService.put(
        { id: request.accountId, origin: request.account!.origin },
        request.body,
      );
      request.activityChanges = changesOf(brandKitFields(before), brandKitFields(kit));
      return kit;
    },
  );
};

export default brandKit;
