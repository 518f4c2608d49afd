import { AppError, appError, PASSKEY_CHALLENGE_TTL_MS } from '@quire/domain';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';

/**
 * The relying party (decision 048): its id and the origin WebAuthn responses must come from, both
 * taken from PUBLIC_URL. A loopback IP address (127.0.0.1, ::1) cannot be a WebAuthn relying party
 * id, so an embedded or demo server reached on the machine itself is "localhost" on the same port.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', '::1']);

export function relyingParty(publicUrl: string, operatorName: string): RelyingParty {
  const url = new URL(publicUrl);
  if (LOOPBACK.has(url.hostname)) url.hostname = 'localhost';
  return { id: url.hostname, name: operatorName, origin: url.origin };
}

/** The challenge a response answers, read from its client data (base64url JSON). */
export function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'));
    if (typeof data?.challenge === 'string' && data.challenge.length <= 200) return data.challenge;
  } catch {
    // Not JSON: answered below.
  }
  throw appError('PASSKEY_NOT_VERIFIED');
}

/** The origin a response claims, read from its client data ('' when unreadable). */
function originOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'));
    return typeof data?.origin === 'string' ? data.origin : '';
  } catch {
    return '';
  }
}

/**
 * The library's refusal as one of ours, each with a message that says what to do: another site's
 * address, another relying party, a counter that did not grow; anything else is "not verified".
 * The library's own text (which may quote values) is never sent to the client.
 */
function refusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? `${error.name} ${error.message}` : '';
  if (/RP ?ID/i.test(message)) return appError('PASSKEY_WRONG_RP');
  if (/origin/i.test(message)) return appError('PASSKEY_WRONG_ORIGIN');
  if (/counter/i.test(message)) return appError('PASSKEY_COUNTER');
  return appError('PASSKEY_NOT_VERIFIED');
}

/** What is stored of a new credential. */
export interface NewCredential {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

/** What is kept of a credential to verify an assertion. */
export interface StoredCredential {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/**
 * WebAuthn through @simplewebauthn/server: options for the browser and the checks of its answers
 * against this relying party. Every passkey is discoverable (resident) and verified by the user
 * (a PIN, a fingerprint) at sign-in; attestation is not asked for ('none').
 */
export function createWebAuthn(rp: RelyingParty) {
  const timeout = PASSKEY_CHALLENGE_TTL_MS;
  const transports = (list: string[]) => list as AuthenticatorTransport[];

  return {
    rp,

    registrationOptions(user: { id: string; email: string; name: string }, existing: StoredCredential[]) {
      return generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        timeout,
        attestationType: 'none',
        excludeCredentials: existing.map((c) => ({
          id: c.credentialId,
          transports: transports(c.transports),
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
    },

    async verifyRegistration(response: unknown, challenge: string): Promise<NewCredential> {
      const json = response as RegistrationResponseJSON;
      if (originOf(json) !== rp.origin) throw appError('PASSKEY_WRONG_ORIGIN');
      try {
        const result = await verifyRegistrationResponse({
          response: json,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
        if (!result.verified) throw appError('PASSKEY_NOT_VERIFIED');
        const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
        return {
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? json.response.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
        };
      } catch (error) {
        throw refusal(error);
      }
    },

    /** Sign-in (no credentials listed: the browser offers the discoverable ones) or a second step. */
    authenticationOptions(allow: StoredCredential[] | null) {
      return generateAuthenticationOptions({
        rpID: rp.id,
        timeout,
        userVerification: allow ? 'preferred' : 'required',
        ...(allow && {
          allowCredentials: allow.map((c) => ({ id: c.credentialId, transports: transports(c.transports) })),
        }),
      });
    },

    /** Checks an assertion; answers the new signature counter. */
    async verifyAuthentication(
      response: unknown,
      challenge: string,
      stored: StoredCredential,
      requireUserVerification: boolean,
    ): Promise<number> {
      const json = response as AuthenticationResponseJSON;
      if (originOf(json) !== rp.origin) throw appError('PASSKEY_WRONG_ORIGIN');
      try {
        const result = await verifyAuthenticationResponse({
          response: json,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: stored.credentialId,
            publicKey: Uint8Array.from(stored.publicKey),
            counter: stored.counter,
            transports: transports(stored.transports),
          },
          requireUserVerification,
        });
        if (!result.verified) throw appError('PASSKEY_NOT_VERIFIED');
        return result.authenticationInfo.newCounter;
      } catch (error) {
        throw refusal(error);
      }
    },
  };
}

export type WebAuthn = ReturnType<typeof createWebAuthn>;
