import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { adminClient, auditOf } from './admin-helpers';
import type { TestApp } from './helpers';
import { otherAuthor } from './project-helpers';
import {
  ACCOUNT,
  IE_PAYMENT,
  IE_PUBLISHER,
  newVendor,
  SSN,
  US_PAYMENT,
  US_PUBLISHER,
  vendorTestApp,
} from './vendor-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await vendorTestApp();
});
afterAll(async () => {
  await t?.close();
});

const errorsOf = (res: { json(): { errors: { code: string; field?: string; description: string }[] } }) =>
  Object.fromEntries(res.json().errors.map((e) => [e.field ?? e.code, e.description]));

async function setStatus(vendorNumber: string, status: string, business = 'None') {
  await t.database.db.execute(
    sql`update users set vendor_status = ${status}, business_status = ${business} where vendor_number = ${vendorNumber}`,
  );
}

describe('vendor: signed out', () => {
  it('every vendor call answers 401', async () => {
    const c = t.client();
    await c.fetchCsrf();
    expect((await c.get('/api/vendor/info')).statusCode).toBe(401);
    expect((await c.get('/api/vendor/loadStates/840')).statusCode).toBe(401);
    expect((await c.post('/api/vendor/updatePublisherInfo', US_PUBLISHER)).statusCode).toBe(401);
    expect((await c.post('/api/vendor/updatePaymentInfo', US_PAYMENT)).statusCode).toBe(401);
    expect((await c.post('/api/vendor/tinVerify?idType=SSN', { govtIdNumber: SSN })).statusCode).toBe(401);
    expect(
      (await c.post('/api/vendor/digital1099', { isDigital1099: true, vendorNumber: 'V1' })).statusCode,
    ).toBe(401);
    expect(
      (await c.post('/api/project/createPublisherAccount', { publisherInfo: US_PUBLISHER })).statusCode,
    ).toBe(401);
    expect((await c.post('/api/project/mailToAlertSettings', {})).statusCode).toBe(401);
    expect((await c.get('/api/admin/vendors')).statusCode).toBe(401);
  });
});

describe('vendor: info and states', () => {
  it('a new author has no vendor yet; lists and states come along', async () => {
    const c = await otherAuthor(t);
    const info = (await c.get('/api/vendor/info')).json().payload;
    expect(info.publisher).toMatchObject({ vendorNumber: null, status: 'None', statusLabel: 'Incomplete' });
    expect(info.payment).toBeNull();
    expect(info.readOnly).toBeNull();
    expect(info.states).toContain('NY');
    expect(info.tax_countries.map((x: { code: string }) => x.code)).not.toContain('840');
    expect((await c.get('/api/vendor/loadStates/124')).json().payload).toContain('ON');
    expect((await c.get('/api/vendor/loadStates/276')).json().payload).toEqual([]);
  });
});

