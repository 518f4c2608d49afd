import { z } from 'zod';
import { passkeyNameSchema } from '../accounts/passkeys';
import { endpoint } from './endpoint';
import { signInResultSchema } from './sign-in';

/** One of the account's passkeys, as My Account lists it (never the key itself). */
export const passkeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    /** A passkey synced between devices (multiDevice) or kept on one (singleDevice). */
    synced: z.boolean(),
  })
  .describe('Passkey');
export type Passkey = z.infer<typeof passkeySchema>;

/** One entry of the account's security history. */
export const securityEventSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    label: z.string(),
    /** The passkey's name where the event concerns one. */
    passkeyName: z.string().nullable(),
    device: z.string(),
    ip: z.string(),
    at: z.string(),
  })
  .describe('SecurityEvent');
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/**
 * The WebAuthn options the browser passes to navigator.credentials (as @simplewebauthn/browser's
 * optionsJSON): a base64url challenge and the relying party's choices, answered as the library made
 * them (loose objects: every field kept).
 */
export const creationOptionsSchema = z
  .looseObject({ challenge: z.string(), rp: z.looseObject({ id: z.string().optional(), name: z.string() }) })
  .describe('PublicKeyCredentialCreationOptionsJSON');
export const requestOptionsSchema = z
  .looseObject({ challenge: z.string(), rpId: z.string().optional() })
  .describe('PublicKeyCredentialRequestOptionsJSON');

const b64 = (max: number) => z.string().min(1).max(max);
const clientExtensionResults = z.record(z.string(), z.unknown()).default({});

/** What navigator.credentials.create answered, as JSON (RegistrationResponseJSON). */
export const registrationResponseSchema = z
  .looseObject({
    id: b64(1400),
    rawId: b64(1400),
    type: z.literal('public-key'),
    response: z.looseObject({
      clientDataJSON: b64(4096),
      attestationObject: b64(16_384),
      transports: z.array(z.string().max(40)).max(10).optional(),
    }),
    authenticatorAttachment: z.string().max(40).optional(),
    clientExtensionResults,
  })
  .describe('RegistrationResponseJSON');

/** What navigator.credentials.get answered, as JSON (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z
  .looseObject({
    id: b64(1400),
    rawId: b64(1400),
    type: z.literal('public-key'),
    response: z.looseObject({
      clientDataJSON: b64(4096),
      authenticatorData: b64(4096),
      signature: b64(2048),
      userHandle: z.string().max(200).optional(),
    }),
    authenticatorAttachment: z.string().max(40).optional(),
    clientExtensionResults,
  })
  .describe('AuthenticationResponseJSON');

const pendingToken = z.string().min(20).max(100);
const authorShareKey = z.string().max(200).optional();
const idParams = z.object({ id: z.string().max(100) });

/**
 * Passkeys: the account's own under /api/account/passkeys (adding and removing need a
 * re-authentication), sign-in with a passkey under /api/authentication/passkey, and the passkey as
 * the second step beside the other two-step calls under /api/authentication/two-step.
 */
export const passkeyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/account/passkeys',
    response: z.object({ passkeys: z.array(passkeySchema) }),
  }),
  registrationOptions: endpoint({
    method: 'POST',
    path: '/api/account/passkeys/registration-options',
    response: z.object({ options: creationOptionsSchema }),
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/account/passkeys',
    body: z.object({ name: passkeyNameSchema, response: registrationResponseSchema }),
    response: z.object({ passkey: passkeySchema }),
  }),
  rename: endpoint({
    method: 'PATCH',
    path: '/api/account/passkeys/:id',
    params: idParams,
    body: z.object({ name: passkeyNameSchema }),
    response: z.object({ passkey: passkeySchema }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/account/passkeys/:id',
    params: idParams,
    response: z.object({ removed: z.literal(true) }),
  }),
  securityHistory: endpoint({
    method: 'GET',
    path: '/api/account/security-history',
    response: z.object({ events: z.array(securityEventSchema) }),
  }),
  signInOptions: endpoint({
    method: 'POST',
    path: '/api/authentication/passkey/options',
    response: z.object({ options: requestOptionsSchema }),
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/authentication/passkey/signin',
    body: z.object({ response: authenticationResponseSchema, authorShareKey }),
    response: signInResultSchema,
  }),
  secondStepOptions: endpoint({
    method: 'POST',
    path: '/api/authentication/two-step/passkey/options',
    body: z.object({ pendingToken }),
    response: z.object({ options: requestOptionsSchema }),
  }),
  secondStep: endpoint({
    method: 'POST',
    path: '/api/authentication/two-step/passkey',
    body: z.object({ pendingToken, response: authenticationResponseSchema, authorShareKey }),
    response: signInResultSchema,
  }),
};
