import type { TWebAuthnOptions, TWebAuthnResponse } from '@portal/shared/api/passkeys';

/** Can this browser create a passkey at all (WebAuthn present)? */
export const canCreatePasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * The browser's ceremony for a new passkey; @simplewebauthn/browser is downloaded only now.
 */
export async function createPasskey(options: TWebAuthnOptions): Promise<TWebAuthnResponse> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const answer = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return answer as unknown as TWebAuthnResponse;
}

/** The person closed the browser's dialog, or it timed out. */
export function isCancelled(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'NotAllowedError' ||
      error.name === 'AbortError' ||
      (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED')
  );
}

/** The authenticator already holds a passkey of this person (excludeCredentials matched). */
export function isAlreadyRegistered(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'InvalidStateError' ||
      (error as { code?: string }).code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
  );
}
