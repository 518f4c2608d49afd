/**
 * A book's readiness to go on sale (spec 1 §4, §8): everything that keeps it from going, in one
 * list — the book's own problems (publishProblems) and its vendor's account when the vendor may
 * not sell (1003, 1009). The server answers this list when asked and refuses setsalestatus with
 * all of it at once; the summary shows the same list, so the two never disagree.
 */
import type { ApiErrorItem } from '../api/envelope';
import { errorDefinition } from '../errors/catalogue';
import { PUBLISH_NOT_READY, type PublishFacts, publishProblems, vendorSaleBlock } from './publishing';

// Next on a review page (the wizard's shell reads it from its own module).
export { approvalBeforeNext } from './review-approval';

/** The step of the vendor's item: the vendor belongs to the account, so it is fixed on the account's vendor page. */
export const VENDOR_READINESS_STEP = 'vendor';
/** The account's vendor page (publisher, tax and bank information), reachable whatever the vendor's status. */
export const VENDOR_PAGE_PATH = '/account/vendor';

/** The codes of a readiness item: a problem of the book, or the vendor's 1003 / 1009. */
export const READINESS_CODES = [PUBLISH_NOT_READY, '1003', '1009'] as const;
export type ReadinessCode = (typeof READINESS_CODES)[number];

/** One thing that keeps a book from going on sale, with the step that fixes it. */
export interface ReadinessItem {
  code: ReadinessCode;
  /** A wizard step (`{section}/{child}`, spec 1 §2), or `vendor` for the vendor's account. */
  step: string;
  message: string;
}

/** The vendor statuses of the book's owner (the account that sells it). */
export interface VendorFacts {
  vendorStatus: string | null | undefined;
  businessStatus: string | null | undefined;
}

/**
 * Everything that keeps the book from going on sale, book problems first (in publishProblems'
 * order), then the vendor's account when its owner may not sell; empty when it may go. A
 * personal-use book is never for sale, so its vendor does not matter.
 */
export function publishReadiness(p: PublishFacts, vendor: VendorFacts | null | undefined): ReadinessItem[] {
  const items: ReadinessItem[] = publishProblems(p).map((x) => ({ code: PUBLISH_NOT_READY, ...x }));
  if (p.type === 'POD') return items;
  const block = vendorSaleBlock(vendor?.vendorStatus, vendor?.businessStatus);
  if (block)
    items.push({ code: block, step: VENDOR_READINESS_STEP, message: errorDefinition(block).message });
  return items;
}

/** Where an item is fixed: the account's vendor page for the vendor, else the book's wizard step. */
export function readinessHref(projectId: string, step: string): string {
  if (step === VENDOR_READINESS_STEP) return VENDOR_PAGE_PATH;
  return `/${encodeURIComponent(projectId)}/${step}`;
}

/** The error items of a refusal: one per readiness item, its `field` the step that fixes it. */
export function readinessErrorItems(items: readonly ReadinessItem[]): ApiErrorItem[] {
  return items.map((i) => ({ code: i.code, description: i.message, field: i.step }));
}

const isReadinessCode = (code: string): code is ReadinessCode =>
  (READINESS_CODES as readonly string[]).includes(code);

/**
 * The readiness items of a refusal (the inverse of readinessErrorItems), or null when the refusal
 * is about something else. A vendor item without a field is the vendor's.
 */
export function readinessFromError(items: readonly ApiErrorItem[]): ReadinessItem[] | null {
  const found = items.filter((i) => isReadinessCode(i.code));
  if (found.length === 0) return null;
  return found.map((i) => ({
    code: i.code as ReadinessCode,
    step: i.field ?? (i.code === PUBLISH_NOT_READY ? 'summary' : VENDOR_READINESS_STEP),
    message: i.description,
  }));
}
