import { startOidcProvider } from '../../api/test/support/oidc-provider';
import { E2E_BASE_URL, E2E_OIDC_PORT, OIDC_CLIENTS } from './paths';

// The e2e suite's Google and Apple: one local OpenID provider, two clients, until Playwright stops it.
const provider = await startOidcProvider({
  port: E2E_OIDC_PORT,
  clients: [
    { ...OIDC_CLIENTS.google, redirectUri: `${E2E_BASE_URL}/v2/auth/callback/google` },
    { ...OIDC_CLIENTS.apple, redirectUri: `${E2E_BASE_URL}/v2/auth/callback/apple`, apple: true },
  ],
});
console.log(`OpenID provider for the e2e suite at ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
