/**
 * The project status machine (spec 1 §3 "Project status", §4 "States and transitions").
 *
 * One spelling per status: the upper-case values of PROJECT_STATUSES are what is stored and what
 * the API answers. The spec's enumeration also lists the mixed-case retail values OnSale and
 * OffSale; they are the display of a sale status (`retailSaleStatus`), and a stored or received
 * legacy value is read as ONSALE / OFFSALE (`parseProjectStatus`).
 *
 * Which statuses are sale-locked, delete-locked, editable and orderable is one table
 * (PROJECT_STATUS_CLASSES). The transitions are data (PROJECT_STATUS_TRANSITIONS), each with what
 * causes it; the spec shows only setstatus (EDIT, ORDER) and the sale toggle, so the rest is
 * Quire's model of the processing behind them:
 * - setstatus EDIT → EDITING, ORDER → ORDERED;
 * - setsalestatus on → PROCESSING_ONSALE → ONSALE (or LSI_ONSALE, on sale through the print
 *   distributor) or ERROR; off → PROCESSING_OFFSALE → OFFSALE or ERROR;
 * - requestCorrection: a book on sale → CORRECTING, whose corrected files go on sale again;
 * - dropship: ORDERED → REQUESTED_DROPSHIP → PROCESSING_DROPSHIP → DROPSHIP_READY or ERROR.
 */
import type { ProjectStatus, ProjectType, SetStatusValue } from './types';
import { PROJECT_STATUSES } from './types';

/** What a status allows. */
export interface ProjectStatusClasses {
  /** On sale, or on its way on or off sale: the sale status, the ISBN and the book stay as they are. */
  saleLocked: boolean;
  /** On sale, ordered, being processed or corrected: the project cannot be deleted (STATUS_BLOCK). */
  deleteLocked: boolean;
  /** The author may edit the book (the API's `allowedToEdit`). */
  editable: boolean;
  /** The book has been ordered or published, so copies may be ordered (spec 1 §4). */
  orderable: boolean;
}

const c = (saleLocked: 0 | 1, deleteLocked: 0 | 1, editable: 0 | 1, orderable: 0 | 1) => ({
  saleLocked: saleLocked === 1,
  deleteLocked: deleteLocked === 1,
  editable: editable === 1,
  orderable: orderable === 1,
});

/** The classes of every status: sale-locked, delete-locked, editable, orderable. */
export const PROJECT_STATUS_CLASSES: Readonly<Record<ProjectStatus, Readonly<ProjectStatusClasses>>> = {
  //                       sale del edit order
  NEW: c(0, 0, 1, 0),
  EDITING: c(0, 0, 1, 0),
  ORDERED: c(0, 1, 0, 1),
  ERROR: c(0, 0, 1, 1),
  PROCESSING_ONSALE: c(1, 1, 0, 1),
  ONSALE: c(1, 1, 0, 1),
  LSI_ONSALE: c(1, 1, 0, 1),
  PROCESSING_OFFSALE: c(1, 1, 0, 1),
  OFFSALE: c(0, 0, 1, 1),
  CORRECTING: c(0, 1, 1, 1),
  REQUESTED_DROPSHIP: c(0, 1, 1, 1),
  PROCESSING_DROPSHIP: c(1, 1, 0, 1),
  DROPSHIP_READY: c(0, 1, 1, 1),
};

/** The mixed-case retail values of the spec's enumeration: a display, never a stored status. */
export const RETAIL_SALE_STATUSES = ['OnSale', 'OffSale'] as const;
export type RetailSaleStatus = (typeof RETAIL_SALE_STATUSES)[number];

/** Legacy spellings a stored or received status may have, and the one spelling each stands for. */
export const LEGACY_STATUS_SPELLINGS: Readonly<Record<RetailSaleStatus, ProjectStatus>> = {
  OnSale: 'ONSALE',
  OffSale: 'OFFSALE',
};

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);
}

