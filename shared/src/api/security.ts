import { z } from 'zod';
import { ZLoginResponse } from './contract';

/**
 * Sign-in security (issue 38): the second factor at sign-in, the authenticator app and recovery
 * codes, passkeys, and the signed-in sessions. A "person" is the account's own login (its owner)
 * or a member; their factors are theirs in every account they belong to.
 */

/** What can answer the second-factor step of a sign-in. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type TSecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * A sign-in whose first step was right, for a person with a second factor: no token yet. Every
 * sign-in route (e-mail, phone code, Google/Apple, handoff exchange, joining from an invitation,
 * switching account) answers this instead of ZLoginResponse in that case.
 */
export const ZSecondFactorRequired = z.object({
  secondFactorRequired: z.literal(true),
  /** Opaque, single use, valid a few minutes: POST /v2/auth/second-factor takes it back. */
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type TSecondFactorRequired = z.infer<typeof ZSecondFactorRequired>;

/** What a sign-in route answers: the tokens, or the second factor's step. */
export const ZSignInAnswer = z.union([ZLoginResponse, ZSecondFactorRequired]);
export type TSignInAnswer = z.infer<typeof ZSignInAnswer>;

/** An authenticator app's code: 6 digits (spaces a person types are dropped). */
export const ZTotpCode = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'validation.totpCode'));

/** A recovery code as shown: 10 characters in two groups of 5 (`abcde-12345`), any case. */
export const ZRecoveryCode = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, 'validation.recoveryCode'));

/** POST /v2/auth/second-factor: the challenge of the sign-in and one code → ZLoginResponse. */
export const ZSecondFactorRequest = z.union([
  z.object({ challenge: z.string().min(1).max(200), method: z.literal('totp'), code: ZTotpCode }),
  z.object({
    challenge: z.string().min(1).max(200),
    method: z.literal('recovery'),
    code: ZRecoveryCode,
  }),
]);
export type TSecondFactorRequest = z.infer<typeof ZSecondFactorRequest>;

/** Who the account requires a second factor of (the owner sets it). */
export const SECOND_FACTOR_POLICIES = ['off', 'billing', 'everyone'] as const;
export type TSecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number];
export const ZSecondFactorPolicyRequest = z.object({ policy: z.enum(SECOND_FACTOR_POLICIES) });

/** A passkey of the caller's, as the settings list shows it. */
export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced between the person's devices (a password manager's, iCloud Keychain...). */
  backedUp: z.boolean(),
});
export type TPasskey = z.infer<typeof ZPasskey>;
export const ZPasskeyName = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.tooLong');

/** GET /v2/security: the caller's own sign-in security, and the account's policy. */
export const ZSecurityOverview = z.object({
  totp: z.object({ enabled: z.boolean(), enabledAt: z.string().nullable() }),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(ZPasskey),
  policy: z.enum(SECOND_FACTOR_POLICIES),
  /** The policy requires the caller to have a second factor. */
  required: z.boolean(),
});
export type TSecurityOverview = z.infer<typeof ZSecurityOverview>;

/** POST /v2/security/totp: a new secret to scan; the app is on only once a code confirms it. */
export const ZTotpSetup = z.object({
  /** Base32, shown as text beside the QR code (the QR code's alternative). */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  uri: z.string(),
});
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

/** Shown once: after the app's first code, and when made anew. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** A signed-in portal session of the caller's (GET /v2/security/sessions). */
export const ZSignedInSession = z.object({
  /** The login's id (its refresh-token family). */
  id: z.string(),
  /** From the User-Agent: 'Chrome', 'Safari'...; null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type TSignedInSession = z.infer<typeof ZSignedInSession>;
export const ZSignedInSessions = z.object({ sessions: z.array(ZSignedInSession) });
