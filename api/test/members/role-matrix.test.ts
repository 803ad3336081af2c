import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type HTTPMethods, type RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, can, type TRole } from '@portal/shared/roles/roles';
import {
  ROUTE_PERMISSIONS,
  needsPermission,
  permissionOf,
  requirePermissions,
} from '../../src/auth/route-permissions';
import { describeEachDb } from '../helper';
import { customer } from '../profiles-helper';
import { member } from './members-helper';

/** A concrete URL for a declared route path: a uuid for each parameter. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

describeEachDb('every protected route × every role (issue 37)', (ctx) => {
  const routes: { method: string; url: string }[] = [];
  let app: FastifyInstance;
  const headers = {} as Record<TRole, Record<string, string>>;

  beforeAll(async () => {
    app = await ctx.buildTestApp(
      {},
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat())
            if (method !== 'HEAD' && needsPermission(method, route.url))
              routes.push({ method, url: route.url });
        },
      },
    );
    const owner = await customer(app, 5);
    headers.owner = owner.headers;
    for (const role of ['admin', 'billing', 'viewer'] as const)
      headers[role] = (await member(app, owner.headers, role)).headers;
  });

  it('names a permission for every protected route, and no route that does not exist', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter(({ method, url }) => !permissionOf(method, url))).toEqual([]);
    const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    expect(Object.keys(ROUTE_PERMISSIONS).filter((entry) => !registered.has(entry))).toEqual([]);
  });

  it('answers 403 FORBIDDEN_ROLE exactly where the role lacks the permission', async () => {
    const wrong: string[] = [];
    for (const role of ROLES) {
      for (const { method, url } of routes) {
        const permission = permissionOf(method, url)!;
        const res = await app.inject({
          method: method as HTTPMethods,
          url: concrete(url),
          headers: headers[role],
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const refused = res.statusCode === 403;
        const code = refused ? res.json().code : undefined;
        if (can(role, permission) ? refused : code !== 'FORBIDDEN_ROLE')
          wrong.push(`${role} ${method} ${url} (${permission}): ${res.statusCode} ${code ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('documents each route’s permission and roles in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { 'x-permission'?: string; 'x-roles'?: string[] }>>;
    };
    // The development routes (not served in production) are left out of the document.
    const documented = routes.filter(({ url }) => !url.startsWith('/dev/'));
    const undocumented = documented.filter(({ method, url }) => {
      const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths[path]?.[method.toLowerCase()];
      const permission = permissionOf(method, url)!;
      return (
        operation?.['x-permission'] !== permission ||
        operation['x-roles']?.join() !== ROLES.filter((role) => can(role, permission)).join()
      );
    });
    expect(undocumented).toEqual([]);
  });

  it('says which role is refused, in the caller’s language', async () => {
    const res = await app.inject({
      url: '/v2/users/me/users',
      headers: { ...headers.billing, 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN_ROLE',
      message:
        'Ein Mitglied mit der Rolle Abrechnung kann das nicht tun: Es liegt außerhalb der Abrechnung. Wenden Sie sich an den Inhaber des Kontos.',
    });
  });
});

describe('a protected route without a permission', () => {
  it('stops the server at start-up', async () => {
    const app = Fastify();
    requirePermissions(app);
    await expect(
      (async () => {
        app.get('/v2/forgotten', async () => 'ok');
        await app.ready();
      })(),
    ).rejects.toThrow(/GET \/v2\/forgotten .*ROUTE_PERMISSIONS/);
    await app.close();
  });
});
