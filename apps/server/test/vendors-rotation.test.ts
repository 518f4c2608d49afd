import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/rows';
import { keyIdOf } from '../src/lib/secrets';
import { createServices } from '../src/services';
import { adminClient } from './admin-helpers';
import { buildTestApp, type TestApp } from './helpers';
import { newVendor, US_PAYMENT } from './vendor-helpers';

/** A data key rotation (docs/operations.md): the new key with the old one listed, then reseal. */
let t: TestApp;
const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const storage = { kind: 'local' as const, dir: mkdtempSync(join(tmpdir(), 'quire-rotation-')) };
beforeAll(async () => {
  t = await buildTestApp({
    dataKeys: { dataKey: oldKey.toString('base64'), previousKeys: [], keyFile: '/nonexistent/key' },
    files: { ...loadConfig({}).files, storage },
  });
});
afterAll(async () => {
  await t?.close();
});

const sealedKeyIds = async () =>
  rowsOf<{ v: string }>(
    await t.database.db.execute(
      sql`select unnest(array[govt_id_sealed, account_number_sealed, routing_number_sealed]) as v from vendor_profiles`,
    ),
  )
    .map((r) => r.v)
    .filter(Boolean)
    .map((v) => v.split('.')[1]);

describe('data key rotation', () => {
  it('after rotating, old values still read; reseal moves every value to the new key; the reseal endpoint is for administrators', async () => {
    const vendor = await newVendor(t);
    await vendor.post('/api/vendor/updatePaymentInfo', US_PAYMENT);
    const before = (await vendor.get('/api/vendor/info')).json().payload.payment;
    expect(new Set(await sealedKeyIds())).toEqual(new Set([keyIdOf(oldKey)]));
    // Through the API: administrators only; nothing to do while every value is under the current key.
    expect((await vendor.post('/api/admin/vendors/reseal', {})).statusCode).toBe(403);
    const admin = await adminClient(t);
    const res = await admin.post('/api/admin/vendors/reseal', {});
    expect(res.json().payload).toEqual({ keyId: keyIdOf(oldKey), values: 0, files: 0 });

    // The same database under the rotated configuration.
    const rotated = createServices(
      t.database.db,
      {
        ...t.config,
        dataKeys: {
          dataKey: newKey.toString('base64'),
          previousKeys: [oldKey.toString('base64')],
          keyFile: '/nonexistent/key',
        },
      },
      t.database.kind,
    );
    const result = await rotated.vendorKeys.resealAll({ customerId: 'C000000000', email: 'ops@example.com' });
    expect(result).toMatchObject({ keyId: keyIdOf(newKey), files: 0 });
    expect(result.values).toBeGreaterThanOrEqual(3);
    expect(new Set(await sealedKeyIds())).toEqual(new Set([keyIdOf(newKey)]));
    const userId = rowsOf<{ user_id: string }>(
      await t.database.db.execute(sql`select user_id from vendor_profiles limit 1`),
    )[0]!.user_id;
    expect((await rotated.vendors.info(userId)).payment).toMatchObject({
      govtIdNumber: before.govtIdNumber,
      accountNumber: before.accountNumber,
      routingNumber: before.routingNumber,
    });
    // A second run has nothing left to do.
    expect(
      (await rotated.vendorKeys.resealAll({ customerId: 'C000000000', email: 'ops@example.com' })).values,
    ).toBe(0);
  });
});
