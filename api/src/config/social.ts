import { definePart, hostOf, type Issue } from './setting';
import { httpUrl, text, defaulted } from './values';

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  /** Google: the client secret. Apple: a ready secret, or built from the signing key below. */
  clientSecret: string | null;
  appleKey: { teamId: string; keyId: string; privateKey: string } | null;
}

export interface SocialConfig {
  oidc: Record<'google' | 'apple', OidcProviderConfig | null>;
}

const APPLE_KEY = ['APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'] as const;

export const social = definePart({
  name: 'social sign-in',
  settings: {
    GOOGLE_CLIENT_ID: {
      schema: text(),
      default: '(none)',
      description:
        'OAuth client id of "Continue with Google", with GOOGLE_CLIENT_SECRET (refused without it); unset: the button is hidden.',
    },
    GOOGLE_CLIENT_SECRET: { schema: text(), default: '(none)', description: 'Its client secret.' },
    GOOGLE_ISSUER: defaulted({
      schema: httpUrl(),
      default: 'https://accounts.google.com',
      example: 'https://accounts.google.com',
      description:
        'OpenID Connect issuer for Google (discovery document and keys are read from it).',
    }),
    APPLE_CLIENT_ID: {
      schema: text(),
      default: '(none)',
      description:
        'Services ID of "Continue with Apple", with APPLE_CLIENT_SECRET or the three APPLE_* key variables (refused without them); unset: the button is hidden.',
    },
    APPLE_CLIENT_SECRET: {
      schema: text(),
      default: '(none)',
      description:
        'A ready client secret; otherwise it is signed from the three APPLE_* key variables.',
    },
    APPLE_TEAM_ID: { schema: text(), default: '(none)', description: 'Apple developer team id.' },
    APPLE_KEY_ID: {
      schema: text(),
      default: '(none)',
      description: 'Id of the Sign in with Apple key.',
    },
    APPLE_PRIVATE_KEY: {
      schema: text(),
      default: '(none)',
      description: 'That key (PKCS#8 PEM, `\\n` for line breaks allowed).',
    },
    APPLE_ISSUER: defaulted({
      schema: httpUrl(),
      default: 'https://appleid.apple.com',
      example: 'https://appleid.apple.com',
      description: 'OpenID Connect issuer for Apple.',
    }),
  },
  // A client id without its secret shows the button, and every sign-in through it fails.
  check: (env) => {
    const issues: Issue[] = [];
    if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET)
      issues.push([
        'GOOGLE_CLIENT_SECRET',
        'is required with GOOGLE_CLIENT_ID (sign-in with Google): without it every sign-in fails',
      ]);
    if (env.APPLE_CLIENT_ID && !env.APPLE_CLIENT_SECRET) {
      const key = APPLE_KEY.filter((name) => env[name]);
      if (key.length === 0)
        issues.push([
          'APPLE_CLIENT_SECRET',
          `is required with APPLE_CLIENT_ID (sign-in with Apple), or ${APPLE_KEY.join(', ')} to ` +
            'sign it: without them every sign-in fails',
        ]);
      else
        for (const name of APPLE_KEY.filter((n) => !env[n]))
          issues.push([
            name,
            `is required with APPLE_CLIENT_ID and ${key.join(', ')} (the key signing the client ` +
              'secret of sign-in with Apple)',
          ]);
    }
    return issues;
  },
  read: (env): SocialConfig => ({
    oidc: {
      google: env.GOOGLE_CLIENT_ID
        ? {
            issuer: env.GOOGLE_ISSUER,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET ?? null,
            appleKey: null,
          }
        : null,
      apple: env.APPLE_CLIENT_ID
        ? {
            issuer: env.APPLE_ISSUER,
            clientId: env.APPLE_CLIENT_ID,
            clientSecret: env.APPLE_CLIENT_SECRET ?? null,
            appleKey:
              env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
                ? {
                    teamId: env.APPLE_TEAM_ID,
                    keyId: env.APPLE_KEY_ID,
                    privateKey: env.APPLE_PRIVATE_KEY.replaceAll('\\n', '\n'),
                  }
                : null,
          }
        : null,
    },
  }),
  doctor: ({ oidc }) => [
    oidc.google
      ? { part: 'Google', uses: `configured (${hostOf(oidc.google.issuer)})`, status: 'real' }
      : { part: 'Google', uses: 'off (button hidden)', status: 'off' },
    oidc.apple
      ? { part: 'Apple', uses: `configured (${hostOf(oidc.apple.issuer)})`, status: 'real' }
      : { part: 'Apple', uses: 'off (button hidden)', status: 'off' },
  ],
});
