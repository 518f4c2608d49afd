import { describe, expect, it } from 'vitest';
import { ADDRESS_CHECK_MESSAGES, checkShippingAddress } from './address-check';
import { statesOfZip } from './zip-prefixes';

const base = { address1: '350 Fifth Avenue', address2: '', state: 'NY', postalCode: '10118', country: 'US' };

describe('checkShippingAddress', () => {
  it('a good US address is valid with no suggestion', () => {
    expect(checkShippingAddress(base)).toEqual({ status: 'VALID', problems: [], suggestion: null });
  });

  it('a ZIP code of another state suggests the ZIP code’s state', () => {
    const r = checkShippingAddress({ ...base, state: 'NJ' });
    expect(r.status).toBe('INVALID');
    expect(r.problems).toEqual([
      {
        code: 'ZIP_STATE_MISMATCH',
        field: 'state',
        description: ADDRESS_CHECK_MESSAGES.zipState('10118', ['NY'], 'NJ'),
        suggestedValue: 'NY',
      },
    ]);
    expect(r.suggestion).toEqual(base);
  });

  it('a sloppy ZIP+4 is corrected, and its state then checked', () => {
    const r = checkShippingAddress({ ...base, postalCode: '10118 1234', state: 'CT' });
    expect(r.problems.map((p) => [p.code, p.suggestedValue])).toEqual([
      ['POSTCODE_MALFORMED', '10118-1234'],
      ['ZIP_STATE_MISMATCH', 'NY'],
    ]);
    expect(r.suggestion).toMatchObject({ postalCode: '10118-1234', state: 'NY' });
  });

  it('a ZIP that cannot be read has no suggestion', () => {
    const r = checkShippingAddress({ ...base, postalCode: '1011' });
    expect(r.problems).toEqual([
      { code: 'POSTCODE_MALFORMED', field: 'postalCode', description: ADDRESS_CHECK_MESSAGES.zip },
    ]);
    expect(r.suggestion).toBeNull();
  });

  it('Canadian and British postcodes are written the way the post expects', () => {
    const ca = checkShippingAddress({ ...base, country: 'CA', state: 'ON', postalCode: 'k1a0b1' });
    expect(ca.suggestion?.postalCode).toBe('K1A 0B1');
    const gb = checkShippingAddress({ ...base, country: 'GB', state: '', postalCode: 'sw1a1aa' });
    expect(gb.suggestion?.postalCode).toBe('SW1A 1AA');
    expect(checkShippingAddress({ ...base, country: 'GB', state: '', postalCode: 'EC1A 1BB' }).status).toBe(
      'VALID',
    );
    const bad = checkShippingAddress({ ...base, country: 'GB', state: '', postalCode: '12345' });
    expect(bad.problems[0]).toMatchObject({
      code: 'POSTCODE_MALFORMED',
      description: ADDRESS_CHECK_MESSAGES.postcode,
    });
    expect(bad.suggestion).toBeNull();
  });

  it('an apartment, suite or unit without its number is a problem without a suggestion', () => {
    const r = checkShippingAddress({ ...base, address2: 'Suite' });
    expect(r.problems).toEqual([
      { code: 'UNIT_MISSING', field: 'address2', description: ADDRESS_CHECK_MESSAGES.unit },
    ]);
    expect(checkShippingAddress({ ...base, address1: '12 Main St Apt #' }).problems[0]?.field).toBe(
      'address1',
    );
    expect(checkShippingAddress({ ...base, address2: 'Suite 4200' }).status).toBe('VALID');
    expect(checkShippingAddress({ ...base, address1: '1 Stephens Street' }).status).toBe('VALID');
  });
});

describe('statesOfZip', () => {
  it('finds the states of a ZIP prefix', () => {
    expect(statesOfZip('90210')).toEqual(['CA']);
    expect(statesOfZip('02108')).toEqual(['MA']);
    expect(statesOfZip('05501')).toEqual(['MA']);
    expect(statesOfZip('73301').sort()).toEqual(['OK', 'TX']);
    expect(statesOfZip('00000')).toEqual([]);
  });
});
