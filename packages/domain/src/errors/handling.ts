import type { ApiErrorItem } from '../api/envelope';
import { CONTRIBUTOR_REMOVED_TEXT, errorDefinition, isCatalogued } from './catalogue';
import type { ErrorHandling } from './types';

/**
 * How the web client treats one error item. Mostly the catalogue's `handling`, except that
 * 34007 depends on its text (spec 1 §8, spec 3 §8): with 'Please contact the author for access'
 * the contributor is logged out; a bare 34007 is ignored by the generic handler (spec 2 §8).
 * Codes outside the catalogue go to the generic "Oops!" dialog.
 */
export function clientHandling(item: Pick<ApiErrorItem, 'code' | 'description'>): ErrorHandling {
  if (item.code === '34007') {
    return (item.description ?? '').includes(CONTRIBUTOR_REMOVED_TEXT) ? 'contributor-removed' : 'ignored';
  }
  if (!isCatalogued(item.code)) return 'generic';
  return errorDefinition(item.code).handling;
}

/** The text before the first '|' (31000, 31001: "general messages taken from the first part"). */
export function descriptionBeforePipe(description: string): string {
  const i = description.indexOf('|');
  return (i < 0 ? description : description.slice(0, i)).trim();
}

/** The text after the first '|' (a promo submission error shows "the text after the pipe"). */
export function descriptionAfterPipe(description: string): string {
  const i = description.indexOf('|');
  return (i < 0 ? description : description.slice(i + 1)).trim();
}

/**
 * A checkout error item as the checkout screen shows it (spec 1 §8, spec 3 §8): 31000 and 31001
 * use the text before the '|'; 31002 has the form "field|text" and belongs to that field
 * (cardNumber unless it names another); anything else keeps its description.
 */
export function checkoutError(item: ApiErrorItem): { field?: string; message: string } {
  const fallback = errorDefinition(item.code).message;
  if (item.code === '31000' || item.code === '31001') {
    return { message: descriptionBeforePipe(item.description) || fallback };
  }
  if (item.code === '31002') {
    const pipe = item.description.indexOf('|');
    const field = (pipe < 0 ? '' : item.description.slice(0, pipe).trim()) || item.field || 'cardNumber';
    const text = pipe < 0 ? item.description.trim() : item.description.slice(pipe + 1).trim();
    return { field, message: text || fallback };
  }
  return item.field ? { field: item.field, message: item.description } : { message: item.description };
}

/** Unique code/description pairs for the "Oops!" dialog, which lists each unique code once. */
export function uniqueErrors(items: readonly ApiErrorItem[]): ApiErrorItem[] {
  const seen = new Set<string>();
  const out: ApiErrorItem[] = [];
  for (const item of items) {
    const key = `${item.code}\u0000${item.description}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}
