import type { TWebAuthnOptions, TWebAuthnResponse } from '@portal/shared/api/passkeys';

/**
 * `@portal/shell/platform/webauthn`: the browser's passkey ceremonies (issue 38), for every remote
 * that creates or uses a passkey. @simplewebauthn/browser is a chunk of its own, downloaded when a
 * ceremony starts (the person asks for a passkey), never with a page's first screen (the login
 * page's JS budget). A page that needs none of it at first can import this module itself lazily.
 */

/** Is WebAuthn present in this browser at all (an app's webview may not offer it)? */
export const canUsePasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The browser's dialog that creates a new passkey (registration). */
export async function createPasskey(options: TWebAuthnOptions): Promise<TWebAuthnResponse> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const answer = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return answer as unknown as TWebAuthnResponse;
}

/** The browser's dialog in which the person answers a challenge with one of their passkeys. */
export async function passkeyAssertion(options: TWebAuthnOptions): Promise<TWebAuthnResponse> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return answer as unknown as TWebAuthnResponse;
}

/** The person closed the browser's dialog, or it timed out: nothing to report as a failure. */
export function isPasskeyCeremonyCancelled(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'NotAllowedError' ||
      error.name === 'AbortError' ||
      (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED')
  );
}

/** The authenticator already holds a passkey of this person (excludeCredentials matched). */
export function isPasskeyAlreadyRegistered(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'InvalidStateError' ||
      (error as { code?: string }).code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
  );
}
