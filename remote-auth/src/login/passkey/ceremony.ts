import { startAuthentication } from '@simplewebauthn/browser';
import type { TWebAuthnOptions, TWebAuthnResponse } from '@portal/shared/api/passkeys';

/**
 * The browser's passkey dialog, through @simplewebauthn/browser: this module is a chunk of its own,
 * downloaded when the person asks for a passkey (the button, the second-factor step), never with
 * the login page's first screen.
 */
export async function passkeyAssertion(options: TWebAuthnOptions): Promise<TWebAuthnResponse> {
  const answer = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return answer as unknown as TWebAuthnResponse;
}

/** The person closed the browser's dialog, or it timed out: nothing to report as a failure. */
export function isCancelled(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'NotAllowedError' ||
      error.name === 'AbortError' ||
      (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED')
  );
}
