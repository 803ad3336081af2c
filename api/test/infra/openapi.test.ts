import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, expect, it } from 'vitest';
import { isPublicRoute } from '../../src/auth/public-routes';
import { describeEachDb } from '../helper';

/** The document's name for the linter (its ignore list is keyed by it). */
const REF = 'openapi.json';

/** Where the linter reports an operation's responses. */
const pointer = (path: string, method: string) =>
  `#/paths/${path.replaceAll('/', '~1')}/${method}/responses`;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}

/** Every operation of the document with its method and path (`/v2/users/{id}`). */
function operations(doc: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method: method.toUpperCase(),
      path,
      operation: item[method]!,
    })),
  );
}

/** The route's declared path for the public list: `{id}` back to `:id`. */
const declared = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * The OpenAPI document is what the mobile team generates its client from: every operation has a
 * unique operationId, says which token it takes (or none), and the document passes a standard
 * linter's recommended rules.
 */
describeEachDb('the OpenAPI document', (ctx) => {
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  let source: string;
  beforeAll(async () => {
    const app = await ctx.buildTestApp();
    const res = await app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = res.json();
  });
  it('gives every operation a unique camelCase operationId', () => {
    const all = operations(doc);
    expect(all.length).toBeGreaterThan(50);
    const missing = all.filter(({ operation }) => !operation.operationId);
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId!);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
  });

  it('says security: [] exactly on the public routes and a bearer token on the others', () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      appBearerAuth: { type: 'http', scheme: 'bearer' },
    });
    for (const { method, path, operation } of operations(doc)) {
      const route = declared(path);
      const expected = isPublicRoute(method, route)
        ? []
        : [route.startsWith('/app/') ? { appBearerAuth: [] } : { bearerAuth: [] }];
      expect({ method, path, security: operation.security }).toEqual({
        method,
        path,
        security: expected,
      });
      for (const requirement of operation.security ?? [])
        for (const name of Object.keys(requirement)) expect(schemes).toHaveProperty(name);
    }
  });

  it("passes redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig(
      {
        extends: ['recommended'],
        rules: {
          // A private API (package.json "private"): it has no licence to name.
          'info-license': 'off',
          'info-license-strict': 'off',
          // Stricter than recommended: every tag an operation names is declared and described.
          'operation-tag-defined': 'error',
        },
      },
      {
        ignore: {
          [REF]: {
            // These take no input and no token and are not rate-limited: they answer no 4xx.
            'operation-4xx-response': new Set(
              ['/healthz', '/readyz', '/runtime-config.json'].map((path) => pointer(path, 'get')),
            ),
            // The redirect URI Google and Apple send the browser back to: it only ever redirects.
            'operation-2xx-response': new Set(
              ['get', 'post'].map((method) => pointer('/v2/auth/callback/{provider}', method)),
            ),
          },
        },
      },
    );
    const problems = await lintFromString({ source, absoluteRef: REF, config });
    const report = problems
      .filter((problem) => !problem.ignored)
      .map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`,
      );
    expect(report).toEqual([]);
  });
});