/** A stored or received status in its one spelling (OnSale → ONSALE, OffSale → OFFSALE), or null. */
export function parseProjectStatus(value: string | null | undefined): ProjectStatus | null {
  if (value === null || value === undefined) return null;
  if (isProjectStatus(value)) return value;
  return Object.hasOwn(LEGACY_STATUS_SPELLINGS, value)
    ? LEGACY_STATUS_SPELLINGS[value as RetailSaleStatus]
    : null;
}

/** The retail display of a sale status: OnSale for a book on sale, OffSale off sale, else null. */
export function retailSaleStatus(status: ProjectStatus | string): RetailSaleStatus | null {
  const s = parseProjectStatus(status);
  if (s === 'ONSALE' || s === 'LSI_ONSALE') return 'OnSale';
  if (s === 'OFFSALE') return 'OffSale';
  return null;
}

/** The classes of a status; a value that is no status (after legacy spellings) allows nothing. */
export function statusClasses(status: ProjectStatus | string): Readonly<ProjectStatusClasses> {
  const s = parseProjectStatus(status);
  return s ? PROJECT_STATUS_CLASSES[s] : c(0, 0, 0, 0);
}

export const isSaleLockedStatus = (status: ProjectStatus | string): boolean =>
  statusClasses(status).saleLocked;
export const isDeleteLockedStatus = (status: ProjectStatus | string): boolean =>
  statusClasses(status).deleteLocked;
export const isEditableStatus = (status: ProjectStatus | string): boolean => statusClasses(status).editable;
export const isOrderableStatus = (status: ProjectStatus | string): boolean => statusClasses(status).orderable;

/** The statuses of a class, in PROJECT_STATUSES order (e.g. `statusesWhere('saleLocked')`). */
export function statusesWhere(cls: keyof ProjectStatusClasses): ProjectStatus[] {
  return PROJECT_STATUSES.filter((s) => PROJECT_STATUS_CLASSES[s][cls]);
}

/** The API's flags of a project (spec 1 §3 "allowedToEdit", "allowedToPutOnSale"). */
export function projectStatusFlags(
  type: ProjectType,
  status: ProjectStatus | string,
): { allowedToEdit: boolean; allowedToPutOnSale: boolean } {
  const cls = statusClasses(status);
  return {
    allowedToEdit: cls.editable,
    // A personal-use (POD) book is never for sale.
    allowedToPutOnSale: type !== 'POD' && parseProjectStatus(status) !== null && !cls.saleLocked,
  };
}

/** What causes a transition. */
export type StatusCause =
  | 'setstatus' // PUT setstatus EDIT / ORDER (spec 1 §4)
  | 'setsalestatus' // PUT setsalestatus onSale true / false (spec 1 §4)
  | 'processing' // the outcome of going on or off sale, or of a dropship
  | 'requestCorrection' // POST requestCorrection
  | 'dropship'; // an order shipped straight from the printer

export interface StatusTransition {
  from: ProjectStatus;
  to: ProjectStatus;
  by: StatusCause;
}

const edges = (by: StatusCause, from: readonly ProjectStatus[], to: readonly ProjectStatus[]) =>
  from.flatMap((f) => to.filter((t) => t !== f).map((t): StatusTransition => ({ from: f, to: t, by })));

/** The statuses that may go on sale: every status that is not sale-locked. */
const MAY_GO_ON_SALE: readonly ProjectStatus[] = [
  'NEW',
  'EDITING',
  'ORDERED',
  'ERROR',
  'OFFSALE',
  'CORRECTING',
  'REQUESTED_DROPSHIP',
  'DROPSHIP_READY',
];

