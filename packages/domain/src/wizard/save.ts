import type { ApiErrorItem } from '../api/envelope';
import { errorItem } from '../errors/app-error';
import { toDecimal } from '../format/price';
import { EBOOK_PRICE_MESSAGE, isValidEbookPrice } from '../pricing/ebook';
import { PROJECT_MESSAGES } from '../projects/rules';
import { realChanges } from '../projects/save-changes';
import {
  coverReviewReady,
  coverTypeAllowed,
  interiorConverted,
  sizeAndTypeComplete,
  type WizardContext,
  type WizardProject,
} from './access';

/**
 * Saves the wizard's rules forbid ("a save that a rule forbids is refused"). The body
 * has passed `projectSaveSchema` already; these rules need the stored project and the account.
 */

/** Fields a print or POD book may save before its size and type are complete. */
export const BEFORE_SIZE_FIELDS: readonly string[] = [
  'id',
  'type',
  'title',
  'subtitle',
  'groupProjectId',
  'isGroupConfirmed',
  'preOrder',
  'vendorRegistrationFirst',
  'bookSizeType',
  'pageSize',
  'pageCount',
  'printColor',
  'paperColor',
  'coverFormat',
];

const SIZE_FIELDS = ['pageSize', 'pageCount', 'printColor', 'paperColor', 'coverFormat'] as const;

type Patch = Readonly<Record<string, unknown>>;

const locked = (field: string, description?: string): ApiErrorItem =>
  errorItem('WIZARD_STEP_LOCKED', description ? { field, description } : { field });

/** The project as it would be after the save (patch over stored values). */
function merged(existing: WizardProject | null, patch: Patch): WizardProject {
  const out: Record<string, unknown> = { ...(existing ?? {}) };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) out[k] = v;
  return out as WizardProject;
}

/**
 * The first rule the save breaks, as an error item for the envelope, or null when it may go
 * ahead. `existing` is the stored project (null on create). A field sent with the value the
 * project already holds is no change and meets none of these rules (`realChanges`), so a project
 * saved back as it was loaded is never refused, whatever its status. Refused:
 * - changing `type` of an existing project (PROJECT_TYPE_LOCKED on `type`);
 * - emptying the title of any book (VALIDATION on `title`, the required message);
 * - an eBook list price outside the bands on update (VALIDATION on `listPrice`);
 * - for print and POD, any field beyond size and type while size and type are incomplete
 *   (WIZARD_STEP_LOCKED on that field);
 * - a separate cover (front, back and spine) on an eBook, whose cover is one image;
 * - pre-order without the pre-order permission or on a print book, a custom or selected sample
 *   without the custom-sampling permission or on a print book, an ISBN on anything but PRINT,
 *   approving an interior that is not converted, approving a cover whose review is locked,
 *   an accessibility statement without EAA_ACCESS or on a print book (WIZARD_STEP_LOCKED on the field).
 */
export function saveRefusal(
  existing: WizardProject | null,
  sent: Patch,
  ctx: WizardContext = {},
): ApiErrorItem | null {
  const patch = realChanges(existing, sent);
  const type = existing?.type ?? (patch.type as WizardProject['type']);
  if (existing && patch.type !== undefined && patch.type !== existing.type)
    return errorItem('PROJECT_TYPE_LOCKED');
  const print = type === 'PRINT' || type === 'POD';
  if (existing && patch.title !== undefined && String(patch.title ?? '').trim() === '') {
    return { code: 'VALIDATION', description: PROJECT_MESSAGES.title, field: 'title' };
  }
  if (type === 'EBOOK' && (typeof patch.listPrice === 'string' || typeof patch.listPrice === 'number')) {
    const price = toDecimal(patch.listPrice);
    if (price === null || !isValidEbookPrice(price)) {
      return { code: 'VALIDATION', description: EBOOK_PRICE_MESSAGE, field: 'listPrice' };
    }
  }
  const after = merged(existing, patch);
  if (print && !sizeAndTypeComplete(after)) {
    const early = Object.keys(patch).find((k) => patch[k] !== undefined && !BEFORE_SIZE_FIELDS.includes(k));
    if (early) return locked(early, 'Please complete the book size and type first.');
  }
  if (patch.coverType !== undefined && patch.coverType !== null && !coverTypeAllowed(type, patch.coverType))
    return locked('coverType');
  if (patch.preOrder === true && (type !== 'EBOOK' || ctx.preOrderAllowed !== true))
    return locked('preOrder');
  if (
    (patch.isDefaultSample === 'CUSTOM' || patch.isDefaultSample === 'SELECTED') &&
    (type !== 'EBOOK' || ctx.customSampling !== true)
  ) {
    return locked('isDefaultSample');
  }
  if (patch.isbn !== undefined && patch.isbn !== null && type !== 'PRINT') return locked('isbn');
  if (patch.accessibility !== undefined && (type !== 'EBOOK' || ctx.accessibility !== true))
    return locked('accessibility');
  if (patch.interiorApproved === true && !interiorConverted(after)) {
    return locked(
      'interiorApproved',
      'Please wait until your interior file is converted before approving it.',
    );
  }
  if (patch.coverFullApproved === true && !coverReviewReady(after)) {
    return locked(
      'coverFullApproved',
      'Please approve your interior and upload a cover that passes the check first.',
    );
  }
  return null;
}

/** Whether a save changes the print specification, so the price and quote may need a reset (spec 1 §4). */
export function changesSizeType(existing: WizardProject | null, patch: Patch): boolean {
  if (!existing) return false;
  return SIZE_FIELDS.some((k) => patch[k] !== undefined && patch[k] !== existing[k]);
}
