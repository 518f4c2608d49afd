import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { TestClient } from './helpers';

/**
 * A software authenticator for the server tests: it answers WebAuthn options as a platform
 * authenticator would (ES256 keys from node:crypto, 'none' attestation, a discoverable credential
 * with its user handle, user present and verified, a signature counter), so the server checks
 * real attestation objects and signatures. Each answer may be spoiled on purpose: another origin,
 * another relying party, a counter that does not grow, another credential.
 */

const b64 = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  /** The user handle the options gave (base64url). */
  userHandle: string;
  counter: number;
}

export interface Spoil {
  origin?: string;
  rpId?: string;
  /** The counter to report (default: one more than the last). */
  counter?: number;
  /** Answer with this credential instead of the first allowed (or first held). */
  credential?: SoftCredential;
  challenge?: string;
  userVerified?: boolean;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  const rpIdHash = createHash('sha256').update(rpId).digest();
  return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

/** The COSE_Key of an ES256 public key (RFC 9053): kty EC2, alg -7, crv P-256, x, y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x as string, 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y as string, 'base64url'))],
  ]);
  return isoCBOR.encode(map);
}

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly origin: string) {}

  /** navigator.credentials.create: a new credential, answered as RegistrationResponseJSON. */
  register(options: CreationOptions, spoil: Spoil = {}) {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(32);
    const credential: SoftCredential = { id, privateKey, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: spoil.challenge ?? options.challenge,
        origin: spoil.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(coseKey(publicKey))]);
    const flags = FLAG_UP | (spoil.userVerified === false ? 0 : FLAG_UV) | FLAG_AT;
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData(spoil.rpId ?? options.rp.id ?? '', flags, 0, attested))],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      json: {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientDataJSON),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      },
      credential,
    };
  }

  /** navigator.credentials.get: an assertion, answered as AuthenticationResponseJSON. */
  assert(options: RequestOptions, spoil: Spoil = {}) {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential =
      spoil.credential ??
      this.credentials.find((c) => allowed.length === 0 || allowed.includes(b64(c.id))) ??
      this.credentials[0];
    if (!credential) throw new Error('the soft authenticator holds no credential');
    const counter = spoil.counter ?? credential.counter + 1;
    credential.counter = Math.max(credential.counter, counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: spoil.challenge ?? options.challenge,
        origin: spoil.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const flags = FLAG_UP | (spoil.userVerified === false ? 0 : FLAG_UV);
    const data = authData(spoil.rpId ?? options.rpId ?? '', flags, counter);
    const clientDataHash = createHash('sha256').update(clientDataJSON).digest();
    const signature = sign('sha256', Buffer.concat([data, clientDataHash]), credential.privateKey);
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(data),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}

/** The relying party of the test app (PUBLIC_URL's default, http://localhost:3000). */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Adds a passkey to the signed-in (and recently re-authenticated) account of `c`. */
export async function addPasskey(c: TestClient, auth: SoftAuthenticator, name = 'Work laptop') {
  const options = await c.post('/api/account/passkeys/registration-options');
  if (options.statusCode !== 200)
    throw new Error(`registration-options ${options.statusCode}: ${options.body}`);
  const { json } = auth.register(options.json().payload.options);
  const res = await c.post('/api/account/passkeys', { name, response: json });
  if (res.statusCode !== 200) throw new Error(`add passkey ${res.statusCode}: ${res.body}`);
  return res.json().payload.passkey as { id: string; name: string };
}
