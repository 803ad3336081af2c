import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on this machine, standing in for
 * Google and for Apple (form_post answers, client_secret_post), with a one-screen login page.
 * The API tests and the end-to-end suite sign in through it exactly as through the real ones.
 */
export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Apple's way: the answer is posted as a form, the secret is sent in the body. */
  apple?: boolean;
}

/** What the provider may do wrong on purpose, to prove the portal refuses it. */
export type Misbehaviour = 'none' | 'wrong-audience' | 'wrong-nonce' | 'revocation-down';

export const subjectOf = (email: string) =>
  createHash('sha256').update(email).digest('hex').slice(0, 24);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export async function startOidcProvider(options: { clients: TestClient[]; port?: number }) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = {
    ...(await exportJWK(privateKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const verified = new Map<string, boolean>();
  let misbehaviour: Misbehaviour = 'none';
  let revocations = 0;
  const holder: { provider?: Provider } = {};

  const server = createServer((req, res) => {
    // Its pages name no icon: the browser's request for one is answered (Google's has one), not a
    // 404 in the console of the journeys that pass through the login page.
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    holder.provider!.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      response_types: ['code'],
      // Like Apple's: each code exchange gives a refresh token, which Apple's /auth/revoke revokes.
      grant_types: client.apple ? ['authorization_code', 'refresh_token'] : ['authorization_code'],
      token_endpoint_auth_method: client.apple ? 'client_secret_post' : 'client_secret_basic',
    })),
    jwks: { keys: [signingJwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'email'],
    // Like Google and Apple: the e-mail is in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: async () => ({
          sub: subjectOf(id),
          email: id,
          email_verified: verified.get(id) ?? true,
        }),
      };
    },
  });
  holder.provider = provider;

  // The tests' misbehaving provider: re-signs the ID token with its own key after changing it.
  provider.use(async (ctx, next) => {
    if (ctx.path === '/token/revocation') {
      revocations += 1;
      if (misbehaviour === 'revocation-down') {
        ctx.status = 503;
        ctx.body = { error: 'server_error' };
        return;
      }
    }
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || misbehaviour === 'none' || !body?.id_token) return;
    const claims = decodeJwt(body.id_token);
    if (misbehaviour === 'wrong-audience') claims.aud = 'someone-else';
    if (misbehaviour === 'wrong-nonce') claims.nonce = 'not-the-one-sent';
    body.id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(privateKey);
  });

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main><h1>Test identity provider</h1>
<p>Signing in to ${escapeHtml(String(details.params.client_id))}</p>
<form method="post" action="/interaction/${details.uid}">
<label for="email">E-mail</label> <input id="email" name="email" type="email" required>
<label><input name="verified" type="checkbox" value="yes" checked> E-mail verified</label>
<button type="submit">Continue</button>
</form></main></body></html>`);
      return;
    }
    const form = await readForm(req);
    const email = (form.get('email') ?? '').toLowerCase();
    verified.set(email, form.get('verified') === 'yes');
    const grant = new provider.Grant({
      accountId: email,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope('openid email');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: email }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    issuer,
    publicKey,
    misbehave(mode: Misbehaviour) {
      misbehaviour = mode;
    },
    /** The calls to the revocation endpoint so far (answered or not). */
    revocations: () => revocations,
    /** Whether a refresh token it gave is still valid (not revoked). */
    async refreshTokenActive(token: string) {
      const found = await provider.RefreshToken.find(token);
      return Boolean(found && !found.isExpired);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
