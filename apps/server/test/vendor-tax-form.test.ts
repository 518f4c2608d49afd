import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, auditOf } from './admin-helpers';
import { buildTestApp, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';
import { IE_PAYMENT, IE_PUBLISHER, newVendor, US_PAYMENT } from './vendor-helpers';

let t: TestApp;
const filesDir = mkdtempSync(join(tmpdir(), 'quire-vendor-tax-form-'));
beforeAll(async () => {
  const base = await import('../src/config').then((m) => m.loadConfig({}));
  t = await buildTestApp({
    files: { ...base.files, storage: { kind: 'local', dir: filesDir } },
  });
});
afterAll(async () => {
  await t?.close();
});

const PDF = Buffer.from('%PDF-1.4\nW-8BEN TIN 1234567T\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

function multipart(c: TestClient, url: string, content: Buffer, filename = 'w8.pdf') {
  const boundary = '----quire-vendor-test';
  const raw = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return c.request('POST', url, {
    raw,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const uploadOwn = (c: TestClient, content: Buffer, filename?: string) =>
  multipart(c, '/api/vendor/tax-form', content, filename);

const emailOf = async (c: TestClient): Promise<string> =>
  (await c.get('/api/authentication/session')).json().payload.user.email;
const info = async (c: TestClient) => (await c.get('/api/vendor/info')).json().payload;
const vendorMails = async (c: TestClient) =>
  (await outboxFor(t.database, await emailOf(c))).filter((m) => m.kind.startsWith('vendor-'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** A US vendor who saved tax and bank information (Pending), certifying the W-9 or not. */
async function usVendor(certifyW9: boolean, extra: object = {}) {
  const c = await newVendor(t);
  const res = await c.post('/api/vendor/updatePaymentInfo', { ...US_PAYMENT, certifyW9, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return { c, vn: res.json().payload.publisher.vendorNumber as string, payload: res.json().payload };
}

async function ieVendor() {
  const c = await newVendor(t, IE_PUBLISHER);
  const res = await c.post('/api/vendor/updatePaymentInfo', IE_PAYMENT);
  expect(res.statusCode, res.body).toBe(200);
  return { c, vn: res.json().payload.publisher.vendorNumber as string };
}

describe('the W-9 certification is the electronic signature', () => {
  it('submits a US vendor’s form, keeps who and when, saves the 1099 choice, and e-mails the move to Pending', async () => {
    const { c, payload } = await usVendor(true, { isDigital1099: true });
    const email = await emailOf(c);
    expect(payload.publisher.status).toBe('Pending');
    expect(payload.taxForm).toMatchObject({
      form: 'Form W-9',
      wFileStatus: 'Submitted',
      uploadAllowed: false,
      paperFormNeeded: false,
      certifiedBy: `Ada Lovelace <${email}>`,
    });
    expect(payload.taxForm.certifiedAt).toEqual(expect.any(String));
    expect(payload.taxForm.statusText).toMatch(/^Submitted: you signed your Form W-9 electronically on /);
    expect(payload.wFileBanner).toBeNull();
    expect(payload.banner).toBe('No changes can be made while your vendor account status is Pending.');
    expect(payload.nextSteps).toBe(
      'We are reviewing your vendor account: this takes up to 5 business days, and we will e-mail you the result. Nothing more is needed from you.',
    );
    expect(payload.payment).toMatchObject({ isDigital1099: true, email1099: email });

    const mails = await vendorMails(c);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'vendor-status',
      subject: 'Your Quire vendor account is now Pending',
    });
    expect(mails[0]!.text_body).toContain('We are reviewing your vendor account');
    expect(mails[0]!.text_body).toContain('/account/vendor');
  });

  it('without the certification the form is not submitted and the page asks for the upload', async () => {
    const { payload } = await usVendor(false);
    expect(payload.taxForm).toMatchObject({ wFileStatus: 'Not Submitted', uploadAllowed: true });
    expect(payload.wFileBanner).toMatch(/upload your signed Form W-8 or W-9/);
  });
});

describe('the author uploads the signed form', () => {
  it('a non-US vendor uploads the W-8 while Pending: stored sealed, Submitted, asked no more', async () => {
    const { c } = await ieVendor();
    let payload = await info(c);
    expect(payload.readOnly).toMatchObject({ code: '1003' });
    expect(payload.taxForm).toMatchObject({ form: 'Form W-8', uploadAllowed: true, paperFormNeeded: true });
    expect(payload.wFileBanner).toMatch(/W-8\/W-9/);
    expect(payload.nextSteps).toMatch(/^Next: upload your signed Form W-8 here\. .*5 business days/);

    const before = new Set(filesUnder(filesDir));
    const res = await uploadOwn(c, PDF, '../../w8 ben.pdf');
    expect(res.statusCode, res.body).toBe(200);
    payload = res.json().payload;
    expect(payload.taxForm).toMatchObject({
      wFileStatus: 'Submitted',
      uploadAllowed: false,
      fileName: 'w8 ben.pdf',
    });
    expect(payload.taxForm.statusText).toMatch(
      /^Submitted: we received your signed Form W-8 \(w8 ben\.pdf\) on /,
    );
    expect(payload.wFileBanner).toBeNull();
    const stored = filesUnder(filesDir)
      .filter((f) => !before.has(f))
      .map((f) => readFileSync(f, 'utf8'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^v1\./);
    expect(stored[0]).not.toContain('1234567T');
    // Everything else stays read-only, and a second form is not asked for.
    expect((await c.post('/api/vendor/updatePaymentInfo', IE_PAYMENT)).json().errors[0].code).toBe('1003');
    const again = await uploadOwn(c, PDF);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({
      field: 'file',
      description: 'Your tax form cannot be uploaded now: we are not waiting for one from you.',
    });
  });

  it('takes a PNG; refuses what is not a PDF or an image, an empty or too large file, and the signed out', async () => {
    const { c } = await ieVendor();
    let res = await uploadOwn(c, Buffer.from('<html>not a form</html>'), 'w8.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      code: 'VALIDATION',
      field: 'file',
      description: 'Please upload your signed tax form as a PDF, PNG or JPEG file.',
    });
    res = await uploadOwn(c, Buffer.alloc(0));
    expect(res.json().errors[0]).toMatchObject({
      field: 'file',
      description: 'The file is empty. Please choose your signed tax form.',
    });
    res = await uploadOwn(c, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0]).toMatchObject({
      field: 'file',
      description: 'The file is too large: a tax form can be at most 10 MB.',
    });
    expect((await info(c)).taxForm.wFileStatus).toBe('Not Submitted');
    res = await uploadOwn(c, PNG, 'scan.png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.taxForm).toMatchObject({ wFileStatus: 'Submitted', fileName: 'scan.png' });

    const anon = t.client();
    await anon.fetchCsrf();
    expect((await uploadOwn(anon, PDF)).statusCode).toBe(401);
    // A vendor without tax information is not asked for a form.
    const fresh = await newVendor(t);
    expect((await uploadOwn(fresh, PDF)).json().errors[0]).toMatchObject({ field: 'file' });
  });

  it('an administrator asks a US vendor for a paper form: audited, e-mailed, then uploaded by the author', async () => {
    const { c, vn } = await usVendor(true);
    const admin = await adminClient(t);
    const res = await admin.post(`/api/admin/file-upload-enable?vendorNumber=${vn}`, {
      requestPaperForm: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toEqual({ vendorNumber: vn, wFileStatus: 'Not Submitted' });
    const [entry] = await auditOf(admin, vn);
    expect(entry).toMatchObject({
      action: 'vendor.paper-form-request',
      before: { wFileStatus: 'Submitted', paperFormRequested: false },
      after: { wFileStatus: 'Not Submitted', paperFormRequested: true },
    });
    const mails = await vendorMails(c);
    expect(mails.map((m) => m.kind)).toEqual(['vendor-status', 'vendor-tax-form-requested']);
    expect(mails[1]!.subject).toBe('Please upload your signed Form W-9');

    let payload = await info(c);
    expect(payload.taxForm).toMatchObject({
      paperFormRequested: true,
      paperFormNeeded: true,
      uploadAllowed: true,
    });
    expect(payload.taxForm.statusText).toMatch(
      /^Not submitted: we have asked you for your signed Form W-9 on paper/,
    );
    expect(payload.wFileBanner).toMatch(/W-8\/W-9/);

    const up = await uploadOwn(c, JPEG, 'w9.jpg');
    expect(up.statusCode, up.body).toBe(200);
    payload = up.json().payload;
    expect(payload.taxForm).toMatchObject({
      wFileStatus: 'Submitted',
      uploadAllowed: false,
      fileName: 'w9.jpg',
    });
    // Authors cannot ask for paper forms.
    expect(
      (await c.post(`/api/admin/file-upload-enable?vendorNumber=${vn}`, { requestPaperForm: true }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the review: reasons, reopening, e-mails', () => {
  it('a rejection needs a reason, which the author is e-mailed with where to get help', async () => {
    const { c, vn } = await usVendor(true);
    const admin = await adminClient(t);
    let res = await admin.post('/api/admin/vendors/review', {
      vendorNumber: vn,
      status: 'Rejected',
      reason: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      code: 'VALIDATION',
      field: 'reason',
      description: 'Please give the reason for the rejection.',
    });
    expect((await info(c)).publisher.status).toBe('Pending');

    res = await admin.post('/api/admin/vendors/review', {
      vendorNumber: vn,
      status: 'Rejected',
      reason: 'The bank account is closed.',
    });
    expect(res.json().payload).toEqual({ vendorNumber: vn, status: 'Rejected', statusLabel: 'Rejected' });
    const mail = (await vendorMails(c)).at(-1)!;
    expect(mail.subject).toBe('Your Quire vendor account is now Rejected');
    expect(mail.text_body).toContain('Reason: The bank account is closed.');
    expect(mail.text_body).toContain('contact support');
    expect(mail.text_body).not.toMatch(/is now Active/);
    const page = await info(c);
    expect(page.nextSteps).toMatch(/^Your vendor account was not approved/);
    expect(page.nextSteps).not.toMatch(/active/i);

    // The Rejected queue offers only the moves the review allows; Active is refused.
    const rejected = (await admin.get('/api/admin/vendors?status=Rejected')).json().payload;
    expect(rejected.find((v: { vendorNumber: string }) => v.vendorNumber === vn)).toMatchObject({
      status: 'Rejected',
      allowedMoves: ['Pending', 'InReview'],
    });
    res = await admin.post('/api/admin/vendors/review', { vendorNumber: vn, status: 'Active' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'status',
      description: 'A vendor account that is Rejected cannot become Active.',
    });
  });

  it('reopens a rejected vendor (Pending or In Review), audited and e-mailed; then approves it', async () => {
    const admin = await adminClient(t);
    const review = (vendorNumber: string, status: string, reason?: string) =>
      admin.post('/api/admin/vendors/review', { vendorNumber, status, ...(reason ? { reason } : {}) });

    const one = await usVendor(true);
    expect((await review(one.vn, 'Rejected', 'Name mismatch')).statusCode).toBe(200);
    let res = await review(one.vn, 'Pending', 'The author sent the right name');
    expect(res.json().payload).toMatchObject({ status: 'Pending' });
    const [entry] = await auditOf(admin, one.vn);
    expect(entry).toMatchObject({
      action: 'vendor.review',
      before: { status: 'Rejected' },
      after: { status: 'Pending' },
      reason: 'The author sent the right name',
    });
    const queue = (await admin.get('/api/admin/vendors')).json().payload;
    expect(queue.find((v: { vendorNumber: string }) => v.vendorNumber === one.vn)).toMatchObject({
      allowedMoves: ['InReview', 'Active', 'Rejected'],
    });

    const two = await usVendor(true);
    expect((await review(two.vn, 'Rejected', 'Name mismatch')).statusCode).toBe(200);
    res = await review(two.vn, 'InReview');
    expect(res.json().payload).toMatchObject({ status: 'InReview', statusLabel: 'In Review' });
    expect((await auditOf(admin, two.vn))[0]).toMatchObject({
      before: { status: 'Rejected' },
      after: { status: 'InReview' },
    });
    expect((await review(two.vn, 'Active')).statusCode).toBe(200);
    const subjects = (await vendorMails(two.c)).map((m) => m.subject);
    expect(subjects).toEqual([
      'Your Quire vendor account is now Pending',
      'Your Quire vendor account is now Rejected',
      'Your Quire vendor account is now In Review',
      'Your Quire vendor account is now Active',
    ]);
    const active = (await vendorMails(two.c)).at(-1)!;
    expect(active.text_body).toContain(
      'Your vendor account is active: nothing more is needed to sell your books.',
    );
  });

  it('is documented, with the author’s upload', async () => {
    const paths = Object.keys((await t.client().get('/api/docs/json')).json().paths);
    expect(paths).toContain('/api/vendor/tax-form');
  });
});
