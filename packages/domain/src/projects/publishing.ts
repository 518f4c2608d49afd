/**
 * Publishing rules (spec 1 §4, §8, §9; decision 030): what a book needs before it may go on sale,
 * and whether its vendor may sell.
 *
 * A problem names the wizard step where the author fixes it (`step`, a `{section}/{child}` path of
 * spec 1 §2) so the summary can link to it; the server sends the same step as the error's `field`.
 */
import { errorDefinition } from '../errors/catalogue';
import { EBOOK_PRICE_MESSAGE, isValidEbookPrice } from '../pricing/ebook';
import { normalizeMoney } from '../pricing/money';
import { preflightPassed as passed } from './order-files';
import { REVIEW_APPROVAL_MESSAGES } from './review-approval';
import { isSaleLockedStatus, parseProjectStatus } from './status';
import type { Project, ProjectStatus } from './types';

// Whether a copy may be ordered, for the summary's Order button: apart, as it needs none of the rules.
export { orderFileIssue } from './order-files';
export { PUBLISH_NOT_READY } from './readiness-items';

// What a status means in plain words lives apart (./status-explanation), so the dashboard loads
// none of the publishing rules, and with them no decimal.js.
export {
  explainStatus,
  OFF_SALE_INTAKE_HOURS,
  ON_SALE_INTAKE_HOURS,
  REVIEW_BUSINESS_DAYS,
  type StatusExplanation,
} from './status-explanation';
/** A pre-order's final files may be replaced until this many hours before its on-sale date. */
export const PRE_ORDER_FINAL_FILES_HOURS = 72;

/** One entry of a book's history (`GET /api/project/{id}/history`): what happened, who caused it, when. */
export interface HistoryEntry {
  id: string;
  projectId: string;
  /** e.g. `sale.requested`, `sale.onsale`, `correction.requested`, `price.scheduled-applied`. */
  event: string;
  /** author, contributor, admin, or system (a job or the scheduler). */
  actorKind: string;
  actorCustomerId: string | null;
  detail: Record<string, unknown>;
  at: string;
}

export interface PublishProblem {
  /** The wizard step that fixes it, e.g. `interior/review` (spec 1 §2). */
  step: string;
  message: string;
}

/** The fields of a project the publishing rules read. */
export type PublishFacts = Pick<
  Project,
  | 'type'
  | 'title'
  | 'preOrder'
  | 'onSaleDate'
  | 'listPrice'
  | 'description'
  | 'languageCode'
  | 'contributors'
  | 'categories'
  | 'interiorPreFlightCheckStatus'
  | 'interiorApproved'
  | 'coverType'
  | 'coverFullPreFlightCheckStatus'
  | 'coverFrontPreFlightCheckStatus'
  | 'coverFullApproved'
  | 'pageSize'
  | 'pageCount'
  | 'coverFormat'
>;

const failed = (s: string | null | undefined) => s === 'ERROR';

export const PUBLISH_MESSAGES = {
  title: 'Please enter the title of your book.',
  author: 'Please add at least one author.',
  description: 'Please add a description of your book.',
  categories: 'Please choose at least one category.',
  language: 'Please choose the language of your book.',
  price: 'Please set a list price.',
  priceBand: EBOOK_PRICE_MESSAGE,
  interiorMissing: 'Please upload your interior file.',
  interiorFailed: 'Your interior file did not pass our check. Please upload a corrected file.',
  interiorChecking: 'Your interior file is still being checked. Please wait for the result.',
  interiorApproval: REVIEW_APPROVAL_MESSAGES.interior,
  filesLocked: errorDefinition('FILES_LOCKED').message,
  coverMissing: 'Please upload your cover.',
  coverFailed: 'Your cover did not pass our check. Please upload a corrected cover.',
  coverChecking: 'Your cover is still being checked. Please wait for the result.',
  coverApproval: REVIEW_APPROVAL_MESSAGES.cover,
  printSpec: 'Please choose the size, page count and cover format of your book.',
  personalUse: 'A personal-use book cannot be put on sale.',
  onSaleDate: 'Please choose an on-sale date for your pre-order.',
} as const;

/**
 * Everything that keeps a book from going on sale, each with the step that fixes it; empty when
 * it may go. A pre-order eBook needs its cover to have passed the check (spec 1 §2: its cover
 * review needs only the passed preflight) and an on-sale date; its interior may follow until
 * PRE_ORDER_FINAL_FILES_HOURS before that date.
 */
