import type { TWebAuthnOptions, TWebAuthnResponse } from '@portal/shared/api/passkeys';

/**
 * Passkeys in the e-mail field's autofill (conditional mediation), started as the login page opens.
 * Written against the browser's own API rather than through @simplewebauthn/browser, so that the
 * first screen does not download the library (its JS budget): a discoverable request has no allow
 * list, only its challenge to decode, and the answer is turned into the JSON the API reads.
 */

const toBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
};

const toBase64url = (buffer: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The browser's answer, asked once (for the WebAuthn it has), and that answer once it has come. */
let asked: { of: unknown; answer: Promise<boolean>; known: boolean | null } | null = null;

/**
 * Can this browser sign in with a passkey of this device? No where WebAuthn is missing (an app's
 * webview may not offer it) or no user-verifying authenticator is available. Asked once: the login
 * page asks as its code loads, so that the answer is usually there for its first render.
 */
export function passkeysAvailable(): Promise<boolean> {
  const webauthn = typeof PublicKeyCredential === 'function' ? PublicKeyCredential : undefined;
  if (asked && asked.of === webauthn) return asked.answer;
  const current: NonNullable<typeof asked> = {
    of: webauthn,
    known: null,
    answer: (webauthn
      ? webauthn.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false)
      : Promise.resolve(false)
    ).then((yes) => (current.known = yes)),
  };
  asked = current;
  return current.answer;
}

/** The answer of passkeysAvailable() if it has come, else null. */
export function knownPasskeysAvailable(): boolean | null {
  const webauthn = typeof PublicKeyCredential === 'function' ? PublicKeyCredential : undefined;
  return asked && asked.of === webauthn ? asked.known : null;
}

/** Does the browser offer passkeys in a field's autofill (conditional mediation)? */
const autofillAvailable = async () =>
  (await PublicKeyCredential.isConditionalMediationAvailable?.().catch(() => false)) === true;

let pending: AbortController | null = null;

/** Ends the waiting request (the person signs in another way, or with the button). */
export function stopConditional() {
  pending?.abort();
  pending = null;
}

/**
 * Waits for the person to pick a passkey in the autofill (the options asked only where the browser
 * offers it); null when the request was stopped, the browser has no autofill of passkeys or
 * refused it.
 */
export async function conditionalAssertion(
  getOptions: () => Promise<TWebAuthnOptions>,
): Promise<TWebAuthnResponse | null> {
  if (!(await autofillAvailable())) return null;
  const options = await getOptions();
  stopConditional();
  const controller = new AbortController();
  pending = controller;
  const { challenge, rpId, timeout, userVerification } = options as {
    challenge: string;
    rpId?: string;
    timeout?: number;
    userVerification?: UserVerificationRequirement;
  };
  try {
    const credential = (await navigator.credentials.get({
      mediation: 'conditional' as CredentialMediationRequirement,
      signal: controller.signal,
      publicKey: {
        challenge: toBytes(challenge),
        rpId,
        timeout,
        userVerification,
        allowCredentials: [],
      },
    })) as PublicKeyCredential | null;
    if (!credential) return null;
    const response = credential.response as AuthenticatorAssertionResponse;
    return {
      id: credential.id,
      rawId: toBase64url(credential.rawId),
      type: 'public-key',
      response: {
        clientDataJSON: toBase64url(response.clientDataJSON),
        authenticatorData: toBase64url(response.authenticatorData),
        signature: toBase64url(response.signature),
        ...(response.userHandle ? { userHandle: toBase64url(response.userHandle) } : {}),
      },
      authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
      clientExtensionResults: credential.getClientExtensionResults(),
    };
  } catch {
    // Stopped, timed out, or refused by the browser: the other ways to sign in remain.
    return null;
  } finally {
    if (pending === controller) pending = null;
  }
}
