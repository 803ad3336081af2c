import { z } from 'zod';
import { ZPasskeyName } from './security';

/**
 * Passkeys' requests (issue 38): WebAuthn's JSON as @simplewebauthn/browser makes it. The
 * ceremony's options come from the API and go to the browser untouched; the browser's answer comes
 * back checked only for its shape here: the API verifies it (challenge, origin, RP ID, signature,
 * counter).
 */

/** The options of a ceremony (PublicKeyCredentialCreation/RequestOptionsJSON). */
export const ZWebAuthnOptions = z.looseObject({ challenge: z.string() });
export type TWebAuthnOptions = z.infer<typeof ZWebAuthnOptions>;

/** The browser's answer to a ceremony (RegistrationResponseJSON / AuthenticationResponseJSON). */
export const ZWebAuthnResponse = z.looseObject({
  id: z.string().min(1).max(1500),
  rawId: z.string().min(1).max(1500),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(20_000) }),
});
export type TWebAuthnResponse = z.infer<typeof ZWebAuthnResponse>;

/** POST /v2/security/passkeys: the new passkey's name and the authenticator's attestation. */
export const ZPasskeyRegistration = z.object({ name: ZPasskeyName, response: ZWebAuthnResponse });
export type TPasskeyRegistration = z.infer<typeof ZPasskeyRegistration>;

/** PATCH /v2/security/passkeys/:id. */
export const ZPasskeyRename = z.object({ name: ZPasskeyName });
export type TPasskeyRename = z.infer<typeof ZPasskeyRename>;

/** POST /v2/auth/passkey: sign in with a passkey, no password. */
export const ZPasskeySignIn = z.object({ response: ZWebAuthnResponse });
export type TPasskeySignIn = z.infer<typeof ZPasskeySignIn>;

/** POST /v2/auth/second-factor/passkey/options: the sign-in's second-factor challenge. */
export const ZPasskeyFactorOptionsRequest = z.object({ challenge: z.string().min(1).max(200) });
/** POST /v2/auth/second-factor/passkey: that challenge and the passkey's assertion. */
export const ZPasskeyFactorRequest = z.object({
  challenge: z.string().min(1).max(200),
  response: ZWebAuthnResponse,
});
export type TPasskeyFactorRequest = z.infer<typeof ZPasskeyFactorRequest>;