export function publishProblems(p: PublishFacts): PublishProblem[] {
  const out: PublishProblem[] = [];
  const add = (step: string, message: string) => out.push({ step, message });
  if (p.type === 'POD') return [{ step: 'summary', message: PUBLISH_MESSAGES.personalUse }];
  const preOrder = p.type === 'EBOOK' && p.preOrder;

  // Files first: they take longest to put right.
  const interior = p.interiorPreFlightCheckStatus;
  if (!preOrder || interior != null) {
    if (interior == null) add('interior/upload', PUBLISH_MESSAGES.interiorMissing);
    else if (failed(interior)) add('interior/upload', PUBLISH_MESSAGES.interiorFailed);
    else if (!passed(interior)) add('interior/review', PUBLISH_MESSAGES.interiorChecking);
    else if (!p.interiorApproved && !preOrder) add('interior/review', PUBLISH_MESSAGES.interiorApproval);
  }
  const cover =
    p.coverType === 'separate' ? p.coverFrontPreFlightCheckStatus : p.coverFullPreFlightCheckStatus;
  if (cover == null) add('cover/upload', PUBLISH_MESSAGES.coverMissing);
  else if (failed(cover)) add('cover/upload', PUBLISH_MESSAGES.coverFailed);
  else if (!passed(cover)) add('cover/review', PUBLISH_MESSAGES.coverChecking);
  else if (!p.coverFullApproved && !preOrder) add('cover/review', PUBLISH_MESSAGES.coverApproval);

  if (p.type === 'PRINT' && (!p.pageSize || !p.pageCount || !p.coverFormat))
    add('book-size-and-type', PUBLISH_MESSAGES.printSpec);

  if (!p.title?.trim()) add('book-details/about', PUBLISH_MESSAGES.title);
  if (!p.description?.replace(/<[^>]*>/g, '').trim()) add('book-details/about', PUBLISH_MESSAGES.description);
  if (!p.languageCode) add('book-details/about', PUBLISH_MESSAGES.language);
  if (!p.contributors.some((c) => c.role === 'A' && `${c.firstName}${c.lastName}`.trim()))
    add('book-details/author', PUBLISH_MESSAGES.author);
  if (p.categories.length === 0) add('book-details/categories', PUBLISH_MESSAGES.categories);
  if (p.listPrice == null || normalizeMoney(p.listPrice) === null)
    add('book-details/pricing', PUBLISH_MESSAGES.price);
  else if (p.type === 'EBOOK' && !isValidEbookPrice(p.listPrice))
    add('book-details/pricing', PUBLISH_MESSAGES.priceBand);
  if (preOrder && !p.onSaleDate) add('select-preorder-status', PUBLISH_MESSAGES.onSaleDate);
  return out;
}

/**
 * Whether a book's files are locked: while it is on sale or on its way on or off sale,
 * its files are what the retailer has; a correction unlocks them. A pre-order's final files may
 * still be replaced until `finalFilesUntil` ("re-upload is allowed until the stated date").
 */
export function filesLocked(
  p: { status: ProjectStatus | string; finalFilesUntil?: string | null },
  now: Date = new Date(),
): boolean {
  if (!isSaleLockedStatus(p.status)) return false;
  if (parseProjectStatus(p.status) === 'ONSALE' && p.finalFilesUntil && new Date(p.finalFilesUntil) > now)
    return false;
  return true;
}

/**
 * Whether the vendor may sell (spec 1 §4: an eBook goes on sale only for a vendor who may sell):
 * `1003` when the vendor account is not active, `1009` when the business is on sale hold,
 * pending termination or terminated; null when selling is allowed. A payment hold holds payments,
 * not sales.
 */
export function vendorSaleBlock(
  vendorStatus: string | null | undefined,
  businessStatus: string | null | undefined,
): '1003' | '1009' | null {
  const b = (businessStatus ?? '').toUpperCase();
  if (b === 'ONHOLD' || b === 'PRETERMINATION' || b === 'TERMINATED') return '1009';
  const v = (vendorStatus ?? '').toUpperCase();
  if (v !== 'ACTIVE') return '1003';
  return null;
}

/**
 * The on-sale date a pre-order still waits for at `at`: an eBook marked pre-order whose date is
 * later than `at`; null for any other book, or once the date has come (it goes on sale at once).
 */
export function pendingPreOrderDate(
  p: { type: string; preOrder: boolean; onSaleDate: string | null | undefined },
  at: Date,
): Date | null {
  if (p.type !== 'EBOOK' || !p.preOrder || !p.onSaleDate) return null;
  const date = new Date(p.onSaleDate);
  return date.getTime() > at.getTime() ? date : null;
}

/** When the author may no longer replace the final files of a pre-order: 72 hours before its on-sale date. */
export function preOrderFinalFilesUntil(onSaleDate: Date): Date {
  return new Date(onSaleDate.getTime() - PRE_ORDER_FINAL_FILES_HOURS * 3_600_000);
}
