import { createRequire } from 'node:module';
import {
  fieldError,
  hasPermission,
  type LoggedInUser,
  printQuote,
  printSpecProblems,
  RICH_TEXT_SANITIZE_OPTIONS,
} from '@quire/domain';
import type { ContributorInput } from './projects.repository';
import type { NewProjectRow, ProjectRow } from './projects.tables';

/** Spec 5: 'A duplicate contributor email gives …'. */
export const DUPLICATE_CONTRIBUTOR_MESSAGE = 'A contributor already exists with this email address';
export const PRICE_RESET_WARNING =
  'Your book size or type changed, so its list price and print quote were reset. Please set your price again.';
const BELOW_FLOOR_START = 'Your printing cost changed and your list price is now below $';
export const priceBelowFloorWarning = (floor: string) =>
  `${BELOW_FLOOR_START}${floor}, the lowest price that earns a royalty. Please set your price again.`;
/** The warnings a price reset leaves (PRICE_RESET_WARNING, priceBelowFloorWarning). */
export const isPriceResetWarning = (warning: string | null | undefined): boolean =>
  warning === PRICE_RESET_WARNING || (warning?.startsWith(BELOW_FLOOR_START) ?? false);

/** The save body after `projectSaveSchema`: every editable field optional. */
export type SaveBody = Record<string, unknown> & { id?: string | undefined };

/** Columns a save may write directly (same name in the body and in the table). */
const PLAIN_FIELDS = [
  'title',
  'subtitle',
  'preOrder',
  'publicationDate',
  'allowedForMerchPromo',
  'suggestedSearch',
  'vendorRegistrationFirst',
  'isDefaultSample',
  'coverType',
  'spineColor',
  'coverFormat',
  'coverFinish',
  'bookSizeType',
  'pageSize',
  'pageCount',
  'printColor',
  'paperColor',
  'languageCode',
  'audience',
  'ageRange',
  'subjectType',
  'mature',
  'copyrightYear',
  'runtime',
  'publisherName',
  'noMerchFlag',
  'isGroupConfirmed',
  'interiorApproved',
  'coverFullApproved',
  'sampleApproved',
] as const satisfies readonly (keyof NewProjectRow)[];

const PRINT_SPEC_FIELDS = [
  'bookSizeType',
  'pageSize',
  'pageCount',
  'printColor',
  'paperColor',
  'coverFormat',
] as const;

/** Wizard context of the signed-in user (spec 1 §2 access rules). */
export function wizardContext(user: LoggedInUser) {
  return {
    vendorStatus: user.vendorStatus,
    customSampling: hasPermission(user.permissions, 'BAB_CUSTOM_SAMPLE'),
    preOrderAllowed:
      hasPermission(user.permissions, 'SPB_PREORDER') || user.vendor?.isPreOrderAvailable === true,
  };
}

// sanitize-html (and its HTML parser) is loaded at the first rich text, not at start-up (issue 16).
const requireHere = createRequire(import.meta.url);
let sanitizeHtml: typeof import('sanitize-html') | null = null;

