import {
  ADDRESS_BOOK_MAX,
  type Address,
  type AddressFields,
  type AddressType,
  appError,
  fieldError,
  isUuid,
  type PaymentMethod,
  padExpirationMonth,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { AddressesRepository } from './addresses.repository';
import type { AddressRow, PaymentMethodRow } from './addresses.tables';

const toAddress = (r: AddressRow): Address => ({
  addressId: r.id,
  addressType: r.addressType as AddressType,
  nickname: r.nickname,
  firstName: r.firstName,
  lastName: r.lastName,
  company: r.company,
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  postalCode: r.postalCode,
  country: r.country as Address['country'],
  phoneNumber: r.phoneNumber,
});

const BILLING_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'postalCode',
  'country',
  'phoneNumber',
] as const;

/** A card to keep: what the gateway answered for it, and its billing address. */
export interface NewPaymentMethod {
  providerToken: string;
  cardType: string;
  lastFourDigits: string;
  expirationMonth: number;
  expirationYear: number;
  billingAddress: Record<string, string>;
}

/** A stored card as the API shows it: brand, last four, padded expiry month, billing address. */
export function toPaymentMethod(r: PaymentMethodRow): PaymentMethod {
  const b = r.billingAddress;
  return {
    paymentMethodId: r.id,
    cardType: r.cardType,
    lastFourDigits: r.lastFourDigits,
    expirationMonth: padExpirationMonth(r.expirationMonth),
    expirationYear: String(r.expirationYear),
    billingAddress: b
      ? (Object.fromEntries(
          BILLING_FIELDS.map((k) => [k, String(b[k] ?? '')]),
        ) as PaymentMethod['billingAddress'])
      : null,
  };
}

/**
 * The address book (spec 3 §3, §7: GET ?filter=Mailing, PUT adds, POST updates, with a nickname)
 * and the stored payment methods (the cart's payment step keeps them through savePaymentMethod). Rules in
 * @quire/domain accounts/address.ts; the route validates, this checks ownership and limits.
 */
export function createAddressesService(deps: { uow: UnitOfWork<AddressesRepository>; now: () => Date }) {
  const { uow, now } = deps;
  const repo = uow.repos;
  return {
    async list(userId: string, filter: AddressType): Promise<Address[]> {
      return (await repo.list(userId, filter)).map(toAddress);
    },

    /**
     * For the content module's message audiences (read-only): every account that has an address (of
     * these accounts when given), and whether one of them is in these countries. An account with no
     * address has no row.
     */
    async accountsInCountries(countries: readonly string[], userIds?: readonly string[]) {
      const rows = await repo.inCountries(countries, userIds);
      return rows.map((r) => ({ userId: r.userId, inside: r.inside === true }));
    },

    async add(userId: string, input: AddressFields): Promise<Address> {
      // Counted and inserted in one transaction (two adds at the same instant may pass the limit by one).
      return uow.withTransaction(async (repos) => {
        if ((await repos.countOf(userId)) >= ADDRESS_BOOK_MAX) {
          throw fieldError('addressId', `Your address book can hold ${ADDRESS_BOOK_MAX} addresses.`);
        }
        const at = now();
        return toAddress(await repos.insert({ ...input, userId, createdAt: at, updatedAt: at }));
      });
    },

    async update(userId: string, input: AddressFields & { addressId: string }): Promise<Address> {
      const { addressId, ...fields } = input;
      if (!isUuid(addressId)) throw appError('NOT_FOUND');
      const row = await repo.update(userId, addressId, { ...fields, updatedAt: now() });
      if (!row) throw appError('NOT_FOUND');
      return toAddress(row);
    },

    async paymentMethods(userId: string): Promise<PaymentMethod[]> {
      return (await repo.paymentMethods(userId)).map(toPaymentMethod);
    },

    /**
     * Keeps a card the checkout chose (in the caller's transaction): the gateway's token, brand,
     * last four, expiry and billing address, never a number. The same card chosen again keeps one
     * row, with the newer token and billing address.
     */
    async savePaymentMethod(userId: string, card: NewPaymentMethod, tx: Tx): Promise<PaymentMethod> {
      return uow.withTransaction(async (repos) => {
        const found = await repos.findPaymentMethod(userId, card);
        const { providerToken, billingAddress } = card;
        const row = found
          ? await repos.updatePaymentMethod(found.id, { providerToken, billingAddress })
          : await repos.insertPaymentMethod({ ...card, userId, createdAt: now() });
        return toPaymentMethod(row);
      }, tx);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
