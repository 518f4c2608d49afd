import type { ShippingAddress } from '@quire/domain';
import { ADDRESS_MESSAGES, addressFieldProblem } from '@quire/domain/accounts/address';
import { custom, maxLength, required } from '@quire/domain/forms/rules';
import type { FieldDefinition, Rule } from '@quire/domain/forms/types';
import { isCardExpiryAllowed, parseCardExpiry } from '@quire/domain/payments/card-expiry';
import { CT } from './messages';

/** The cart's forms on the domain's form engine: the address book's rules, and the card. */

type CountryField = 'state' | 'postalCode' | 'phoneNumber';
const countryOf = (ctx: { values: Readonly<Record<string, unknown>> }) => String(ctx.values.country ?? '');

function byCountry(field: CountryField): Rule[] {
  return [
    {
      name: `address.${field}.required`,
      required: true,
      check: (value, ctx) =>
        String(value ?? '').trim() === '' ? addressFieldProblem(field, '', countryOf(ctx)) : null,
    },
    custom(`address.${field}`, (value, ctx) => addressFieldProblem(field, String(value), countryOf(ctx))),
  ];
}

/** The fields of an address without its nickname (a billing address). */
function addressFields(a?: Partial<ShippingAddress>) {
  return {
    firstName: {
      label: 'first name',
      initial: a?.firstName ?? '',
      rules: [required(ADDRESS_MESSAGES.firstName), maxLength(40)],
    } satisfies FieldDefinition<string>,
    lastName: {
      label: 'last name',
      initial: a?.lastName ?? '',
      rules: [required(ADDRESS_MESSAGES.lastName), maxLength(40)],
    } satisfies FieldDefinition<string>,
    company: { label: 'company', initial: a?.company ?? '', rules: [maxLength(60)] },
    address1: {
      label: 'address',
      initial: a?.address1 ?? '',
      rules: [required(ADDRESS_MESSAGES.address1), maxLength(60)],
    },
    address2: { label: 'address line 2', initial: a?.address2 ?? '', rules: [maxLength(60)] },
    city: { label: 'city', initial: a?.city ?? '', rules: [required(ADDRESS_MESSAGES.city), maxLength(40)] },
    country: { label: 'country', initial: a?.country ?? 'US', rules: [required(ADDRESS_MESSAGES.country)] },
    state: { label: 'state', initial: a?.state ?? '', rules: [...byCountry('state'), maxLength(40)] },
    postalCode: {
      label: 'postal code',
      initial: a?.postalCode ?? '',
      rules: [...byCountry('postalCode'), maxLength(12)],
    },
    phoneNumber: {
      label: 'phone number',
      initial: a?.phoneNumber ?? '',
      rules: [...byCountry('phoneNumber'), maxLength(20)],
    },
  };
}

/** A new shipping address (the nickname is optional). */
export function shippingAddressForm(a?: Partial<ShippingAddress>) {
  return {
    nickname: { label: 'nickname', initial: a?.nickname ?? '', rules: [maxLength(40)] },
    ...addressFields(a),
  };
}

export type AddressFieldName = keyof ReturnType<typeof shippingAddressForm>;

/**
 * The card: number and security code (sent to the card field only), the expiry (spec 3 §5: this
 * year to this year plus 10, and this year only from this month), the billing address or the
 * shipping address.
 */
export function cardForm(now: () => Date, billing?: Partial<ShippingAddress>) {
  const expiry = custom('cardExpiry', (_value, ctx) => {
    const parsed = parseCardExpiry(String(ctx.values.expMonth ?? ''), String(ctx.values.expYear ?? ''));
    if (!parsed) return null;
    return isCardExpiryAllowed(parsed, now()) ? null : CT.expiryPast;
  });
  return {
    cardNumber: {
      label: 'card number',
      initial: '',
      text: false,
      normalize: (v: string) => v.replace(/[\s-]/g, ''),
      rules: [required(CT.cardRequired), maxLength(19)],
    } satisfies FieldDefinition<string>,
    cvv: {
      label: 'security code',
      initial: '',
      text: false,
      rules: [maxLength(4)],
    } satisfies FieldDefinition<string>,
    expMonth: { label: 'expiration month', initial: '', rules: [required(CT.monthRequired), expiry] },
    expYear: { label: 'expiration year', initial: '', rules: [required(CT.yearRequired)] },
    sameAsShipping: { label: 'same as shipping', initial: true } satisfies FieldDefinition<boolean>,
    ...addressFields(billing),
  };
}

/** The months that may be chosen in `year`: 01–12, and this year only from this month on. */
export function expiryMonths(year: string, now: Date): string[] {
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  if (!year) return months;
  return months.filter((m) => isCardExpiryAllowed({ month: Number(m), year: Number(year) }, now));
}
