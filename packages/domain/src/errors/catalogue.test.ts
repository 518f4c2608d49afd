import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_FIELD_ERRORS_MESSAGE,
  CONTRIBUTOR_REMOVED_MESSAGE,
  CONTRIBUTOR_REMOVED_TEXT,
  ERROR_CATALOGUE,
  errorDefinition,
  isCatalogued,
} from './catalogue';
import {
  checkoutError,
  clientHandling,
  descriptionAfterPipe,
  descriptionBeforePipe,
  uniqueErrors,
} from './handling';

/**
 * Every code the three spec documents name, written from the spec text (not from catalogue.ts).
 * `message` is set only where a spec quotes the text; `field` only where a spec names the field.
 */
interface Expected {
  code: string;
  spec: string;
  message?: string;
  field?: string;
}

const UNKNOWN = 'An unknown error occurred. Please try again later.';
const EAN = 'Please enter a valid on sale eBook EAN or one that belongs to you.';

const EXPECTED: Expected[] = [
  // spec 1 §8 and spec 3 §8, account and session
  { code: '0', spec: '1 §8, 3 §8', message: UNKNOWN },
  { code: '4', spec: '1 §8, 3 §8', message: UNKNOWN },
  {
    code: '2',
    spec: '3 §8',
    message: 'Your security answer does not meet the requirements. Please try again.',
  },
  { code: '1003', spec: '1 §8, 3 §8', message: 'Your vendor account is not active.' },
  { code: '1009', spec: '1 §8, 3 §8', message: 'Your vendor business account is not active.' },
  { code: '1077', spec: '1 §4, 3 §4, 3 §8' },
  { code: '1080', spec: '1 §8, 3 §4', message: 'Your Session has Expired. Please sign in again...' },
  {
    code: '1082',
    spec: '3 §8',
    message:
      "Sorry! We're not able to verify or save your mobile phone number at this time. Please try again later.",
  },
  { code: '1083', spec: '1 §4, 3 §8' },
  { code: '1084', spec: '1 §4, 3 §8' },
  { code: '1085', spec: '3 §8' },
  { code: '1087', spec: '3 §8' },
  { code: '1090', spec: '3 §8', message: 'Incorrect code. Please try again' },
  { code: '1091', spec: '3 §4, 3 §8' },
  {
    code: '1240',
    spec: '3 §8',
    message: 'This password is too common for our security requirements. Please enter a new password.',
  },
  { code: '1241', spec: '3 §5, 3 §8', message: "Your password can't be the same as your username." },
  { code: '30004', spec: '3 §8', message: 'Your password is not correct for this account.' },
  { code: '30006', spec: '3 §8', message: 'An account with this email address already exists' },
  { code: '34007', spec: '1 §8, 2 §8, 3 §4, 3 §8' },
  { code: '19004', spec: '1 §8, 3 §8' },
  { code: '23007', spec: '1 §8, 2 §8, 3 §8' },
  { code: '23008', spec: '1 §8, 2 §8, 3 §8' },
  { code: '-31000', spec: '1 §8, 3 §8', message: 'An unknown error occurred' },
  // spec 3 §8, admin e-mail update (meanings only)
  { code: '15014', spec: '3 §8' },
  { code: '15015', spec: '3 §8' },
  { code: '15016', spec: '3 §8' },
  { code: '15017', spec: '3 §8' },
  // spec 1 §8 and spec 3 §8, ISBN
  {
    code: '20015',
    spec: '1 §8',
    message: "Sorry, your ISBN can't be updated for on-sale or processing projects.",
  },
  { code: '21006', spec: '1 §8, 3 §8', message: 'Please enter a valid ISBN.' },
  { code: '21013', spec: '1 §8, 3 §8' },
  { code: '21025', spec: '1 §8', message: 'Sorry, this ISBN is already registered with the retailer.' },
  { code: '21035', spec: '1 §8, 3 §8' },
  { code: '21040', spec: '1 §8, 3 §8', message: 'Please enter a valid ISBN/EAN.' },
  { code: '21046', spec: '1 §8', message: 'Sorry, this ISBN is unavailable or already in use.' },
  { code: '21047', spec: '1 §8, 3 §8', message: 'Sorry, this ISBN is already in use.' },
  { code: '21049', spec: '1 §8, 3 §8', message: 'Sorry, this ISBN is already in use.' },
  { code: '21053', spec: '1 §8', message: 'Please enter a non-provider ISBN.' },
  { code: '21054', spec: '1 §8, 3 §8', message: 'Sorry, this ISBN is not available.' },
  { code: '21055', spec: '1 §8', message: 'Unknown error.' },
  {
    code: '21063',
    spec: '1 §8, 3 §8',
    message: "We can't find the ISBN you have provided. Please check your number and try again.",
  },
  // checkout
  { code: '6024', spec: '1 §8, 3 §8' },
  { code: '6031', spec: '1 §8, 3 §8' },
  { code: '31000', spec: '1 §8, 3 §8' },
  { code: '31001', spec: '1 §8, 3 §8' },
  {
    code: '31002',
    spec: '1 §8, 3 §5, 3 §8',
    message: 'The credit card number that you entered is not valid. Please check your card and try again.',
    field: 'cardNumber',
  },
  { code: '31003', spec: '1 §4, 1 §8, 3 §8' },
  // coupons, spec 2 §8 and spec 3 §8
  {
    code: '32000',
    spec: '2 §8, 3 §8',
    field: 'couponCode',
    message: 'Sorry, this coupon code is already in use.',
  },
  { code: '32001', spec: '2 §8, 3 §8', field: 'startDate', message: 'That start date is invalid.' },
  { code: '32002', spec: '2 §8, 3 §8', field: 'endDate', message: 'That end date is invalid.' },
  {
    code: '32003',
    spec: '2 §8, 3 §8',
    field: 'startDate',
    message: 'The start date must be before the end date.',
  },
  {
    code: '32004',
    spec: '2 §8, 3 §8',
    field: 'endDate',
    message: 'The end date must be different than the start date.',
  },
  { code: '32005', spec: '2 §8, 3 §8', field: 'eanList', message: EAN },
  { code: '32006', spec: '2 §8, 3 §8', field: 'eanList', message: EAN },
  { code: '32007', spec: '2 §8, 3 §8', field: 'eanList', message: EAN },
  { code: '32011', spec: '2 §8, 3 §8', field: 'couponCode', message: 'Coupon code may not contain spaces.' },
  {
    code: '32012',
    spec: '2 §8, 3 §8',
    field: 'couponCode',
    message: 'Your coupon code must be 7 to 15 alphanumeric characters.',
  },
  {
    code: '32013',
    spec: '2 §8, 3 §8',
    field: 'eanList',
    message: 'You have entered a duplicate EAN. Please check and resubmit.',
  },
  // client-side network failure, spec 2 §8 and 3 §7
  { code: 'UNEXPECTED', spec: '2 §8, 3 §7', message: 'Unexpected error' },
];

