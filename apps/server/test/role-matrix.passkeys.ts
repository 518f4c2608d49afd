import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { contributors, open, own, ownersData, type Row } from './role-matrix.outcomes';
import type { MatrixContext } from './role-matrix.setup';

/**
 * The passkeys' rows of the role × endpoint table (role-matrix.table.ts; decision 048). The
 * account's passkeys are the caller's own (a contributor acting for the owner reaches their own,
 * so the owner's passkey answers them 404); sign-in with a passkey and its second step are public,
 * the challenge or the pending sign-in being the authority. Answers that pass the schema but sign
 * no challenge of this server are refused by the business rule, which the rows name.
 */

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const clientData = (type: string) =>
  b64(JSON.stringify({ type, challenge: 'A'.repeat(43), origin: 'http://localhost:3000' }));
const id = b64(randomBytes(32));

const REGISTRATION = {
  id,
  rawId: id,
  type: 'public-key',
  response: { clientDataJSON: clientData('webauthn.create'), attestationObject: b64('not-cbor') },
  clientExtensionResults: {},
};
const ASSERTION = {
  id,
  rawId: id,
  type: 'public-key',
  response: {
    clientDataJSON: clientData('webauthn.get'),
    authenticatorData: b64(randomBytes(37)),
    signature: b64(randomBytes(70)),
  },
  clientExtensionResults: {},
};

/** A passkey of the owner's made straight in the table, so every caller has one to try. */
async function ownersPasskey(ctx: MatrixContext): Promise<string> {
  const rows = rowsOf<{ id: string }>(
    await ctx.t.database.db.execute(
      sql`insert into passkeys (user_id, credential_id, public_key, device_type, name, created_at)
          select id, ${b64(randomBytes(32))}, '\\x00'::bytea, 'singleDevice', 'Matrix key', now()
          from users where customer_id = ${ctx.owner.customerId} returning id`,
    ),
  );
  if (!rows[0]) throw new Error('no passkey made for the owner');
  return rows[0].id;
}

const USED = { status: 400, code: 'PASSKEY_CHALLENGE_USED' };
const PENDING_GONE = { status: 401, code: '1080', why: 'public; the pending token is the authority' };

export const passkeyRows: Row[] = [
  { method: 'GET', route: '/api/account/passkeys', expect: own() },
  { method: 'GET', route: '/api/account/security-history', expect: own() },
  {
    method: 'POST',
    route: '/api/account/passkeys/registration-options',
    expect: own(),
    session: 'reauthenticated',
  },
  {
    method: 'POST',
    route: '/api/account/passkeys',
    expect: own({ ...USED, why: 'authorized; the answer signs no challenge of this session' }),
    session: 'reauthenticated',
    call: () => ({ url: '/api/account/passkeys', body: { name: 'Matrix key', response: REGISTRATION } }),
  },
  {
    method: 'PATCH',
    route: '/api/account/passkeys/:id',
    expect: ownersData(contributors(404)),
    call: async (ctx) => ({
      url: `/api/account/passkeys/${await ownersPasskey(ctx)}`,
      body: { name: 'Renamed' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/account/passkeys/:id',
    expect: ownersData(contributors(404)),
    session: 'reauthenticated',
    call: async (ctx) => ({ url: `/api/account/passkeys/${await ownersPasskey(ctx)}` }),
  },
  { method: 'POST', route: '/api/authentication/passkey/options', expect: open() },
  {
    method: 'POST',
    route: '/api/authentication/passkey/signin',
    expect: open({ ...USED, why: 'public; the answer to a challenge is the authority' }),
    session: 'fresh',
    call: () => ({ url: '/api/authentication/passkey/signin', body: { response: ASSERTION } }),
  },
  {
    method: 'POST',
    route: '/api/authentication/two-step/passkey/options',
    expect: open(PENDING_GONE),
    call: () => ({
      url: '/api/authentication/two-step/passkey/options',
      body: { pendingToken: 'x'.repeat(43) },
    }),
  },
  {
    method: 'POST',
    route: '/api/authentication/two-step/passkey',
    expect: open(PENDING_GONE),
    call: () => ({
      url: '/api/authentication/two-step/passkey',
      body: { pendingToken: 'x'.repeat(43), response: ASSERTION },
    }),
  },
];
