import { createRequire } from 'node:module';
import {
  fieldError,
  hasPermission,
  type LoggedInUser,
  normalizeMoney,
  RICH_TEXT_SANITIZE_OPTIONS,
  toNewYorkDate,
} from '@quire/domain';
import type { ContributorInput } from './projects.repository';
import type { NewProjectRow } from './projects.tables';

/** Spec 5: 'A duplicate contributor email gives …'. */
export const DUPLICATE_CONTRIBUTOR_MESSAGE = 'A contributor already exists with this email address';

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
  'accessibility',
] as const satisfies readonly (keyof NewProjectRow)[];

/** Wizard context of the signed-in user (spec 1 §2 access rules). */
export function wizardContext(user: LoggedInUser) {
  return {
    vendorStatus: user.vendorStatus,
    customSampling: hasPermission(user.permissions, 'BAB_CUSTOM_SAMPLE'),
    preOrderAllowed:
      hasPermission(user.permissions, 'SPB_PREORDER') || user.vendor?.isPreOrderAvailable === true,
    accessibility: hasPermission(user.permissions, 'EAA_ACCESS'),
  };
}

// sanitize-html (and its HTML parser) is loaded at the first rich text, not at start-up (a lighter start, docs/performance.md).
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
/** "4.9" → "4.90" in exact decimal (the schema has already allowed at most two decimals). */
const money = (v: unknown): string | null => normalizeMoney(v as string | number | null | undefined);

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
  // A date-only value is that day in New York (midnight there), not UTC midnight (the day before).
  if (has(body, 'onSaleDate'))
    patch.onSaleDate = body.onSaleDate
      ? new Date((toNewYorkDate(body.onSaleDate as string) as Date).getTime())
      : null;
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

/** Category ids of the body, in order (the schema answers ids, whatever form the client sent). */
export function categoryIdsOf(body: SaveBody): string[] | undefined {
  if (!has(body, 'categories')) return undefined;
  return (body.categories as string[] | null) ?? [];
}