/** Every allowed transition (no status to itself). */
export const PROJECT_STATUS_TRANSITIONS: readonly StatusTransition[] = [
  ...edges('setstatus', ['NEW', 'ORDERED', 'ERROR', 'OFFSALE', 'DROPSHIP_READY'], ['EDITING']),
  // An off-sale book cannot be ordered: it goes back to editing or on sale first.
  ...edges('setstatus', ['NEW', 'EDITING', 'ERROR', 'DROPSHIP_READY'], ['ORDERED']),
  ...edges('setsalestatus', MAY_GO_ON_SALE, ['PROCESSING_ONSALE']),
  // A book in correction is still on sale (decision 030), so it may be taken off sale too.
  ...edges('setsalestatus', ['ONSALE', 'LSI_ONSALE', 'CORRECTING'], ['PROCESSING_OFFSALE']),
  ...edges('processing', ['PROCESSING_ONSALE'], ['ONSALE', 'LSI_ONSALE', 'ERROR']),
  ...edges('processing', ['PROCESSING_OFFSALE'], ['OFFSALE', 'ERROR']),
  ...edges('requestCorrection', ['ONSALE', 'LSI_ONSALE'], ['CORRECTING']),
  ...edges('processing', ['CORRECTING'], ['ERROR']),
  ...edges('dropship', ['ORDERED'], ['REQUESTED_DROPSHIP']),
  ...edges('dropship', ['REQUESTED_DROPSHIP'], ['PROCESSING_DROPSHIP', 'ORDERED']),
  ...edges('processing', ['PROCESSING_DROPSHIP'], ['DROPSHIP_READY', 'ERROR']),
];

/** Whether a project may go from one status to another (both read with `parseProjectStatus`). */
export function canTransition(from: ProjectStatus | string, to: ProjectStatus | string): boolean {
  const f = parseProjectStatus(from);
  const t = parseProjectStatus(to);
  return f !== null && t !== null && PROJECT_STATUS_TRANSITIONS.some((e) => e.from === f && e.to === t);
}

/** The statuses a project may go to next, in PROJECT_STATUSES order. */
export function nextStatuses(from: ProjectStatus | string): ProjectStatus[] {
  return PROJECT_STATUSES.filter((to) => canTransition(from, to));
}

/** The status each value of `PUT setstatus` sets (spec 1 §4). */
export const SET_STATUS_TARGETS: Readonly<Record<SetStatusValue, ProjectStatus>> = {
  EDIT: 'EDITING',
  ORDER: 'ORDERED',
};

/** Whether `PUT setstatus` may set a value from a status (setting the status it has is allowed). */
export function canSetStatus(from: ProjectStatus | string, value: SetStatusValue): boolean {
  const target = SET_STATUS_TARGETS[value];
  return parseProjectStatus(from) === target || canTransition(from, target);
}

/** The status `PUT setsalestatus` moves a book to: on its way on sale, or off it. */
export function saleStatusTarget(onSale: boolean): ProjectStatus {
  return onSale ? 'PROCESSING_ONSALE' : 'PROCESSING_OFFSALE';
}

/** The status `POST requestCorrection` moves a book to: still on sale while the author corrects it. */
export const CORRECTION_STATUS: ProjectStatus = 'CORRECTING';

/** Whether `POST requestCorrection` may start a correction: only of a book on sale (spec 1 §3). */
export function canRequestCorrection(from: ProjectStatus | string): boolean {
  return canTransition(from, CORRECTION_STATUS);
}

/** Whether `PUT setsalestatus` may put a book on sale (true) or take it off sale (false). */
export function canSetSaleStatus(from: ProjectStatus | string, onSale: boolean): boolean {
  return canTransition(from, saleStatusTarget(onSale));
}

/**
 * Spec 1 §4: uploading a new file to an orderable book that is not OFFSALE needs a confirmation
 * (an order is possible only after a clean file, Publish Changes and review). A book with a
 * publication on record is orderable whatever its status says.
 */
export function replacementNeedsWarning(
  project: { status: ProjectStatus | string; publishedDate?: string | null },
  hasCurrentFile: boolean,
): boolean {
  if (!hasCurrentFile || parseProjectStatus(project.status) === 'OFFSALE') return false;
  return isOrderableStatus(project.status) || project.publishedDate != null;
}