describe('ERROR_CATALOGUE holds every code of the three spec documents', () => {
  it.each(EXPECTED)('$code ($spec)', ({ code, message, field }) => {
    expect(isCatalogued(code)).toBe(true);
    const def = ERROR_CATALOGUE[code]!;
    expect(def.code).toBe(code);
    expect(def.message.length).toBeGreaterThan(0);
    if (message !== undefined) expect(def.message).toBe(message);
    if (field !== undefined) expect(def.field).toBe(field);
  });

  it('has no duplicated rows in the expected table', () => {
    expect(new Set(EXPECTED.map((e) => e.code)).size).toBe(EXPECTED.length);
  });

  it('names the two checkout dialogs as the spec does', () => {
    expect(errorDefinition('6031').handling).toBe('dialog');
    expect(errorDefinition('6031').dialogTitle).toBe('Publish Changes to Order');
    expect(errorDefinition('6024').handling).toBe('dialog');
    expect(errorDefinition('6024').dialogTitle).toBe('Order Issue Resolution');
  });

  it('keeps the spec texts that travel with codes', () => {
    expect(CONTRIBUTOR_REMOVED_TEXT).toBe('Please contact the author for access');
    expect(CONTRIBUTOR_REMOVED_MESSAGE).toBe(
      'You do not have access to this account. Please contact the author for access.',
    );
    expect(CHECKOUT_FIELD_ERRORS_MESSAGE).toBe(
      'Errors were found with the information you entered. Scroll down and correct the errors before resubmitting.',
    );
  });

  it('falls back to the unknown error for codes it does not know', () => {
    expect(isCatalogued('99999')).toBe(false);
    expect(errorDefinition('99999').message).toBe(UNKNOWN);
  });

  it('gives every entry an HTTP status and a source', () => {
    for (const def of Object.values(ERROR_CATALOGUE)) {
      expect(def.httpStatus, def.code).toBeGreaterThanOrEqual(0);
      expect(def.source, def.code).not.toBe('');
    }
  });
});

