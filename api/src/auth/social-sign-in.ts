import fp from 'fastify-plugin';
import { SignJWT, importPKCS8 } from 'jose';
import * as oidc from 'openid-client';
import type { SocialProvider } from '@portal/shared/validation/sign-in';
import type { OidcProviderConfig } from '../config';
import { AppError } from '../errors/app-error';

/**
 * The state of a flow started from an invitation's join page (issue 37): the redirect URI sends
 * its answer back to the join page rather than the login screen. The state stays random after it.
 */
export const JOIN_STATE_PREFIX = 'join.';

/** An authorisation has this long between the button and the provider's answer. */
const FLOW_TTL_SECONDS = 10 * 60;

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  /** The provider vouches that the person controls this address. */
  emailVerified: boolean;
  /**
   * Apple only: the refresh token of the code exchange, kept (sealed) so that deleting the account
   * can revoke it (auth/provider-tokens.ts, Apple's guideline 5.1.1(v)). Google's is not kept.
   */
  refreshToken: string | null;
}

/** Apple's token revocation endpoint, should its discovery document not name it. */
export const APPLE_REVOKE_URL = 'https://appleid.apple.com/auth/revoke';

/** A revocation waits this long for the provider (a deletion's request waits with it). */
const REVOKE_TIMEOUT_SECONDS = 5;

export interface SocialSignIn {
  isEnabled(provider: SocialProvider): boolean;
  /** Where the provider sends the browser back (registered with the provider). */
  redirectUri(provider: SocialProvider): string;
  /**
   * Starts an authorisation-code flow with state, nonce and PKCE; the secrets stay here. `join`:
   * for the invitation's join page (its state begins with JOIN_STATE_PREFIX).
   */
  start(
    provider: SocialProvider,
    options?: { join?: boolean },
  ): Promise<{ url: string; state: string }>;
  /** Redeems the code of a flow started here and verifies the ID token; refuses anything else. */
  finish(
    provider: SocialProvider,
    answer: { code: string; state: string; iss?: string },
  ): Promise<VerifiedIdentity>;
  /**
   * Revokes a refresh token at the provider (RFC 7009, Apple's /auth/revoke): resolves when the
   * provider accepted it or says the token is no longer valid; throws when it did not answer or
   * refused otherwise (try again later).
   */
  revoke(provider: SocialProvider, refreshToken: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    socialSignIn: SocialSignIn;
  }
}

/** Apple's client secret is a short-lived ES256 JWT signed with the team's key. */
async function appleClientSecret(config: OidcProviderConfig): Promise<string | undefined> {
  if (!config.appleKey) return config.clientSecret ?? undefined;
  const { teamId, keyId, privateKey } = config.appleKey;
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keyId })
    .setIssuer(teamId)
    .setSubject(config.clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importPKCS8(privateKey, 'ES256'));
}

/** Plain HTTP only for a provider on this machine (the tests' and a developer's own). */
const isLocal = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

