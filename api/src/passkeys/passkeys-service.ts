import fp from 'fastify-plugin';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { TPasskey } from '@portal/shared/api/security';
import type { TWebAuthnOptions, TWebAuthnResponse } from '@portal/shared/api/passkeys';
import { AppError } from '../errors/app-error';
import type { PasskeyCredential, Person } from './passkeys-repository';

/** How long a ceremony's challenge may be answered (the browser's own timeout is the same). */
export const CEREMONY_TTL_SECONDS = 5 * 60;
/** The name the browser shows for the portal in its passkey dialogs. */
const RP_NAME = 'Property Video';

/** A passkey sign-in's person, in the account they sign in to. */
export interface PasskeySignIn {
  accountId: string;
  memberId: string | null;
  passkeyId: string;
}

export interface PasskeysService {
  /** Creation options for a new passkey of the person (resident key, user verification). */
  registrationOptions(
    person: Person,
    user: { email: string; displayName: string },
  ): Promise<TWebAuthnOptions>;
  /** Verifies the attestation and stores the passkey. */
  register(person: Person, name: string, response: TWebAuthnResponse): Promise<TPasskey>;
  /** Request options of a sign-in without a password: discoverable, no allow list. */
  signInOptions(): Promise<TWebAuthnOptions>;
  /** Verifies a passwordless assertion: whose passkey, in which account they sign in. */
  signIn(response: TWebAuthnResponse): Promise<PasskeySignIn>;
  /** Request options for the second-factor step: only the step's person's passkeys. */
  factorOptions(person: Person, signInChallenge: string): Promise<TWebAuthnOptions>;
  /** Verifies the step's assertion: it must be one of that person's passkeys. */
  verifyFactor(person: Person, signInChallenge: string, response: TWebAuthnResponse): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passkeysService: PasskeysService;
  }
}

