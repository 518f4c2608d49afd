import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { adminClient } from './admin-helpers';
import type { TestApp } from './helpers';
import {
  ACCOUNT,
  EIN,
  IBAN,
  IE_PAYMENT,
  IE_PUBLISHER,
  newVendor,
  ROUTING,
  SSN,
  TIN,
  US_PAYMENT,
  vendorTestApp,
} from './vendor-helpers';

/**
 * Encryption at rest (decision 021): after the vendor flows, no SSN, EIN, TIN, IBAN or account number is in the
 * database in clear text (every text, varchar, json and array column of every table, on PGlite and,
 * with QUIRE_TEST_DB=postgres, on PostgreSQL), nor in the server's log.
 */
let t: TestApp;
beforeAll(async () => {
  t = await vendorTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function dump(): Promise<string[]> {
  const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await t.database.db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
       where c.table_schema not in ('pg_catalog', 'information_schema')
         and tb.table_type = 'BASE TABLE'
         and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')`),
  );
  expect(columns.some((c) => c.table_name === 'vendor_profiles')).toBe(true);
  const values: string[] = [];
  for (const c of columns) {
    const q = `select "${c.column_name}"::text as v from "${c.table_schema}"."${c.table_name}" where "${c.column_name}" is not null`;
    for (const r of rowsOf<{ v: string }>(await t.database.db.execute(sql.raw(q)))) values.push(r.v);
  }
  return values;
}

describe('vendor secrets at rest', () => {
  it('no SSN, EIN, TIN, IBAN, routing or account number in the database or the log', async () => {
    // US individual (SSN, routing, account), US company (EIN), non-US company with an IE bank (TIN, IBAN).
    const us = await newVendor(t);
    expect((await us.post('/api/vendor/updatePaymentInfo', US_PAYMENT)).statusCode).toBe(200);
    const company = await newVendor(t);
    const companyPayment = {
      ...US_PAYMENT,
      taxPayerTypeId: 'LLC',
      taxCompanyName: 'Ink LLC',
      govtIdNumber: EIN,
    };
    expect((await company.post('/api/vendor/updatePaymentInfo', companyPayment)).statusCode).toBe(200);
    const ie = await newVendor(t, IE_PUBLISHER);
    expect((await ie.post('/api/vendor/updatePaymentInfo', IE_PAYMENT)).statusCode).toBe(200);
    // Refused input and a verification pass through the server too.
    await ie.post('/api/vendor/updatePaymentInfo', { ...IE_PAYMENT, iban: 'IE28AIBK93115212345678' });
    await us.post('/api/vendor/tinVerify?idType=SSN', { govtIdNumber: SSN });
    const admin = await adminClient(t);
    const vn = (await us.get('/api/vendor/info')).json().payload.publisher.vendorNumber;
    await admin.post('/api/admin/vendors/review', { vendorNumber: vn, status: 'Active' });
    await admin.get('/api/admin/vendors?status=Active');

    const secrets = [SSN, EIN, TIN, IBAN, 'IE28AIBK93115212345678', ACCOUNT, ROUTING, '12345678'];
    const values = await dump();
    expect(values.length).toBeGreaterThan(50);
    const sealed = values.filter((v) => v.startsWith('v1.'));
    expect(sealed.length).toBeGreaterThanOrEqual(8);
    for (const secret of secrets) {
      const hits = values.filter((v) => v.replace(/[\s-]/g, '').includes(secret));
      expect(hits, `${secret} found in the database`).toEqual([]);
    }
    const log = t.logs.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(log.includes(secret), `${secret} found in the log`).toBe(false);
  });
});