describe('vendor: registration and publisher info', () => {
  it('createPublisherAccount registers the vendor (number, status New) with the publisher info', async () => {
    const c = await newVendor(t);
    const info = (await c.get('/api/vendor/info')).json().payload;
    expect(info.publisher).toMatchObject({ status: 'New', publisherName: 'Ink Press', usCitizen: true });
    expect(info.publisher.vendorNumber).toMatch(/^V\d{7}$/);
    expect(info.address).toMatchObject({ country: '840', state: 'NY', addressType: 'Payment' });
  });

  it('bad publisher fields answer each message on its field', async () => {
    const c = await otherAuthor(t);
    const res = await c.post('/api/vendor/updatePublisherInfo', {
      ...US_PUBLISHER,
      publisherName: '',
      publisherWebSite: 'no site',
      address: { ...US_PUBLISHER.address, city: '', state: 'XX', country: '372' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual({
      publisherName: 'Please enter the publisher name.',
      publisherWebSite: 'Please enter a valid web site address.',
      'address.city': 'Please enter the city.',
      'address.country': 'A US taxpayer has the United States as country.',
    });
    // Nothing saved, no vendor made.
    expect((await c.get('/api/vendor/info')).json().payload.publisher.vendorNumber).toBeNull();
  });

  it('createromotionAccount registers the same way from promotionInfo', async () => {
    const c = await otherAuthor(t);
    let res = await c.post('/api/project/createromotionAccount', {
      promotionInfo: { ...US_PUBLISHER, publisherName: '' },
    });
    expect(errorsOf(res)).toEqual({ publisherName: 'Please enter the publisher name.' });
    res = await c.post('/api/project/createromotionAccount', { promotionInfo: US_PUBLISHER });
    expect(res.json().payload.publisher).toMatchObject({ status: 'New', publisherName: 'Ink Press' });
    const anon = t.client();
    await anon.fetchCsrf();
    expect(
      (await anon.post('/api/project/createromotionAccount', { promotionInfo: US_PUBLISHER })).statusCode,
    ).toBe(401);
  });

  it('registration is not offered to an account already past New (1003)', async () => {
    const c = await newVendor(t);
    const vn = (await c.get('/api/vendor/info')).json().payload.publisher.vendorNumber;
    await setStatus(vn, 'Active', 'Active');
    const res = await c.post('/api/project/createPublisherAccount', { publisherInfo: US_PUBLISHER });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('1003');
    // An Active vendor may still update the publisher information.
    expect(
      (await c.post('/api/vendor/updatePublisherInfo', { ...US_PUBLISHER, publisherName: 'Ink 2' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('vendor: payment info', () => {
  it('a US individual saves; secrets answer masked; New becomes Pending', async () => {
    const c = await newVendor(t);
    const res = await c.post('/api/vendor/updatePaymentInfo', US_PAYMENT);
    expect(res.statusCode).toBe(200);
    const info = res.json().payload;
    expect(info.publisher.status).toBe('Pending');
    expect(info.payment).toMatchObject({
      idType: 'SSN',
      govtIdNumber: 'XXXXX6789',
      accountNumber: 'XXXXXXXX6789',
      routingNumber: 'XXXXX0021',
      iban: '',
      accountType: 'Checking',
      currency: 'USD',
      w8ExpiryLabel: 'Pending',
      exemptionRateLabel: 'On Payment Hold',
    });
    expect(res.body).not.toContain(SSN);
    expect(res.body).not.toContain(ACCOUNT);
    expect(info.readOnly.banner).toBe('No changes can be made while your vendor account status is Pending.');
  });

  it('bad input per field with the spec messages; nothing saved', async () => {
    const c = await newVendor(t);
    const res = await c.post('/api/vendor/updatePaymentInfo', {
      ...US_PAYMENT,
      govtIdNumber: '12345',
      routingNumber: '021000022',
      accountNumber: '12ab',
      taxFirstName: '',
    });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual({
      govtIdNumber: 'Please enter 9 characters.',
      routingNumber: 'Please enter a valid routing number.',
      accountNumber: 'Please enter numbers only in this field.',
      taxFirstName: 'Please enter the first name.',
    });
    expect((await c.get('/api/vendor/info')).json().payload.payment).toBeNull();
  });

  it('payment before publisher info is refused', async () => {
    const c = await otherAuthor(t);
    const res = await c.post('/api/vendor/updatePaymentInfo', US_PAYMENT);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual({ publisherName: 'Please enter the publisher name.' });
  });

  it('a non-US company with an IE bank: wrong IBAN length, bad check digit, then saved', async () => {
    const c = await newVendor(t, IE_PUBLISHER);
    let res = await c.post('/api/vendor/updatePaymentInfo', { ...IE_PAYMENT, iban: 'IE29AIBK9311521234567' });
    expect(errorsOf(res)).toEqual({ iban: 'Please enter 22 characters.' });
    res = await c.post('/api/vendor/updatePaymentInfo', { ...IE_PAYMENT, iban: 'IE28AIBK93115212345678' });
    expect(errorsOf(res)).toEqual({ iban: 'Please enter a valid IBAN.' });
    res = await c.post('/api/vendor/updatePaymentInfo', {
      ...IE_PAYMENT,
      govtIdNumber: '1234567890',
      swift: 'AIBK',
    });
    expect(errorsOf(res)).toEqual({
      govtIdNumber: 'Max Length 9',
      swift: 'Please enter a valid SWIFT/BIC code.',
    });
    res = await c.post('/api/vendor/updatePaymentInfo', IE_PAYMENT);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.payment).toMatchObject({
      iban: 'XXXXXXXXXXXXXXXXXX5678',
      govtIdNumber: 'XXXX567T',
      fatcaCode: 'C',
      payeeCode: '5',
      currency: 'EUR',
      usdNote: true,
      routingNumber: '',
    });
  });

  it('a masked value sent back unchanged keeps the secret; changed taxpayer info asks to re-enter it', async () => {
    const c = await newVendor(t);
    await c.post('/api/vendor/updatePaymentInfo', US_PAYMENT);
    const vn = (await c.get('/api/vendor/info')).json().payload.publisher.vendorNumber;
    await setStatus(vn, 'Active', 'Active');
    const saved = (await c.get('/api/vendor/info')).json().payload.payment;
    const back = {
      ...US_PAYMENT,
      govtIdNumber: saved.govtIdNumber,
      accountNumber: saved.accountNumber,
      routingNumber: saved.routingNumber,
    };
    const kept = await c.post('/api/vendor/updatePaymentInfo', back);
    expect(kept.json().errors).toEqual([]);
    const rows = rowsOf<{ govt_id_sealed: string }>(
      await t.database.db.execute(
        sql`select govt_id_sealed from vendor_profiles p join users u on u.id = p.user_id where u.vendor_number = ${vn}`,
      ),
    );
    expect(rows[0]?.govt_id_sealed).toMatch(/^v1\./);
    let res = await c.post('/api/vendor/updatePaymentInfo', { ...back, taxLastName: 'Byron' });
    expect(errorsOf(res)).toEqual({
      govtIdNumber: 'You must re-enter your SSN because other Taxpayer Information has been changed.',
    });
    res = await c.post('/api/vendor/updatePaymentInfo', { ...back, bankName: 'Second Bank' });
    expect(errorsOf(res)).toEqual({
      accountNumber: 'You must re-enter your Account Number because other Bank Information has been changed.',
      routingNumber: 'You must re-enter your Routing Number because other Bank Information has been changed.',
    });
    // A different mask is not the stored value.
    res = await c.post('/api/vendor/updatePaymentInfo', { ...back, govtIdNumber: 'XXXXX1111' });
    expect(errorsOf(res)).toEqual({ govtIdNumber: 'Please enter the SSN.' });
    res = await c.post('/api/vendor/updatePaymentInfo', {
      ...back,
      taxLastName: 'Byron',
      govtIdNumber: '234-56-7890',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.payment.govtIdNumber).toBe('XXXXX7890');
  });
});

describe('vendor: read-only states refuse every change on the server', () => {
  const cases: [string, string, string][] = [
    ['Pending', 'None', '1003'],
    ['InReview', 'None', '1003'],
    ['Rejected', 'None', '1003'],
    ['Cancelled', 'None', '1003'],
    ['Active', 'OnHold', '1009'],
    ['Active', 'Terminated', '1009'],
  ];
  for (const [status, business, code] of cases) {
    it(`${status} / ${business} answers ${code} and saves nothing`, async () => {
      const c = await newVendor(t);
      await c.post('/api/vendor/updatePaymentInfo', US_PAYMENT);
      const info = (await c.get('/api/vendor/info')).json().payload;
      await setStatus(info.publisher.vendorNumber, status, business);
      const after = (await c.get('/api/vendor/info')).json().payload;
      expect(after.readOnly.code).toBe(code);
      for (const res of [
        await c.post('/api/vendor/updatePublisherInfo', { ...US_PUBLISHER, publisherName: 'Changed' }),
        await c.post('/api/vendor/updatePaymentInfo', { ...US_PAYMENT, bankName: 'Changed' }),
        await c.post('/api/vendor/digital1099', {
          isDigital1099: true,
          vendorNumber: info.publisher.vendorNumber,
        }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().errors[0].code).toBe(code);
      }
      const again = (await c.get('/api/vendor/info')).json().payload;
      expect(again.publisher.publisherName).toBe('Ink Press');
      expect(again.payment.bankName).toBe('First Bank');
    });
  }
});

describe('vendor: tinVerify, digital 1099, alert settings', () => {
  it('tinVerify checks the form of an SSN, EIN or TIN and answers it masked', async () => {
    const c = await newVendor(t);
    let res = await c.post('/api/vendor/tinVerify?idType=SSN', { govtIdNumber: '123-45-6789' });
    expect(res.json().payload).toEqual({ verified: true, idType: 'SSN', govtIdNumber: 'XXXXX6789' });
    res = await c.post('/api/vendor/tinVerify?idType=SSN', { govtIdNumber: '666-45-6789' });
    expect(errorsOf(res)).toEqual({ govtIdNumber: 'Please enter a valid SSN.' });
    res = await c.post('/api/vendor/tinVerify?idType=EIN', { govtIdNumber: '12' });
    expect(errorsOf(res)).toEqual({ govtIdNumber: 'Please enter 9 characters.' });
    res = await c.post('/api/vendor/tinVerify?idType=XYZ', { govtIdNumber: '1' });
    expect(res.statusCode).toBe(400);
  });

  it("digital 1099: own vendor number only (404 for someone else's)", async () => {
    const c = await newVendor(t);
    const vn = (await c.post('/api/vendor/updatePaymentInfo', US_PAYMENT)).json().payload.publisher
      .vendorNumber;
    await setStatus(vn, 'Active', 'Active');
    const other = await newVendor(t);
    const otherVn = (await other.get('/api/vendor/info')).json().payload.publisher.vendorNumber;
    expect(
      (await c.post('/api/vendor/digital1099', { isDigital1099: true, vendorNumber: otherVn })).statusCode,
    ).toBe(404);
    const res = await c.post('/api/vendor/digital1099', { isDigital1099: true, vendorNumber: vn });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.payment.isDigital1099).toBe(true);
    expect(res.json().payload.payment.email1099).toMatch(/@example.com$/);
    expect(
      (await c.post('/api/vendor/digital1099', { isDigital1099: 'yes', vendorNumber: vn })).statusCode,
    ).toBe(400);
  });

  it('mailToAlertSettings e-mails the settings link', async () => {
    const c = await otherAuthor(t);
    const res = await c.post('/api/project/mailToAlertSettings', {
      emailPrefFooter: 'footer',
      indexPageRef: 'home',
    });
    expect(res.json().payload).toEqual({ sent: true });
  });
});

describe('admin: vendor review', () => {
  it('moves a Pending vendor to Active, recorded in the audit log; authors get 403', async () => {
    const c = await newVendor(t);
    const vn = (await c.post('/api/vendor/updatePaymentInfo', US_PAYMENT)).json().payload.publisher
      .vendorNumber;
    expect((await c.get('/api/admin/vendors')).statusCode).toBe(403);
    expect(
      (await c.post('/api/admin/vendors/review', { vendorNumber: vn, status: 'Active' })).statusCode,
    ).toBe(403);
    // Refused before the input is read: junk gets 403 too.
    expect((await c.post('/api/admin/vendors/review', { junk: 1 })).statusCode).toBe(403);
    expect((await c.get('/api/admin/vendors?status=Nonsense')).statusCode).toBe(403);
    const admin = await adminClient(t);
    const queue = (await admin.get('/api/admin/vendors')).json().payload;
    expect(queue.find((v: { vendorNumber: string }) => v.vendorNumber === vn)).toMatchObject({
      status: 'Pending',
      publisherName: 'Ink Press',
      hasPayment: true,
    });
    const res = await admin.post('/api/admin/vendors/review', {
      vendorNumber: vn,
      status: 'Active',
      reason: 'W-9 checked',
    });
    expect(res.json().payload).toEqual({ vendorNumber: vn, status: 'Active', statusLabel: 'Active' });
    const info = (await c.get('/api/vendor/info')).json().payload;
    expect(info.publisher).toMatchObject({ status: 'Active', hasBeenApproved: true });
    expect(info.readOnly).toBeNull();
    const [entry] = await auditOf(admin, vn);
    expect(entry).toMatchObject({
      action: 'vendor.review',
      before: { status: 'Pending' },
      after: { status: 'Active' },
      reason: 'W-9 checked',
    });
    // Active cannot be reviewed again; unknown vendor number is 404; bad status 400.
    expect(
      (await admin.post('/api/admin/vendors/review', { vendorNumber: vn, status: 'Rejected' })).statusCode,
    ).toBe(400);
    expect(
      (await admin.post('/api/admin/vendors/review', { vendorNumber: 'V0000000', status: 'Active' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.post('/api/admin/vendors/review', { vendorNumber: vn, status: 'Gone' })).statusCode,
    ).toBe(400);
    expect((await admin.get('/api/admin/turn-around-time')).json().payload).toEqual({ days: 5 });
  });

  it('rejects a Pending vendor; the vendor sees the Rejected banner', async () => {
    const c = await newVendor(t);
    const vn = (await c.post('/api/vendor/updatePaymentInfo', US_PAYMENT)).json().payload.publisher
      .vendorNumber;
    const admin = await adminClient(t);
    expect(
      (
        await admin.post('/api/admin/vendors/review', {
          vendorNumber: vn,
          status: 'Rejected',
          reason: 'The tax ID does not match the name.',
        })
      ).statusCode,
    ).toBe(200);
    expect((await c.get('/api/vendor/info')).json().payload.banner).toBe(
      'No changes can be made because your vendor account status is Rejected.',
    );
  });
});

describe('vendor: OpenAPI', () => {
  it('documents every vendor call', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/vendor/info',
      '/api/vendor/loadStates/{country}',
      '/api/vendor/updatePublisherInfo',
      '/api/vendor/tinVerify',
      '/api/vendor/updatePaymentInfo',
      '/api/vendor/{hash}',
      '/api/project/createPublisherAccount',
      '/api/project/createromotionAccount',
      '/api/project/mailToAlertSettings',
      '/api/admin/vendors',
      '/api/admin/vendors/review',
      '/api/admin/turn-around-time',
      '/api/admin/file-upload',
      '/api/admin/file-upload-enable',
    ])
      expect(paths, p).toContain(p);
  });
});
