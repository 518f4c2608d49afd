/**
 * A book's readiness to go on sale (spec 1 §4, §8): everything that keeps it from going, in one
 * list — the book's own problems (publishProblems) and its vendor's account when the vendor may
 * not sell (1003, 1009). The server answers this list when asked and refuses setsalestatus with
 * all of it at once; the summary shows the same list, so the two never disagree.
 */
import { errorDefinition } from '../errors/catalogue';
import { type PublishFacts, publishProblems, vendorSaleBlock } from './publishing';
import { PUBLISH_NOT_READY, type ReadinessItem, VENDOR_READINESS_STEP } from './readiness-items';

// The items' codes, links and error form, apart from the rules and the catalogue (a screen that
// shows the server's list needs only these).
export * from './readiness-items';

// Next on a review page (the wizard's shell reads it from its own module).
export { approvalBeforeNext } from './review-approval';

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
