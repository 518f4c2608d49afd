import {
  type AddressValidationResult,
  AppError,
  addressFieldProblem,
  appError,
  CART_MESSAGES,
  type Cart,
  type CartItem,
  type CartItemType,
  type CartPaymentMethod,
  cartAddRefusal,
  cartCompleteness,
  cartTotals,
  cartUnitPrice,
  checkShippingAddress,
  copiesIn,
  hasPermission,
  isAdmin,
  isKnownShippingAddress,
  isShippingMethod,
  type LoggedInUser,
  MAX_PROOFS_PER_BOOK,
  maxQuantity,
  normaliseShippingAddress,
  ORDER_COPIES_RULE,
  ownerOf,
  quantityRefusal,
  type ShippingAddress,
  type ShippingAddressInput,
  type ShippingMethodCode,
  type ShippingOption,
  shippingOptions,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { assertContributorMay } from '../access';
import type { AddressesService } from '../addresses';
import type { ProjectFacts, ProjectsService } from '../projects';
import { type CartPaymentDeps, createCartPayment } from './cart.payment';
import type { CartRepository } from './cart.repository';
import type { CartStepUp, CheckoutSession } from './cart.step-up';
import type { CartItemRow, CartRow } from './cart.tables';

/** The feature flag of ordering copies (spec 1 §6). */
export const ORDER_COPIES_FLAG = 'ORDER_COPIES';

export interface CartServiceDeps {
  uow: UnitOfWork<CartRepository>;
  projects: Pick<ProjectsService, 'owned'>;
  addresses: Pick<AddressesService, 'list' | 'savePaymentMethod'>;
  payments: CartPaymentDeps['payments'];
  tokens: CartPaymentDeps['tokens'];
  /** The two-step checks of a new address, a new card and a large order. */
  stepUp: Pick<CartStepUp, 'require'>;
  now: () => Date;
}

export interface AddressAnswer {
  accepted: boolean;
  addressValidation: AddressValidationResult;
  cart: Cart;
}

/** What submit-order reads of the cart: its view (null when stale), the card's registration id, a stale line. */
export interface CheckoutState {
  cart: Cart | null;
  registrationId: string | null;
  stale: { projectId: string; title: string; refusal: AppError } | null;
}

const NICKNAME_NOT_FOUND = 'No address in your address book has this nickname.';

/** The cart's card as answered: everything but the registration id, which only submit-order uses. */
function shownCard(method: NonNullable<CartRow['paymentMethod']>): CartPaymentMethod {
  const { registrationId: _id, ...shown } = method;
  return shown;
}

/**
 * The cart (spec 1 §7 "Cart"): the account's copies and proofs at the print quote's printing cost,
 * the shipping address (checked first) and method, and every total, computed by the domain at each
 * read. Whose cart: the account the user works in (a contributor needs Order copy); only that
 * account's own books go in it, anyone else's answers 404.
 */
export function createCartService(deps: CartServiceDeps) {
  const { uow, projects, addresses, payments, tokens, stepUp, now } = deps;

  function assertAllowed(user: LoggedInUser): void {
    assertContributorMay(user, ORDER_COPIES_RULE);
    if (!isAdmin(user.permissions) && !hasPermission(user.permissions, ORDER_COPIES_FLAG)) {
      throw appError('FORBIDDEN');
    }
  }

  /** A book of the account's own; 404 for any other (an administrator's cart holds only their own). */
  async function ownBook(user: LoggedInUser, projectId: string): Promise<ProjectFacts> {
    const book = await projects.owned(user, projectId);
    if (book.ownerCustomerId !== ownerOf(user)) throw appError('NOT_FOUND');
    return book;
  }

  async function lineOf(user: LoggedInUser, row: CartItemRow): Promise<CartItem> {
    const book = await projects.owned(user, row.projectId);
    const type = row.itemType as CartItemType;
    const unitPrice = cartUnitPrice(book);
    const proof = type === 'PROOF';
    return {
      projectId: row.projectId,
      title: book.title ?? '',
      itemType: type,
      quantity: row.quantity,
      unitPrice,
      lineTotal: cartTotals({
        items: [{ type, quantity: row.quantity, unitPrice }],
        destination: null,
        shippingMethod: null,
      }).cartItemTotal,
      notForResale: proof,
      label: proof ? CART_MESSAGES.notForResale : 'Author copy',
      maxQuantity: maxQuantity(type),
    };
  }

  /** The cart as answered: its lines, the chosen address and method with dates, and the totals. */
  async function view(user: LoggedInUser, cart: CartRow | null, rows: CartItemRow[]): Promise<Cart> {
    const items: CartItem[] = [];
    for (const row of rows) items.push(await lineOf(user, row));
    const address = cart?.shippingAddress ?? null;
    const method = cart?.shippingMethod && isShippingMethod(cart.shippingMethod) ? cart.shippingMethod : null;
    const totals = cartTotals({
      items: items.map((i) => ({ type: i.itemType, quantity: i.quantity, unitPrice: i.unitPrice })),
      destination: address,
      shippingMethod: method,
    });
    const { tax, ...entries } = totals;
    const option =
      address && method ? (optionsFor(address, items).find((o) => o.code === method) ?? null) : null;
    return {
      atgSessionId: cart?.id ?? null,
      customerId: ownerOf(user),
      completeness: cartCompleteness({
        itemCount: items.length,
        hasShippingAddress: address !== null,
        hasShippingMethod: method !== null,
        hasPaymentMethod: Boolean(cart?.paymentMethod),
      }),
      maxProofs: MAX_PROOFS_PER_BOOK,
      projects: items,
      shippingMethodSet: method !== null,
      shippingGroups: [{ shippingAddress: address, shippingMethod: option }],
      paymentGroups: cart?.paymentMethod ? [{ paymentMethod: shownCard(cart.paymentMethod) }] : [],
      tax,
      totals: entries,
    };
  }

  function optionsFor(address: ShippingAddress, items: { quantity: number }[]): ShippingOption[] {
    const copies = copiesIn(
      items.map((i) => ({ type: 'AUTHOR_COPY', quantity: i.quantity, unitPrice: '0' })),
    );
    return shippingOptions(address.country, Math.max(copies, 1), now());
  }

  async function current(user: LoggedInUser): Promise<Cart> {
    const cart = await uow.repos.find(ownerOf(user));
    return view(user, cart, cart ? await uow.repos.items(cart.id) : []);
  }

  /**
   * Checks an address; keeps it when it passes (after `beforeKeeping`, the two-step check of a new
   * one), else answers the problems and a suggestion.
   */
  async function chooseAddress(
    user: LoggedInUser,
    input: ShippingAddress,
    beforeKeeping?: (address: ShippingAddress) => Promise<void>,
  ): Promise<AddressAnswer> {
    const problems: { field: string; problem: string }[] = [];
    for (const field of ['state', 'phoneNumber'] as const) {
      const problem = addressFieldProblem(field, input[field], input.country);
      if (problem) problems.push({ field, problem });
    }
    const address = normaliseShippingAddress(input);
    const validation = checkShippingAddress(address);
    // A country without a postcode rule of its own gets the address book's general one.
    const postcode = addressFieldProblem('postalCode', address.postalCode, address.country);
    if (postcode && !validation.problems.some((p) => p.field === 'postalCode')) {
      problems.push({ field: 'postalCode', problem: postcode });
    }
    if (problems.length > 0) {
      throw new AppError(
        problems.map((p) => ({ code: 'VALIDATION', description: p.problem, field: p.field })),
      );
    }
    if (validation.status === 'INVALID') {
      return { accepted: false, addressValidation: validation, cart: await current(user) };
    }
    await beforeKeeping?.(address);
    await uow.withTransaction(async (repos) => {
      const at = now();
      const row = await repos.lockOrCreate(ownerOf(user), at);
      await repos.setShippingAddress(row.id, address, at);
    });
    return { accepted: true, addressValidation: validation, cart: await current(user) };
  }

  return {
    ...createCartPayment({ uow, addresses, payments, tokens, stepUp, now, assertAllowed, current }),

    /**
     * For submit-order: the cart as the shopper sees it, the card's registration id, and the first
     * line whose book can no longer be ordered (the add rules run again), or null.
     */
    async checkoutState(user: LoggedInUser): Promise<CheckoutState> {
      assertAllowed(user);
      const row = await uow.repos.find(ownerOf(user));
      const rows = row ? await uow.repos.items(row.id) : [];
      let stale: CheckoutState['stale'] = null;
      for (const line of rows) {
        const book = await projects.owned(user, line.projectId).catch(() => null);
        const refusal = book ? cartAddRefusal(book) : appError('NOT_FOUND');
        if (refusal) {
          stale = { projectId: line.projectId, title: book?.title ?? '', refusal };
          break;
        }
      }
      const cart = stale ? null : await view(user, row, rows);
      return { cart, registrationId: row?.paymentMethod?.registrationId ?? null, stale };
    },

    /** The cart's access rule (a contributor needs Order copy), for the orders placed from it. */
    assertAllowed,

    /** The two-step check of a checkout step (submit-order's, for an order above the threshold). */
    requireStepUp: (session: CheckoutSession, trigger: Parameters<CartStepUp['require']>[1]) =>
      stepUp.require(session, trigger),

    /** Empties the account's cart (its lines) in the caller's transaction, once its order is placed. */
    async empty(customerId: string, tx: Tx): Promise<void> {
      await uow.withTransaction(async (repos) => {
        const row = await repos.find(customerId);
        if (row) await repos.clearItems(row.id);
      }, tx);
    },

    /** GET /api/cart */
    async get(user: LoggedInUser): Promise<Cart> {
      assertAllowed(user);
      return current(user);
    },

    /** GET /api/cart/checkoutPage: the cart, the address book and the methods to the chosen address. */
    async checkoutPage(user: LoggedInUser, userId: string) {
      assertAllowed(user);
      const cart = await current(user);
      const address = cart.shippingGroups[0]?.shippingAddress ?? null;
      return {
        cart,
        addresses: await addresses.list(userId, 'Mailing'),
        shippingMethods: address ? optionsFor(address, cart.projects) : [],
      };
    },

    /** POST /api/cart/add: one more copy (or proof) of an orderable book of the account's own. */
    async add(user: LoggedInUser, body: { projectId: string; itemType: CartItemType }): Promise<Cart> {
      assertAllowed(user);
      const book = await ownBook(user, body.projectId);
      const refusal = cartAddRefusal(book);
      if (refusal) throw refusal;
      await uow.withTransaction(async (repos) => {
        const at = now();
        const cart = await repos.lockOrCreate(ownerOf(user), at);
        const line = await repos.findItem(cart.id, book.id, body.itemType);
        const quantity = (line?.quantity ?? 0) + 1;
        const tooMany = quantityRefusal(body.itemType, quantity);
        if (tooMany) throw tooMany;
        if (line) await repos.setQuantity(line.id, quantity, at);
        else
          await repos.insertItem({
            cartId: cart.id,
            projectId: book.id,
            itemType: body.itemType,
            quantity,
            createdAt: at,
            updatedAt: at,
          });
      });
      return current(user);
    },

    /** PUT /api/cart/update: a line's new quantity; 0 takes it out. */
    async update(
      user: LoggedInUser,
      body: { projectId: string; quantity: number; itemType: CartItemType },
    ): Promise<Cart> {
      assertAllowed(user);
      const book = await ownBook(user, body.projectId);
      const tooMany = quantityRefusal(body.itemType, body.quantity);
      if (tooMany) throw tooMany;
      await uow.withTransaction(async (repos) => {
        const at = now();
        const cart = await repos.lockOrCreate(ownerOf(user), at);
        const line = await repos.findItem(cart.id, book.id, body.itemType);
        if (!line) throw appError('NOT_FOUND', { field: 'projectId' });
        if (body.quantity > line.quantity) {
          const refusal = cartAddRefusal(book);
          if (refusal) throw refusal;
        }
        if (body.quantity === 0) await repos.removeItem(line.id);
        else await repos.setQuantity(line.id, body.quantity, at);
      });
      return current(user);
    },

    /**
     * POST /api/cart/shipping-address: an address, checked before it is kept. One that is not in
     * the signed-in person's address book is new: with two-step on, 1077 until this session verifies.
     */
    async shippingAddress(
      user: LoggedInUser,
      session: CheckoutSession,
      input: ShippingAddressInput,
    ): Promise<AddressAnswer> {
      assertAllowed(user);
      return chooseAddress(user, input, async (address) => {
        const book = await addresses.list(session.userId, 'Mailing');
        if (!isKnownShippingAddress(address, book))
          await stepUp.require(session, { kind: 'shipping-address' });
      });
    },

    /** POST /api/cart/shipping-address-nickname: an address of the user's address book, by nickname. */
    async shippingAddressNickname(
      user: LoggedInUser,
      userId: string,
      nickname: string,
    ): Promise<AddressAnswer> {
      assertAllowed(user);
      const wanted = nickname.trim().toLowerCase();
      const found = (await addresses.list(userId, 'Mailing')).find(
        (a) => a.nickname.trim().toLowerCase() === wanted,
      );
      if (!found) throw appError('NOT_FOUND', { field: 'nickname', description: NICKNAME_NOT_FOUND });
      const { addressId: _id, addressType: _type, ...address } = found;
      return chooseAddress(user, address);
    },

    /** GET /api/cart/shipping-methods: each method to the chosen address, with price and dates. */
    async shippingMethods(user: LoggedInUser): Promise<ShippingOption[]> {
      assertAllowed(user);
      const cart = await current(user);
      const address = cart.shippingGroups[0]?.shippingAddress ?? null;
      if (!address) throw appError('CART_NO_SHIPPING_ADDRESS');
      return optionsFor(address, cart.projects);
    },

    /** POST /api/cart/shipping-method: the method, once an address is chosen. */
    async shippingMethod(user: LoggedInUser, method: ShippingMethodCode): Promise<Cart> {
      assertAllowed(user);
      await uow.withTransaction(async (repos) => {
        const at = now();
        const cart = await repos.lockOrCreate(ownerOf(user), at);
        if (!cart.shippingAddress) throw appError('CART_NO_SHIPPING_ADDRESS');
        await repos.setShippingMethod(cart.id, method, at);
      });
      return current(user);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