describe('client handling of special codes', () => {
  it.each([
    ['19004', 'anything', 'ignored'],
    ['1080', 'Session expired', 'session-expired'],
    ['23007', 'x', 'search-exhausted'],
    ['23008', 'x', 'search-exhausted'],
    ['34007', 'Please contact the author for access', 'contributor-removed'],
    ['34007', 'Error: Please contact the author for access.', 'contributor-removed'],
    ['34007', 'Some other text', 'ignored'],
    ['34007', '', 'ignored'],
    ['1077', 'x', 'two-factor'],
    ['1082', 'x', 'two-factor'],
    ['1083', 'x', 'two-factor'],
    ['1084', 'x', 'two-factor'],
    ['1085', 'x', 'max-attempts'],
    ['1087', 'x', 'max-attempts'],
    ['21013', 'x', 'marker'],
    ['21035', 'x', 'marker'],
    ['21025', 'x', 'caller'],
    ['21047', 'x', 'caller'],
    ['21049', 'x', 'caller'],
    ['31003', 'x', 'caller'],
    ['6031', 'x', 'dialog'],
    ['30004', 'x', 'field'],
    ['0', 'x', 'generic'],
    ['77777', 'not in the catalogue', 'generic'],
  ] as const)('%s with %j → %s', (code, description, handling) => {
    expect(clientHandling({ code, description })).toBe(handling);
  });
});

describe('pipe-separated descriptions', () => {
  it('takes the 31000/31001 message before the pipe', () => {
    expect(checkoutError({ code: '31000', description: 'Your order failed.|detail' })).toEqual({
      message: 'Your order failed.',
    });
    expect(checkoutError({ code: '31001', description: 'No pipe here' })).toEqual({
      message: 'No pipe here',
    });
    expect(checkoutError({ code: '31001', description: '|only detail' }).message).toBe(
      errorDefinition('31001').message,
    );
  });

  it('reads 31002 as field|text', () => {
    expect(
      checkoutError({
        code: '31002',
        description:
          'cardNumber|The credit card number that you entered is not valid. Please check your card and try again.',
      }),
    ).toEqual({
      field: 'cardNumber',
      message: 'The credit card number that you entered is not valid. Please check your card and try again.',
    });
    expect(checkoutError({ code: '31002', description: 'expirationMonth|Bad month' })).toEqual({
      field: 'expirationMonth',
      message: 'Bad month',
    });
    expect(checkoutError({ code: '31002', description: '' })).toEqual({
      field: 'cardNumber',
      message: errorDefinition('31002').message,
    });
  });

  it('splits on the first pipe only', () => {
    expect(descriptionBeforePipe('a | b | c')).toBe('a');
    expect(descriptionAfterPipe('a | b | c')).toBe('b | c');
    expect(descriptionAfterPipe('no pipe')).toBe('no pipe');
  });

  it('lists each unique code and description once', () => {
    const items = [
      { code: '1', description: 'a' },
      { code: '1', description: 'a' },
      { code: '1', description: 'b' },
      { code: '2', description: 'a' },
    ];
    expect(uniqueErrors(items)).toEqual([items[0], items[2], items[3]]);
  });
});