export default fp(
  async function socialSignInPlugin(fastify) {
    const { oidc: providers, publicUrl, isProduction } = fastify.config;
    const repo = fastify.signInRepository;
    const discovered = new Map<SocialProvider, Promise<oidc.Configuration>>();

    const insecure = (config: OidcProviderConfig) => {
      const issuer = new URL(config.issuer);
      return !isProduction && issuer.protocol === 'http:' && isLocal(issuer);
    };

    async function clientAuth(provider: SocialProvider): Promise<oidc.ClientAuth> {
      const config = providers[provider]!;
      const secret = provider === 'apple' ? await appleClientSecret(config) : config.clientSecret;
      // Apple accepts the secret only in the request body.
      return provider === 'apple'
        ? oidc.ClientSecretPost(secret ?? undefined)
        : oidc.ClientSecretBasic(secret ?? undefined);
    }

    async function discover(provider: SocialProvider): Promise<oidc.Configuration> {
      const config = providers[provider]!;
      return oidc.discovery(
        new URL(config.issuer),
        config.clientId,
        undefined,
        await clientAuth(provider),
        insecure(config) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
    }

    /** Discovery once per provider (Apple's signed secret lives an hour: rediscovered then). */
    function configuration(provider: SocialProvider): Promise<oidc.Configuration> {
      let pending = discovered.get(provider);
      if (!pending) {
        pending = discover(provider);
        discovered.set(provider, pending);
        // A failure is not cached: the next click tries again.
        pending.catch(() => discovered.delete(provider));
        if (provider === 'apple')
          setTimeout(() => discovered.delete(provider), 50 * 60_000).unref();
      }
      return pending.catch((error) => {
        fastify.log.error({ err: error, provider }, 'OpenID discovery failed');
        throw new AppError('METHOD_UNAVAILABLE', { cause: error });
      });
    }

    const redirectUri = (provider: SocialProvider) => `${publicUrl}/v2/auth/callback/${provider}`;

    const service: SocialSignIn = {
      isEnabled: (provider) => providers[provider] !== null,
      redirectUri,

      async start(provider, { join = false } = {}) {
        if (!providers[provider]) throw new AppError('METHOD_UNAVAILABLE');
        const config = await configuration(provider);
        const state = `${join ? JOIN_STATE_PREFIX : ''}${oidc.randomState()}`;
        const nonce = oidc.randomNonce();
        const codeVerifier = oidc.randomPKCECodeVerifier();
        await repo.saveOidcFlow(state, { provider, codeVerifier, nonce }, FLOW_TTL_SECONDS);
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri(provider),
          scope: 'openid email',
          response_type: 'code',
          state,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          // Apple sends its answer as a form POST whenever e-mail is asked for.
          ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
        });
        return { url: url.href, state };
      },

      async finish(provider, { code, state, iss }) {
        if (!providers[provider]) throw new AppError('METHOD_UNAVAILABLE');
        const flow = await repo.spendOidcFlow(state, provider);
        if (!flow) throw new AppError('SOCIAL_STATE_INVALID');
        const config = await configuration(provider);
        const answer = new URL(redirectUri(provider));
        answer.searchParams.set('code', code);
        answer.searchParams.set('state', state);
        if (iss) answer.searchParams.set('iss', iss);
        try {
          const tokens = await oidc.authorizationCodeGrant(config, answer, {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          });
          // openid-client has checked the ID token's signature (issuer's keys), issuer, audience,
          // expiry and nonce.
          const claims = tokens.claims()!;
          return {
            subject: claims.sub,
            email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
            // Apple sends the flag as a string.
            emailVerified: claims.email_verified === true || claims.email_verified === 'true',
            refreshToken: provider === 'apple' ? (tokens.refresh_token ?? null) : null,
          };
        } catch (error) {
          fastify.log.info({ err: error, provider }, 'social sign-in refused');
          throw new AppError('SOCIAL_REJECTED', { cause: error });
        }
      },

      async revoke(provider, refreshToken) {
        const settings = providers[provider];
        if (!settings) throw new AppError('METHOD_UNAVAILABLE');
        const metadata = (await configuration(provider)).serverMetadata();
        const endpoint =
          metadata.revocation_endpoint ?? (provider === 'apple' ? APPLE_REVOKE_URL : undefined);
        if (!endpoint) throw new Error(`${provider} names no revocation endpoint`);
        // Its own configuration: a fresh client secret (Apple's), and a short wait.
        const config = new oidc.Configuration(
          {
            issuer: metadata.issuer,
            ...(metadata.token_endpoint ? { token_endpoint: metadata.token_endpoint } : {}),
            revocation_endpoint: endpoint,
          },
          settings.clientId,
          undefined,
          await clientAuth(provider),
        );
        config.timeout = REVOKE_TIMEOUT_SECONDS;
        if (insecure(settings)) oidc.allowInsecureRequests(config);
        try {
          await oidc.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
        } catch (error) {
          // A token the provider no longer knows (expired, revoked already) is revoked.
          if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') return;
          throw error;
        }
      },
    };
    fastify.decorate('socialSignIn', service);
  },
  { name: 'social-sign-in', dependencies: ['config', 'sign-in-repository'] },
);
