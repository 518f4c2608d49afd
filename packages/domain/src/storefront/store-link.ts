/**
 * "Buy" on a product page (decision 042): Quire is not the store; the operator's store sells the
 * book, found by its EAN. The operator sets the address pattern (STORE_BOOK_URL), an http(s) address
 * holding `{ean}` once or more, e.g. `https://store.example.com/ean/{ean}`. Without it, no "Buy".
 */

/** What STORE_BOOK_URL must hold where the EAN goes. */
export const EAN_PLACEHOLDER = '{ean}';

/** The store's page of a book, or null without a pattern or an EAN (13 digits). */
export function storeBookUrl(pattern: string | null, ean: string | null | undefined): string | null {
  if (!pattern || !ean || !/^\d{13}$/.test(ean)) return null;
  return pattern.replaceAll(EAN_PLACEHOLDER, ean);
}
