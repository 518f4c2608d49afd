import type { ShippingAddress } from '@quire/domain';
import { addressFormFields } from '@quire/domain/accounts/address-form';
import { custom, maxLength, required } from '@quire/domain/forms/rules';
import type { FieldDefinition } from '@quire/domain/forms/types';
import { isCardExpiryAllowed, parseCardExpiry } from '@quire/domain/payments/card-expiry';
import { CT } from './messages';

/** The cart's forms on the domain's form engine: the address book's rules, and the card. */

/** A new shipping address (the nickname is optional). */
export function shippingAddressForm(a?: Partial<ShippingAddress>) {
  return {
    nickname: { label: 'nickname', initial: a?.nickname ?? '', rules: [maxLength(40)] },
    ...addressFormFields(a),
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
    ...addressFormFields(billing),
  };
}

/** The months that may be chosen in `year`: 01–12, and this year only from this month on. */
export function expiryMonths(year: string, now: Date): string[] {
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  if (!year) return months;
  return months.filter((m) => isCardExpiryAllowed({ month: Number(m), year: Number(year) }, now));
}
