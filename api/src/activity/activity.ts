import type {
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  onSendHookHandler,
  preSerializationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { TActivityAction } from '@portal/shared/api/activity';
import type { TRole } from '@portal/shared/roles/roles';
import { isPublicRoute } from '../auth/public-routes';
import type { Queryable } from '../db/db';
import { appendEvent, removeExpiredIn, type NewActivityEvent } from './activity-repository';
import { deviceOf } from './device';
import type { ActivityChanges } from './redact';
import { ROUTE_ACTIONS, isLoggedWrite } from './route-actions';

export interface Activity {
  /** Appends one event (in the caller's transaction when given). */
  record(event: NewActivityEvent, q?: Queryable): Promise<void>;
  /** The retention job's work: removes the events older than 365 days; answers how many. */
  removeExpired(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    activity: Activity;
  }
  interface FastifyRequest {
    /**
     * The fields a write changed, `{field: {before, after}}`, set by the route or service that
     * knows them (profile update, brand kit, settings, a role change): the activity log's event of
     * this request carries them, secrets removed.
     */
    activityChanges: ActivityChanges | null;
    /**
     * The action when one route does two things (the table's otherwise): the invoice e-mails'
     * route records `billing.contactsChanged` when it only sets the billing contacts.
     */
    activityAction: TActivityAction | null;
    /** What the write was about when the route knows better than its `:id` (a name to show). */
    activityTarget: { type?: string; id?: string | null; label?: string | null } | null;
    /**
     * The write's answer as its handler returned it, kept before serialization: by the time the
     * route's onSend runs, an answer over the compression threshold is already a compressed stream.
     */
    activityAnswer: Record<string, unknown> | null;
  }
}

/** The retention job's kind: queued once a day (its key is the day), run by any replica. */
export const RETENTION_JOB = 'activity.retention';
const RETENTION_CHECK_MS = 60 * 60 * 1000;

type Actor = NewActivityEvent['actor'];

const fullName = (first?: string | null, last?: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

/** The login's answer (sign-in, joining): `{user: {id, email, firstName, lastName, role?, member?}}`. */
interface LoginAnswer {
  user?: {
    id?: string;
    email?: string;
    firstName?: string;
    lastName?: string;
    role?: TRole;
    member?: { id: string; email: string; firstName?: string; lastName?: string } | null;
  };
}

function parseJson(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export default fp(
  async function activityPlugin(fastify) {
    fastify.decorateRequest('activityChanges', null);
    fastify.decorateRequest('activityTarget', null);
    fastify.decorateRequest('activityAction', null);
    fastify.decorateRequest('activityAnswer', null);

    const activity: Activity = {
      record: (event, q) => appendEvent(q ?? fastify.db, event),
      removeExpired: () => fastify.db.transaction(removeExpiredIn),
    };
    fastify.decorate('activity', activity);

    /** The signed-in caller: the owner's login (the account's own), or a member. */
    async function callerOf(request: FastifyRequest): Promise<Actor> {
      if (!request.memberId) {
        const account = request.account;
        return {
          kind: 'member',
          memberId: 'owner',
          email: account?.email ?? null,
          name: fullName(account?.firstName, account?.lastName),
          role: 'owner',
        };
      }
      const member = await fastify.db.one<{ email: string; name: string | null }>(
        `SELECT email, NULLIF(trim(concat_ws(' ', first_name, last_name)), '') AS name
         FROM members WHERE id = $1`,
        [request.memberId],
      );
      return {
        kind: 'member',
        memberId: request.memberId,
        email: member?.email ?? null,
        name: member?.name ?? null,
        role: request.role,
      };
    }

    /** Who signed in, from the login's answer (the account, and the member when it names one). */
    function signedInFrom(answer: LoginAnswer): { accountId: string; actor: Actor } | null {
      const user = answer.user;
      if (!user?.id) return null;
      const member = user.member ?? null;
      return {
        accountId: user.id,
        actor: member
          ? {
              kind: 'member',
              memberId: member.id,
              email: member.email,
              name: fullName(member.firstName, member.lastName),
              role: user.role ?? null,
            }
          : {
              kind: 'member',
              memberId: 'owner',
              email: user.email ?? null,
              name: fullName(user.firstName, user.lastName),
              role: 'owner',
            },
      };
    }

    /** The accounts a refused e-mail belongs to: its own login's, and its memberships'. */
    async function identitiesOf(email: string): Promise<{ accountId: string; actor: Actor }[]> {
      const address = email.trim().toLowerCase();
      const owners = await fastify.db.query<{ id: string; name: string | null }>(
        `SELECT id, NULLIF(trim(concat_ws(' ', first_name, last_name)), '') AS name
         FROM accounts WHERE email = $1`,
        [address],
      );
      const found = owners.map((account) => ({
        accountId: account.id,
        actor: {
          kind: 'member',
          memberId: 'owner',
          email: address,
          name: account.name,
          role: 'owner',
        } as Actor,
      }));
      const memberships = await fastify.db.query<{
        member_id: string;
        account_id: string;
        role: TRole;
        name: string | null;
      }>(
        `SELECT m.id AS member_id, ms.account_id, ms.role,
                NULLIF(trim(concat_ws(' ', m.first_name, m.last_name)), '') AS name
         FROM members m JOIN memberships ms ON ms.member_id = m.id WHERE m.email = $1`,
        [address],
      );
      for (const row of memberships)
        found.push({
          accountId: row.account_id,
          actor: {
            kind: 'member',
            memberId: row.member_id,
            email: address,
            name: row.name,
            role: row.role,
          },
        });
      return found;
    }

    async function eventsOf(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      routeKey: string,
      action: TActivityAction,
    ): Promise<NewActivityEvent[]> {
      const where = { ip: request.ip, device: deviceOf(request.headers['user-agent']) };
      const status = reply.statusCode;
      if (routeKey === 'POST /v2/auth/email' && status === 401) {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return [];
        const identities = await identitiesOf(email);
        return identities.map(({ accountId, actor }) => ({
          accountId,
          actor,
          action: 'auth.signInFailed' as const,
          ...where,
        }));
      }
      if (status < 200 || status >= 300) return [];
      const answer = request.activityAnswer ?? parseJson(payload);
      if (!request.accountId) {
        // The second factor's step of a sign-in (issue 38): no token yet, nobody signed in; the
        // step's own route records the sign-in once the factor passes.
        if (answer?.secondFactorRequired === true) return [];
        // A public route: the login it answers names the account (sign-in, joining).
        const signedIn = answer ? signedInFrom(answer as LoginAnswer) : null;
        return signedIn ? [{ ...signedIn, action, ...where }] : [];
      }
      const params = (request.params ?? {}) as Record<string, unknown>;
      const own = request.activityTarget;
      const id =
        own?.id ??
        (typeof params.id === 'string' ? params.id : null) ??
        (typeof answer?.id === 'string' ? answer.id : null);
      const label = own?.label ?? null;
      return [
        {
          accountId: request.accountId,
          actor: await callerOf(request),
          action: request.activityAction ?? action,
          target: id || label ? { type: own?.type ?? action.split('.')[0]!, id, label } : null,
          changes: request.activityChanges,
          ...where,
        },
      ];
    }

    /** Keeps a write's answer for its event (recordOf), before it is serialized and compressed. */
    const keepAnswer: preSerializationHookHandler = async (request, _reply, payload) => {
      if (payload && typeof payload === 'object' && !Array.isArray(payload))
        request.activityAnswer = payload as Record<string, unknown>;
      return payload;
    };

    /** The one place events of requests are appended: after a write's successful answer. */
    const recordOf =
      (routeKey: string, action: TActivityAction): onSendHookHandler =>
      async (request, reply, payload) => {
        try {
          for (const event of await eventsOf(request, reply, payload, routeKey, action))
            await appendEvent(fastify.db, event);
        } catch (error) {
          request.log.error({ err: error, action }, 'activity event not recorded');
        }
        return payload;
      };

    fastify.addHook('onRoute', (route: RouteOptions) => {
      const url = route.url;
      for (const method of [route.method].flat()) {
        if (!isLoggedWrite(method, url, isPublicRoute(method, url))) continue;
        const key = `${method} ${url}`;
        const action = ROUTE_ACTIONS[key];
        if (!action)
          throw new Error(
            `${key} writes but records no activity event: add it to api/src/activity/route-actions.ts`,
          );
        const existing = route.onSend ? [route.onSend].flat() : [];
        route.onSend = [...existing, recordOf(key, action)];
        const serializing = route.preSerialization ? [route.preSerialization].flat() : [];
        route.preSerialization = [...serializing, keepAnswer];
      }
    });

    fastify.jobs.register<null, null, { removed: number }>({
      kind: RETENTION_JOB,
      async run(job) {
        const removed = await job.step(async (tx) => {
          return { checkpoint: null, value: await removeExpiredIn(tx) };
        });
        return { removed };
      },
    });

    // Once a day, whichever replica looks first (the job's key is the day); tests run it directly.
    if (fastify.config.nodeEnv !== 'test') {
      const queue = async () => {
        const day = new Date().toISOString().slice(0, 10);
        await fastify.jobs.enqueue({
          kind: RETENTION_JOB,
          payload: null,
          key: `${RETENTION_JOB}:${day}`,
        });
        fastify.jobs.wake();
      };
      const tick = () =>
        void queue().catch((error: unknown) =>
          fastify.log.error({ err: error }, 'activity retention not queued'),
        );
      const timer = setInterval(tick, RETENTION_CHECK_MS);
      timer.unref();
      fastify.addHook('onReady', async () => tick());
      fastify.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'activity', dependencies: ['db', 'jobs', 'authenticate'] },
);