/** The challenge the browser signed, as clientDataJSON names it (base64url); null if unreadable. */
function challengeOf(response: TWebAuthnResponse): string | null {
  try {
    const data = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'),
    ) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

const samePerson = (a: Person, b: Person) =>
  a.accountId === b.accountId && a.memberId === b.memberId;

/** The user handle of a person: their id's bytes (never their e-mail). */
const userIdOf = (person: Person) =>
  new TextEncoder().encode(person.memberId ? `m:${person.memberId}` : `a:${person.accountId}`);

export default fp(
  async function passkeysServicePlugin(fastify) {
    const repo = fastify.passkeysRepository;
    const { rpId, origins } = fastify.config.webauthn;

    /** The challenge of a ceremony, taken out once; refused when unknown, expired or used. */
    async function take(
      response: TWebAuthnResponse,
      purpose: 'register' | 'sign-in' | 'second-factor',
    ) {
      const challenge = challengeOf(response);
      const stored = challenge ? await repo.takeChallenge(challenge, purpose) : null;
      if (!challenge || !stored) throw new AppError('PASSKEY_CHALLENGE_INVALID');
      return { challenge, stored };
    }

    /** Checks an assertion against a stored credential and moves its counter forward. */
    async function verifyAssertion(
      credential: PasskeyCredential,
      response: TWebAuthnResponse,
      challenge: string,
    ) {
      let newCounter: number;
      let backedUp: boolean;
      try {
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response: response as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origins,
          expectedRPID: rpId,
          credential: {
            id: credential.credentialId,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports,
          },
          requireUserVerification: true,
        });
        if (!verified) throw new Error('assertion not verified');
        newCounter = authenticationInfo.newCounter;
        backedUp = authenticationInfo.credentialBackedUp;
      } catch (error) {
        fastify.log.info(
          { passkeyId: credential.id, reason: (error as Error).message },
          'passkey assertion refused',
        );
        throw new AppError('PASSKEY_INVALID');
      }
      // A replayed or cloned authenticator's counter does not grow: refused.
      if (!(await repo.markUsed(credential.id, newCounter, backedUp))) {
        fastify.log.warn({ passkeyId: credential.id }, 'passkey counter did not grow');
        throw new AppError('PASSKEY_INVALID');
      }
    }

    const service: PasskeysService = {
      async registrationOptions(person, user) {
        const options = await generateRegistrationOptions({
          rpName: RP_NAME,
          rpID: rpId,
          userName: user.email,
          userDisplayName: user.displayName || user.email,
          userID: userIdOf(person),
          timeout: CEREMONY_TTL_SECONDS * 1000,
          attestationType: 'none',
          excludeCredentials: (await repo.credentialsOf(person)).map((credential) => ({
            id: credential.id,
            transports: credential.transports,
          })),
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        });
        await repo.saveChallenge(options.challenge, 'register', person, null, CEREMONY_TTL_SECONDS);
        return options as unknown as TWebAuthnOptions;
      },

      async register(person, name, response) {
        const { challenge, stored } = await take(response, 'register');
        // A challenge made for someone else's settings does not add a passkey to this person.
        if (!stored.person || !samePerson(stored.person, person))
          throw new AppError('PASSKEY_CHALLENGE_INVALID');
        let info;
        try {
          const result = await verifyRegistrationResponse({
            response: response as unknown as RegistrationResponseJSON,
            expectedChallenge: challenge,
            expectedOrigin: origins,
            expectedRPID: rpId,
            requireUserVerification: true,
          });
          if (!result.verified) throw new Error('attestation not verified');
          info = result.registrationInfo;
        } catch (error) {
          fastify.log.info({ reason: (error as Error).message }, 'passkey registration refused');
          throw new AppError('PASSKEY_REGISTRATION_FAILED');
        }
        const passkey = await repo.insert(person, {
          name,
          credentialId: info.credential.id,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          backedUp: info.credentialBackedUp,
        });
        if (!passkey) throw new AppError('PASSKEY_ALREADY_ADDED');
        return passkey;
      },

      async signInOptions() {
        const options = await generateAuthenticationOptions({
          rpID: rpId,
          userVerification: 'required',
          timeout: CEREMONY_TTL_SECONDS * 1000,
        });
        await repo.saveChallenge(options.challenge, 'sign-in', null, null, CEREMONY_TTL_SECONDS);
        return options as unknown as TWebAuthnOptions;
      },

      async signIn(response) {
        const { challenge } = await take(response, 'sign-in');
        const credential = await repo.findByCredentialId(response.id);
        if (!credential) throw new AppError('PASSKEY_INVALID');
        await verifyAssertion(credential, response, challenge);
        const { person } = credential;
        if (person.memberId === null)
          return { accountId: person.accountId, memberId: null, passkeyId: credential.id };
        // A member signs in to the account of their latest sign-in, as with a password.
        const accountId = await repo.latestAccountOfMember(person.memberId);
        if (!accountId) throw new AppError('IDENTIFIERS_NOT_RECOGNIZED');
        return { accountId, memberId: person.memberId, passkeyId: credential.id };
      },

      async factorOptions(person, signInChallenge) {
        const options = await generateAuthenticationOptions({
          rpID: rpId,
          userVerification: 'required',
          timeout: CEREMONY_TTL_SECONDS * 1000,
          allowCredentials: (await repo.credentialsOf(person)).map((credential) => ({
            id: credential.id,
            transports: credential.transports,
          })),
        });
        await repo.saveChallenge(
          options.challenge,
          'second-factor',
          person,
          signInChallenge,
          CEREMONY_TTL_SECONDS,
        );
        return options as unknown as TWebAuthnOptions;
      },

      async verifyFactor(person, signInChallenge, response) {
        const { challenge, stored } = await take(response, 'second-factor');
        if (
          !stored.person ||
          !samePerson(stored.person, person) ||
          stored.signInChallenge !== signInChallenge
        )
          throw new AppError('PASSKEY_CHALLENGE_INVALID');
        const credential = await repo.findByCredentialId(response.id);
        // Only the step's person's own passkeys answer it.
        if (!credential || !samePerson(credential.person, person))
          throw new AppError('PASSKEY_INVALID');
        await verifyAssertion(credential, response, challenge);
      },
    };
    fastify.decorate('passkeysService', service);
  },
  {
    name: 'passkeys-service',
    dependencies: ['config', 'passkeys-repository'],
  },
);
