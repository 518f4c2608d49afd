import { custom, maxLength, required } from '../forms/rules';
import type { FieldDefinition, Rule } from '../forms/types';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES, addressFieldProblem } from './address-rules';

/**
 * An address's fields on the form engine, as the address book and the cart's shipping and billing
 * forms ask for them (the nickname left to the form that has one): the address book's rules, the
 * country deciding whether the state, postal code and phone may be blank and what they must look like.
 */
type CountryField = 'state' | 'postalCode' | 'phoneNumber';
const countryOf = (ctx: { values: Readonly<Record<string, unknown>> }) => String(ctx.values.country ?? '');

function byCountry(field: CountryField): Rule[] {
  return [
    {
      // Whether a blank is allowed depends on the country: a required rule that asks the domain.
      name: `address.${field}.required`,
      required: true,
      check: (value, ctx) =>
        String(value ?? '').trim() === '' ? addressFieldProblem(field, '', countryOf(ctx)) : null,
    },
    custom(`address.${field}`, (value, ctx) => addressFieldProblem(field, String(value), countryOf(ctx))),
  ];
}

export interface AddressFormValues {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  country: string;
  state: string;
  postalCode: string;
  phoneNumber: string;
}

export function addressFormFields(a?: Partial<AddressFormValues>) {
  const L = ADDRESS_LIMITS;
  return {
    firstName: {
      label: 'first name',
      initial: a?.firstName ?? '',
      rules: [required(ADDRESS_MESSAGES.firstName), maxLength(L.firstName)],
    } satisfies FieldDefinition<string>,
    lastName: {
      label: 'last name',
      initial: a?.lastName ?? '',
      rules: [required(ADDRESS_MESSAGES.lastName), maxLength(L.lastName)],
    } satisfies FieldDefinition<string>,
    company: { label: 'company', initial: a?.company ?? '', rules: [maxLength(L.company)] },
    address1: {
      label: 'address',
      initial: a?.address1 ?? '',
      rules: [required(ADDRESS_MESSAGES.address1), maxLength(L.address1)],
    },
    address2: { label: 'address line 2', initial: a?.address2 ?? '', rules: [maxLength(L.address2)] },
    city: {
      label: 'city',
      initial: a?.city ?? '',
      rules: [required(ADDRESS_MESSAGES.city), maxLength(L.city)],
    },
    country: { label: 'country', initial: a?.country ?? 'US', rules: [required(ADDRESS_MESSAGES.country)] },
    state: { label: 'state', initial: a?.state ?? '', rules: [...byCountry('state'), maxLength(L.state)] },
    postalCode: {
      label: 'postal code',
      initial: a?.postalCode ?? '',
      rules: [...byCountry('postalCode'), maxLength(L.postalCode)],
    },
    phoneNumber: {
      label: 'phone number',
      initial: a?.phoneNumber ?? '',
      rules: [...byCountry('phoneNumber'), maxLength(L.phoneNumber)],
    },
  };
}
