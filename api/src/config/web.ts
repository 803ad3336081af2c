import { resolve } from 'node:path';
import type { RemoteName } from '@portal/shared/remotes';
import { REPO_ROOT } from './paths';
import { definePart, isLocalUrl, noSlash } from './setting';
import { allowFlag, flag, httpUrl, origins, text, verbatim, defaulted } from './values';

/** What the portal's pages are served from and how browsers reach it. */
export interface WebConfig {
  webRoot: string;
  runtimeConfigFile: string | null;
  apiBase: string;
  /** Origins (scheme://host[:port]) of pages allowed to call the API from another origin. */
  corsOrigins: string[];
  remoteUrls: Record<RemoteName, string | null>;
  /** The OpenAPI document and UI at /docs. */
  apiDocs: boolean;
  /** Serve the front end's *.map files in production. */
  sourceMapsPublic: boolean;
  /** Origin of the portal as customers reach it: e-mailed links and OpenID redirect URIs. */
  publicUrl: string;
  /**
   * Passkeys (WebAuthn): the relying party's id (a domain: the portal's host or a parent of it)
   * and the page origins an assertion may come from.
   */
  webauthn: { rpId: string; origins: string[] };
}

/** Passkeys' relying party: by default the public URL's host, and the public URL as the origin. */
function webauthnOf(publicUrl: string, rpId: string | undefined, allowed: string[]) {
  return {
    rpId: rpId?.toLowerCase() ?? new URL(publicUrl).hostname,
    origins: allowed.length > 0 ? allowed : [new URL(publicUrl).origin],
  };
}

const remote = (name: RemoteName) => ({
  schema: text(),
  default: `/remotes/${name}/mf-manifest.json`,
  description: `runtime config \`remotes.${name}\`.`,
});

export const web = definePart({
  name: 'web',
  settings: {
    ALLOW_LOCAL_PUBLIC_URL: allowFlag(
      '`true` lets `NODE_ENV=production` run with PUBLIC_URL unset, on localhost or on plain http: links in e-mails and the Google/Apple redirects would point nowhere or travel unencrypted.',
    ),
    WEB_ROOT: {
      schema: text(),
      default: '<repo>',
      description: 'Folder holding `shell/dist` and `remote-<name>/dist`, served when present.',
    },
    RUNTIME_CONFIG_FILE: {
      schema: text(),
      default: '(none)',
      description:
        'JSON file served as /runtime-config.json, re-read on every request; else built from the variables below.',
    },
    API_BASE: {
      schema: verbatim(),
      default: "''",
      description:
        'runtime config `apiBase`: origin of the API for the front end (empty = same origin).',
    },
    CORS_ORIGINS: {
      schema: origins(),
      default: '(none)',
      example: 'https://portal.example.com',
      description:
        'Comma list of origins (`https://portal.example.com`) whose pages may call the API across origins (an `API_BASE` on another origin); Bearer tokens only, never cookies. Others get no CORS headers, so browsers refuse.',
    },
    REMOTE_AUTH_URL: remote('auth'),
    REMOTE_CHECKOUT_URL: remote('checkout'),
    REMOTE_PROFILES_URL: remote('profiles'),
    REMOTE_ACCOUNT_URL: remote('account'),
    API_DOCS: {
      schema: flag(),
      default: 'true outside production',
      example: 'false',
      description:
        '`true` serves the OpenAPI document and UI at /docs in production too; `false` hides them.',
    },
    SOURCE_MAPS_PUBLIC: defaulted({
      schema: flag(),
      default: 'false',
      description:
        "`true` serves the front end's `*.map` files in production (they answer 404 otherwise; upload them to your error tracker).",
    }),
    PUBLIC_URL: {
      schema: httpUrl(),
      default: 'http://localhost:<PORT>',
      example: 'https://portal.example.com',
      description:
        'Origin of the portal as customers reach it: recovery links in e-mails and the Google/Apple redirect URIs are built on it.',
    },
    WEBAUTHN_RP_ID: {
      schema: text(),
      default: "PUBLIC_URL's host",
      example: 'example.com',
      description:
        "Passkeys' relying party id: the domain passkeys are bound to, PUBLIC_URL's host or a parent domain of it (`example.com` lets `portal.example.com` and `app.example.com` share them). Changing it later makes the passkeys already added unusable.",
    },
    WEBAUTHN_ORIGINS: {
      schema: origins(),
      default: 'PUBLIC_URL',
      example: 'https://portal.example.com',
      description:
        'Comma list of the page origins a passkey ceremony may come from (the login and settings pages); each must be on WEBAUTHN_RP_ID or a subdomain of it.',
    },
  },
  allows: { ALLOW_LOCAL_PUBLIC_URL: 'localPublicUrl' },
  fallbacks: [
    {
      allow: 'ALLOW_LOCAL_PUBLIC_URL',
      names: ['PUBLIC_URL'],
      refused: ({ PUBLIC_URL: value }) =>
        !value
          ? 'is required when NODE_ENV=production'
          : isLocalUrl(value)
            ? 'names this machine'
            : new URL(value).protocol !== 'https:'
              ? 'must be https when NODE_ENV=production'
              : null,
      risk:
        'links in e-mails (recovery, invitations) and the Google/Apple redirects are built on it ' +
        'and would point nowhere or travel unencrypted',
    },
  ],
  read: (env, at): WebConfig => ({
    webRoot: resolve(env.WEB_ROOT ?? REPO_ROOT),
    runtimeConfigFile: env.RUNTIME_CONFIG_FILE ? resolve(env.RUNTIME_CONFIG_FILE) : null,
    apiBase: env.API_BASE ?? '',
    corsOrigins: env.CORS_ORIGINS,
    remoteUrls: {
      auth: env.REMOTE_AUTH_URL ?? null,
      checkout: env.REMOTE_CHECKOUT_URL ?? null,
      profiles: env.REMOTE_PROFILES_URL ?? null,
      account: env.REMOTE_ACCOUNT_URL ?? null,
    },
    apiDocs: env.API_DOCS ?? !at.isProduction,
    sourceMapsPublic: env.SOURCE_MAPS_PUBLIC,
    publicUrl: noSlash(env.PUBLIC_URL ?? `http://localhost:${at.port}`),
    webauthn: webauthnOf(
      noSlash(env.PUBLIC_URL ?? `http://localhost:${at.port}`),
      env.WEBAUTHN_RP_ID,
      env.WEBAUTHN_ORIGINS,
    ),
  }),
  doctor: ({ publicUrl }) => {
    const local = isLocalUrl(publicUrl);
    return [
      local || publicUrl.startsWith('http:')
        ? {
            part: 'public URL',
            uses: `${publicUrl} (${local ? 'this machine only' : 'unencrypted'})`,
            status: 'fallback',
            allowedBy: 'ALLOW_LOCAL_PUBLIC_URL',
          }
        : { part: 'public URL', uses: publicUrl, status: 'real' },
    ];
  },
});
