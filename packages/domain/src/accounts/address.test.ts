import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  addressCreateSchema,
  addressFieldProblem,
  addressUpdateSchema,
  padExpirationMonth,
} from './address';

const home = {
  nickname: 'Home',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Main St',
  city: 'Springfield',
  state: 'il',
  postalCode: '62704',
  country: 'US',
  phoneNumber: '12175550143',
};

function errors(schema: typeof addressCreateSchema | typeof addressUpdateSchema, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('address rules', () => {
  it('accepts and normalises a US address', () => {
    expect(addressCreateSchema.parse(home)).toMatchObject({
      state: 'IL',
      phoneNumber: '217-555-0143',
      addressType: 'Mailing',
      address2: '',
      company: '',
    });
  });

  it('reports every field error on its key', () => {
    expect(
      errors(addressCreateSchema, {
        ...home,
        firstName: '',
        address1: ' ',
        city: '',
        state: 'XX',
        postalCode: '1234',
        phoneNumber: '555',
      }),
    ).toEqual({
      firstName: ADDRESS_MESSAGES.firstName,
      address1: ADDRESS_MESSAGES.address1,
      city: ADDRESS_MESSAGES.city,
      state: ADDRESS_MESSAGES.stateInvalid,
      postalCode: ADDRESS_MESSAGES.zipInvalid,
      phoneNumber: ADDRESS_MESSAGES.phoneInvalid,
    });
    expect(errors(addressCreateSchema, { ...home, country: 'ZZ' })).toEqual({
      country: ADDRESS_MESSAGES.country,
    });
    expect(errors(addressCreateSchema, { ...home, address2: 'x'.repeat(61) })).toEqual({
      address2: 'Max Length 60',
    });
  });

  it('applies the rules of the country', () => {
    expect(addressFieldProblem('postalCode', '62704-1234', 'US')).toBeNull();
    expect(addressFieldProblem('postalCode', 'K1A 0B1', 'CA')).toBeNull();
    expect(addressFieldProblem('postalCode', 'K1A', 'CA')).toBe(ADDRESS_MESSAGES.postalInvalid);
    expect(addressFieldProblem('postalCode', 'SW1A 1AA', 'GB')).toBeNull();
    expect(addressFieldProblem('postalCode', '', 'IE')).toBeNull();
    expect(addressFieldProblem('state', '', 'GB')).toBeNull();
    expect(addressFieldProblem('state', '', 'US')).toBe(ADDRESS_MESSAGES.state);
    expect(addressFieldProblem('phoneNumber', '+44 20 7946 0958', 'GB')).toBeNull();
    expect(addressFieldProblem('phoneNumber', '', 'GB')).toBe(ADDRESS_MESSAGES.phoneNumber);
  });

  it('an update names its address', () => {
    expect(errors(addressUpdateSchema, home)).toHaveProperty('addressId');
    expect(addressUpdateSchema.parse({ ...home, addressId: 'a1' }).addressId).toBe('a1');
  });

  it('pads the expiry month', () => {
    expect(padExpirationMonth(3)).toBe('03');
    expect(padExpirationMonth('12')).toBe('12');
  });
});