/** Rich text through the domain's allow-list; anything else is dropped. Empty → null. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const o = RICH_TEXT_SANITIZE_OPTIONS;
  sanitizeHtml ??= requireHere('sanitize-html') as typeof import('sanitize-html');
  const clean = sanitizeHtml(html, {
    allowedTags: [...o.allowedTags],
    allowedAttributes: Object.fromEntries(Object.entries(o.allowedAttributes).map(([k, v]) => [k, [...v]])),
    allowedSchemes: [...o.allowedSchemes],
    allowedSchemesByTag: {},
    allowProtocolRelative: o.allowProtocolRelative,
    disallowedTagsMode: o.disallowedTagsMode,
  }).trim();
  return clean === '' ? null : clean;
}

const has = (body: SaveBody, key: string) => Object.hasOwn(body, key) && body[key] !== undefined;
/** "4.9" → "4.90" (the schema has already allowed at most two decimals). */
function money(v: unknown): string | null {
  if (v === null || v === undefined || String(v).trim() === '') return null;
  const [whole = '0', frac = ''] = String(v).trim().split('.');
  return `${Number(whole)}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** The plain column changes of a save body (no ISBN, series, contributors or categories). */
export function plainPatch(body: SaveBody): Partial<NewProjectRow> {
  const patch: Record<string, unknown> = {};
  for (const key of PLAIN_FIELDS) if (has(body, key)) patch[key] = body[key];
  if (typeof patch.title === 'string') patch.title = patch.title.trim();
  if (has(body, 'description')) patch.description = sanitizeRichText(body.description as string | null);
  if (has(body, 'editorialReviews'))
    patch.editorialReviews = sanitizeRichText(body.editorialReviews as string | null);
  if (has(body, 'listPrice')) {
    patch.listPrice = money(body.listPrice);
    if (!has(body, 'price')) patch.price = patch.listPrice;
  }
  if (has(body, 'price')) patch.price = money(body.price);
  if (has(body, 'onSaleDate'))
    patch.onSaleDate = body.onSaleDate ? new Date(body.onSaleDate as string) : null;
  if (has(body, 'seriesNumber')) patch.seriesNumber = body.seriesNumber as number | null;
  return patch as Partial<NewProjectRow>;
}

/** Contributors of the body, refused when two share an e-mail address. */
export function contributorsOf(body: SaveBody): ContributorInput[] | undefined {
  if (!has(body, 'contributors')) return undefined;
  const list = (body.contributors as ContributorInput[] | null) ?? [];
  const seen = new Set<string>();
  list.forEach((c, i) => {
    const email = c.email?.trim().toLowerCase();
    if (!email) return;
    if (seen.has(email)) throw fieldError(`contributors.${i}.email`, DUPLICATE_CONTRIBUTOR_MESSAGE);
    seen.add(email);
  });
  return list.map((c) => ({
    firstName: c.firstName.trim(),
    lastName: c.lastName.trim(),
    role: c.role,
    email: c.email?.trim() || null,
  }));
}

/** Category ids of the body (objects `{ categoryId }` or plain ids), in order. */
export function categoryIdsOf(body: SaveBody): string[] | undefined {
  if (!has(body, 'categories')) return undefined;
  const list = (body.categories as (string | { categoryId: string })[] | null) ?? [];
  return list.map((c) => (typeof c === 'string' ? c : c.categoryId));
}

/**
 * What a change of the print specification does to the price (spec 1 §4, decided in
 * docs/decisions/011-book-builder-server.md): a new size type resets list price, price and quote
 * with a warning; any other spec change re-quotes, keeps the list price while it still earns a
 * royalty and resets it (with a warning) when it falls below the new floor price. A new page
 * count on a book that had one raises `pageCountChanged` until the author acknowledges it.
 */
export function printSpecEffects(
  existing: ProjectRow | null,
  patch: Partial<NewProjectRow>,
): Partial<NewProjectRow> {
  const type = existing?.type ?? patch.type;
  if (type !== 'PRINT' && type !== 'POD') return {};
  const changed = PRINT_SPEC_FIELDS.filter(
    (k) => k in patch && (existing ? (existing[k] ?? null) !== (patch[k] ?? null) : true),
  );
  if (changed.length === 0) return {};
  const next = { ...existing, ...patch } as ProjectRow;
  const out: Partial<NewProjectRow> = {};
  if (existing && existing.pageCount !== null && changed.includes('pageCount')) out.pageCountChanged = true;
  const priced = next.listPrice !== null || next.quotedPrice !== null;
  if (existing?.bookSizeType && changed.includes('bookSizeType') && priced) {
    return { ...out, listPrice: null, price: null, quotedPrice: null, warningMessage: PRICE_RESET_WARNING };
  }
  if (printSpecProblems(next).length > 0) return { ...out, quotedPrice: null };
  const quote = printQuote({ ...next, price: next.listPrice ?? undefined });
  out.quotedPrice = quote.printing_cost;
  if (existing && next.listPrice !== null && quote.net_royalty.startsWith('-') && !('listPrice' in patch)) {
    Object.assign(out, {
      listPrice: null,
      price: null,
      warningMessage: priceBelowFloorWarning(quote.floor_price),
    });
  }
  return out;
}

/**
 * A price-reset warning has done its job once the author sets a new list price: the save that
 * does so clears it, unless this same save reset the price again (its effects carry their own
 * warning). Other warnings stay (a page-count change is cleared by acknowledgePageCountChanged).
 */
export function priceWarningEffects(
  existing: ProjectRow | null,
  patch: Partial<NewProjectRow>,
): Partial<NewProjectRow> {
  if (!existing || !isPriceResetWarning(existing.warningMessage)) return {};
  if ('warningMessage' in patch || typeof patch.listPrice !== 'string') return {};
  return { warningMessage: null };
}
