import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, auditOf } from './admin-helpers';
import { buildTestApp, type TestApp, type TestClient } from './helpers';
import { newVendor, US_PAYMENT } from './vendor-helpers';

let t: TestApp;
const filesDir = mkdtempSync(join(tmpdir(), 'quire-taxforms-'));
beforeAll(async () => {
  const base = await import('../src/config').then((m) => m.loadConfig({}));
  t = await buildTestApp({
    files: { ...base.files, storage: { kind: 'local', dir: filesDir } },
  });
});
afterAll(async () => {
  await t?.close();
});

const PDF = Buffer.from('%PDF-1.4\nW-9 SSN 123-45-6789\n%%EOF\n');

function upload(c: TestClient, vendorNumber: string, content: Buffer, filename = 'w9.pdf') {
  const boundary = '----quire-test';
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return c.request('POST', `/api/admin/file-upload?vendorNumber=${vendorNumber}`, {
    raw,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

describe('admin tax forms: file-upload and file-upload-enable', () => {
  it('uploads a W-9 encrypted (Submitted), enables it (On File) with W-8 dates; audit-logged', async () => {
    const vendor = await newVendor(t);
    const vn = (await vendor.post('/api/vendor/updatePaymentInfo', US_PAYMENT)).json().payload.publisher
      .vendorNumber;
    expect((await vendor.get('/api/vendor/info')).json().payload.wFileBanner).toMatch(/W-8\/W-9/);
    const admin = await adminClient(t);
    // The demo books' files are in the same storage: only what this upload adds counts.
    const before = new Set(filesUnder(filesDir));

    let res = await upload(admin, vn, PDF);
    expect(res.json().payload).toEqual({ vendorNumber: vn, wFileStatus: 'Submitted', taxFormName: 'w9.pdf' });
    const stored = filesUnder(filesDir)
      .filter((f) => !before.has(f))
      .map((f) => readFileSync(f, 'utf8'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^v1\./);
    expect(stored[0]).not.toContain('123-45-6789');

    res = await admin.post(`/api/admin/file-upload-enable?vendorNumber=${vn}`, {
      w8ExpiryDate: '2029-12-31',
      exemptionRate: 30,
    });
    expect(res.json().payload).toEqual({ vendorNumber: vn, wFileStatus: 'On File' });
    const info = (await vendor.get('/api/vendor/info')).json().payload;
    expect(info.wFileBanner).toBeNull();
    expect(info.payment).toMatchObject({
      wFileStatus: 'On File',
      isW8Verified: true,
      w8ExpiryLabel: 'December 31, 2029',
      exemptionRateLabel: '30%',
    });
    const actions = (await auditOf(admin, vn)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['vendor.tax-form-upload', 'vendor.tax-form-enable']));
  });

  it('bad input, unknown vendor, enable before upload, authors and signed out', async () => {
    const vendor = await newVendor(t);
    const vn = (await vendor.get('/api/vendor/info')).json().payload.publisher.vendorNumber;
    const admin = await adminClient(t);
    let res = await upload(admin, vn, Buffer.from('not a pdf'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'file',
      description: 'Please upload the tax form as a PDF file.',
    });
    expect((await upload(admin, 'V0000000', PDF)).statusCode).toBe(404);
    res = await admin.post(`/api/admin/file-upload-enable?vendorNumber=${vn}`, {});
    expect(res.json().errors[0]).toMatchObject({
      field: 'file',
      description: 'Please upload the tax form first.',
    });
    res = await admin.post(`/api/admin/file-upload-enable?vendorNumber=${vn}`, {
      w8ExpiryDate: '31/12/2029',
    });
    expect(res.json().errors[0]).toMatchObject({ field: 'w8ExpiryDate' });
    expect((await upload(vendor, vn, PDF)).statusCode).toBe(403);
    expect((await vendor.post(`/api/admin/file-upload-enable?vendorNumber=${vn}`, {})).statusCode).toBe(403);
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await upload(anon, vn, PDF)).statusCode).toBe(401);
  });
});
