import { buildTestApp, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

/** A test app: every one has a DATA_KEY (helpers.ts), as PostgreSQL requires. */
export const vendorTestApp = () => buildTestApp();

export const SSN = '123456789';
export const ACCOUNT = '000123456789';
export const ROUTING = '021000021';
export const IBAN = 'IE29AIBK93115212345678';
export const EIN = '121234567';
export const TIN = '1234567T';

export const US_PUBLISHER = {
  publisherName: 'Ink Press',
  publisherWebSite: 'https://ink.example',
  usCitizen: true,
  address: {
    addressLine1: '1 Main St',
    addressLine2: '',
    city: 'Albany',
    zip: '12207',
    phone: '518-555-0100',
    country: '840',
    state: 'NY',
    addressType: 'Payment',
  },
};

export const IE_PUBLISHER = {
  ...US_PUBLISHER,
  publisherName: 'Ink Ltd',
  usCitizen: false,
  address: { ...US_PUBLISHER.address, city: 'Dublin', zip: 'D02 X285', country: '372', state: '' },
};

export const US_PAYMENT = {
  taxPayerTypeId: 'INDIVIDUAL',
  idType: 'SSN',
  govtIdNumber: '123-45-6789',
  taxFirstName: 'Ada',
  taxLastName: 'Lovelace',
  countryBank: '840',
  bankOwnerType: 'INDIVIDUAL',
  bankName: 'First Bank',
  firstName: 'Ada',
  lastName: 'Lovelace',
  accountNumber: ACCOUNT,
  accountType: 'Checking',
  routingNumber: ROUTING,
};

export const IE_PAYMENT = {
  taxPayerTypeId: '02',
  govtIdNumber: TIN,
  taxCompanyName: 'Ink Ltd',
  payeeCode: '5',
  fatcaCode: 'C',
  vats: 'IE9876543W',
  countryBank: '372',
  bankOwnerType: 'COMPANY',
  companyName: 'Ink Ltd',
  bankName: 'AIB',
  accountNumber: '12345678',
  accountType: 'Checking',
  iban: 'IE29 AIBK 9311 5212 3456 78',
  swift: 'AIBKIE2D',
};

/** A new author who registered as a vendor (publisher info saved, status New). */
export async function newVendor(t: TestApp, publisher: object = US_PUBLISHER): Promise<TestClient> {
  const c = await otherAuthor(t);
  const res = await c.post('/api/project/createPublisherAccount', { publisherInfo: publisher });
  if (res.statusCode !== 200)
    throw new Error(`createPublisherAccount answered ${res.statusCode}: ${res.body}`);
  return c;
}
