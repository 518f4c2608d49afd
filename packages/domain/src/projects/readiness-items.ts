/**
 * A readiness list as a screen shows it and the API carries it (spec 1 §4, §8): the items' codes,
 * their steps and links, and their form as error items. Apart from the publishing rules and the
 * error catalogue (./readiness.ts computes the list), so the summary, which shows the server's list,
 * loads neither.
 */
import type { ApiErrorItem } from '../api/envelope';

/** Quire's error code of a book that is not ready to go on sale (one error item per problem). */
export const PUBLISH_NOT_READY = 'PUBLISH_NOT_READY';

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
