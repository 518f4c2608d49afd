import { type AppError, appError } from '../errors/app-error';
import { type PrintSpec, printQuote, printSpecProblems } from '../pricing/print';
import { isOrderableStatus, parseProjectStatus } from '../projects/status';

/** What a cart line holds: copies for the author, or proofs (checked copies marked not for resale). */
export const CART_ITEM_TYPES = ['AUTHOR_COPY', 'PROOF'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/**
 * The most proofs of one book a cart may hold. A proof is a checking copy before the book goes on
 * sale: one for the author, one for an editor or co-author, one to mark up. More copies are author
 * copies, at the same printing cost.
 */
export const MAX_PROOFS_PER_BOOK = 3;
/** The most author copies of one book a cart line may hold (the personal quote's bound). */
export const MAX_COPIES_PER_BOOK = 9999;
/** Spec 1 §9: a book is added one copy at a time. */
export const CART_ADD_QUANTITY = 1;

export const CART_MESSAGES = {
  addQuantity: 'Copies are added to the cart one at a time: the quantity must be 1.',
  quantity: `Please enter a quantity from 0 to ${MAX_COPIES_PER_BOOK.toLocaleString('en-US')}.`,
  maxProofs: `You can order at most ${MAX_PROOFS_PER_BOOK} proofs of a book.`,
  notForResale: 'Proof: not for resale',
  nickname: 'Please choose an address from your address book.',
  shippingMethod: 'Please choose a shipping method.',
} as const;

/** The facts of a book the cart rules read (a project as the API answers it has them all). */
export interface OrderableBook extends PrintSpec {
  type: string;
  status: string;
  publishedDate?: string | null;
  coverType?: string | null;
  interiorApproved: boolean;
  coverFullApproved: boolean;
  interiorPreFlightCheckStatus?: string | null;
  coverFullPreFlightCheckStatus?: string | null;
  coverFrontPreFlightCheckStatus?: string | null;
  coverBackPreFlightCheckStatus?: string | null;
}

const hasFileError = (b: OrderableBook): boolean =>
  [
    b.interiorPreFlightCheckStatus,
    b.coverFullPreFlightCheckStatus,
    b.coverFrontPreFlightCheckStatus,
    b.coverBackPreFlightCheckStatus,
  ].includes('ERROR');

/**
 * Why a book may not go in the cart, or null when it may (spec 1 §4, §8):
 * - an eBook has nothing to print (CART_NOT_PRINT);
 * - a status that does not allow ordering: 6031 "Publish Changes to Order" when the book was
 *   published before (its changes wait for Publish Changes and review), else CART_BOOK_INCOMPLETE
 *   ("Complete My Book");
 * - a file with an upload error or a file not approved: 6024 "Order Issue Resolution";
 * - a print specification that cannot be priced: CART_BOOK_INCOMPLETE.
 */
export function cartAddRefusal(book: OrderableBook): AppError | null {
  if (book.type === 'EBOOK') return appError('CART_NOT_PRINT');
  const status = parseProjectStatus(book.status);
  if (!status || !isOrderableStatus(status)) {
    return book.publishedDate ? appError('6031') : appError('CART_BOOK_INCOMPLETE');
  }
  if (hasFileError(book) || !book.interiorApproved || !book.coverFullApproved) return appError('6024');
  if (printSpecProblems(book).length > 0) return appError('CART_BOOK_INCOMPLETE');
  return null;
}

/**
 * The price of one copy or proof: the print quote's printing cost (the pricing step's function),
 * two decimals. Throws AppError VALIDATION when the specification cannot be priced.
 */
export function cartUnitPrice(book: PrintSpec): string {
  return printQuote(book).printing_cost;
}

/** The most a line of this type may hold. */
export function maxQuantity(type: CartItemType): number {
  return type === 'PROOF' ? MAX_PROOFS_PER_BOOK : MAX_COPIES_PER_BOOK;
}

/** A line's quantity rule: null when fine, else the error to answer (on `quantity`). */
export function quantityRefusal(type: CartItemType, quantity: number): AppError | null {
  if (!Number.isInteger(quantity) || quantity < 0) {
    return appError('VALIDATION', { description: CART_MESSAGES.quantity, field: 'quantity' });
  }
  if (type === 'PROOF' && quantity > MAX_PROOFS_PER_BOOK) {
    return appError('CART_MAX_PROOFS', { description: CART_MESSAGES.maxProofs });
  }
  if (quantity > MAX_COPIES_PER_BOOK) {
    return appError('VALIDATION', { description: CART_MESSAGES.quantity, field: 'quantity' });
  }
  return null;
}
