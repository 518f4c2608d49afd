import { formatPrice, toDecimal } from '../format/price';
import { normalizeMoney } from '../pricing/money';
import {
  type Audience,
  CONTRIBUTOR_ROLES,
  type ContributorRoleCode,
  LANGUAGES,
  type LanguageCode,
  MAX_CATEGORIES,
  type Project,
} from './types';

/**
 * Backlist metadata (POST /api/project/load-bst-metadata, decision 047): a book the retail
 * catalogue already lists under its ISBN brings that listing's metadata into the project. These
 * rules say which fields the listing would change (a field-by-field diff in words) and what save
 * the fields the author accepts make; the save itself is the project's own (`POST /api/project`),
 * so every project rule still holds. A field the listing leaves empty is never offered: the
 * catalogue has nothing to load there, and loading must not wipe what the author wrote.
 */

/** The fields a listing may load, in the order the author sees them. */
export const BACKLIST_FIELDS = [
  'title',
  'subtitle',
  'contributors',
  'description',
  'categories',
  'languageCode',
  'series',
  'listPrice',
] as const;
export type BacklistField = (typeof BACKLIST_FIELDS)[number];

export const BACKLIST_FIELD_LABELS: Record<BacklistField, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  contributors: 'Contributors',
  description: 'Description',
  categories: 'Categories',
  languageCode: 'Language',
  series: 'Series',
  listPrice: 'List price',
};

/** A contributor as the catalogue lists one (no e-mail address: that is the author's own to add). */
export interface ListingContributor {
  firstName: string;
  lastName: string;
  role: ContributorRoleCode;
}

/** A retail catalogue listing: the metadata the retailer holds for one ISBN. */
export interface CatalogueListing {
  isbn: string;
  title: string;
  subtitle: string | null;
  contributors: ListingContributor[];
  /** Rich text within the project's allow-list (`<p>`, `<em>`…). */
  description: string | null;
  /** BISAC subject codes, the main subject first. */
  categories: string[];
  /** The category tree the BISAC codes are read in when the project has no audience of its own. */
  audience: Audience | null;
  languageCode: LanguageCode | null;
  seriesName: string | null;
  seriesNumber: number | null;
  /** "17.00": the listing's list price in US dollars. */
  listPrice: string | null;
  publisherName: string;
}

/** What the rules read of the project (as the API answers it). */
export type BacklistProject = Pick<
  Project,
  | 'title'
  | 'subtitle'
  | 'contributors'
  | 'description'
  | 'categories'
  | 'audience'
  | 'languageCode'
  | 'seriesName'
  | 'seriesNumber'
  | 'listPrice'
>;

/** One field the listing would change: the project's value and the listing's, in words. */
export interface BacklistChange {
  field: BacklistField;
  label: string;
  /** Null when the project has no value yet. */
  current: string | null;
  catalogue: string;
}

/** The catalog's bottom-level categories by id with their crumbs ("Fiction > Literary"). */
export type CategoryNames = ReadonlyMap<string, string>;

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
const text = (v: string | null | undefined) => (blank(v) ? null : (v as string).trim());

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text in words: tags dropped, the common entities read, white space collapsed. */
export function richTextAsWords(html: string | null | undefined): string | null {
  if (blank(html)) return null;
  const words = (html as string)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return words === '' ? null : words;
}

const roleLabel = (code: string) => CONTRIBUTOR_ROLES.find((r) => r.code === code)?.label ?? code;
const person = (c: { firstName: string; lastName: string }) => `${c.firstName.trim()} ${c.lastName.trim()}`;
const contributorsInWords = (list: readonly ListingContributor[]) =>
  list.length === 0 ? null : list.map((c) => `${person(c)} (${roleLabel(c.role)})`).join(', ');
const contributorsKey = (list: readonly ListingContributor[]) =>
  JSON.stringify(list.map((c) => [c.firstName.trim(), c.lastName.trim(), c.role]));
const languageName = (code: string | null) =>
  code === null ? null : (LANGUAGES.find((l) => l.code === code)?.name ?? code);
const seriesInWords = (name: string | null, n: number | null) =>
  blank(name) ? null : n === null ? (name as string).trim() : `${(name as string).trim()}, book ${n}`;

/**
 * The listing's categories as catalog ids in the tree of the project's audience (or, for a
 * project without one, the listing's): `{audience}-{BISAC}`, those the catalog knows, in the
 * listing's order, at most five.
 */
export function listingCategoryIds(
  listing: Pick<CatalogueListing, 'categories' | 'audience'>,
  projectAudience: Audience | null,
  known: CategoryNames,
): string[] {
  const audience = projectAudience ?? listing.audience;
  if (!audience) return [];
  const ids = listing.categories.map((bisac) => `${audience}-${bisac.trim().toUpperCase()}`);
  return [...new Set(ids)].filter((id) => known.has(id)).slice(0, MAX_CATEGORIES);
}

interface FieldRule {
  /** The listing's value in words, or null when it has none (then the field is not offered). */
  listing(l: CatalogueListing, ids: string[], known: CategoryNames): string | null;
  current(p: BacklistProject): string | null;
  same(p: BacklistProject, l: CatalogueListing, ids: string[]): boolean;
  /** The save body's fields that load the listing's value. */
  patch(p: BacklistProject, l: CatalogueListing, ids: string[]): Record<string, unknown>;
}

const RULES: Record<BacklistField, FieldRule> = {
  title: {
    listing: (l) => text(l.title),
    current: (p) => text(p.title),
    same: (p, l) => text(p.title) === text(l.title),
    patch: (_, l) => ({ title: text(l.title) }),
  },
  subtitle: {
    listing: (l) => text(l.subtitle),
    current: (p) => text(p.subtitle),
    same: (p, l) => text(p.subtitle) === text(l.subtitle),
    patch: (_, l) => ({ subtitle: text(l.subtitle) }),
  },
  contributors: {
    listing: (l) => contributorsInWords(l.contributors),
    current: (p) => contributorsInWords(p.contributors),
    same: (p, l) => contributorsKey(p.contributors) === contributorsKey(l.contributors),
    // A person the project already lists keeps the e-mail address the author gave them.
    patch: (p, l) => ({
      contributors: l.contributors.map((c) => {
        const known = p.contributors.find((o) => person(o).toLowerCase() === person(c).toLowerCase());
        return {
          firstName: c.firstName.trim(),
          lastName: c.lastName.trim(),
          role: c.role,
          ...(known?.email ? { email: known.email } : {}),
        };
      }),
    }),
  },
  description: {
    listing: (l) => richTextAsWords(l.description),
    current: (p) => richTextAsWords(p.description),
    same: (p, l) => richTextAsWords(p.description) === richTextAsWords(l.description),
    patch: (_, l) => ({ description: text(l.description) }),
  },
  categories: {
    listing: (_, ids, known) => (ids.length === 0 ? null : ids.map((id) => known.get(id) ?? id).join('; ')),
    current: (p) =>
      p.categories.length === 0 ? null : p.categories.map((c) => c.categoryCrumbs || c.categoryId).join('; '),
    same: (p, _, ids) => JSON.stringify(p.categories.map((c) => c.categoryId)) === JSON.stringify(ids),
    // A project without an audience takes the one whose tree the categories were read in.
    patch: (p, l, ids) => ({ categories: ids, ...(p.audience ? {} : { audience: l.audience }) }),
  },
  languageCode: {
    listing: (l) => languageName(l.languageCode),
    current: (p) => languageName(p.languageCode),
    same: (p, l) => p.languageCode === l.languageCode,
    patch: (_, l) => ({ languageCode: l.languageCode }),
  },
  series: {
    listing: (l) => seriesInWords(l.seriesName, l.seriesNumber),
    current: (p) => seriesInWords(p.seriesName, p.seriesNumber),
    same: (p, l) => text(p.seriesName) === text(l.seriesName) && (p.seriesNumber ?? null) === l.seriesNumber,
    patch: (_, l) => ({ inSeries: true, seriesName: text(l.seriesName), seriesNumber: l.seriesNumber }),
  },
  listPrice: {
    listing: (l) => (blank(l.listPrice) ? null : formatPrice(l.listPrice)),
    current: (p) => (blank(p.listPrice) ? null : formatPrice(p.listPrice)),
    same: (p, l) => {
      const a = toDecimal(p.listPrice);
      const b = toDecimal(l.listPrice);
      return a !== null && b !== null && a.eq(b);
    },
    patch: (_, l) => ({ listPrice: normalizeMoney(l.listPrice) }),
  },
};

/**
 * The fields the listing would change, in BACKLIST_FIELDS order: each with the project's value
 * and the listing's in words. A field the listing leaves empty, or whose categories the catalog
 * does not know, is not offered; a field that already holds the listing's value is no change.
 */
export function backlistChanges(
  project: BacklistProject,
  listing: CatalogueListing,
  known: CategoryNames,
): BacklistChange[] {
  const ids = listingCategoryIds(listing, project.audience, known);
  return BACKLIST_FIELDS.flatMap((field) => {
    const rule = RULES[field];
    const catalogue = rule.listing(listing, ids, known);
    if (catalogue === null || rule.same(project, listing, ids)) return [];
    return [{ field, label: BACKLIST_FIELD_LABELS[field], current: rule.current(project), catalogue }];
  });
}

/**
 * The save body's fields (without the project's id) that load the accepted fields: only those the
 * listing would change (`backlistChanges`); an accepted field that is no change adds nothing.
 * `fields` names what was loaded, in BACKLIST_FIELDS order.
 */
export function backlistPatch(
  project: BacklistProject,
  listing: CatalogueListing,
  accepted: readonly BacklistField[],
  known: CategoryNames,
): { fields: BacklistField[]; patch: Record<string, unknown> } {
  const ids = listingCategoryIds(listing, project.audience, known);
  const changing = new Set(backlistChanges(project, listing, known).map((c) => c.field));
  const fields = BACKLIST_FIELDS.filter((f) => accepted.includes(f) && changing.has(f));
  const patch = Object.assign({}, ...fields.map((f) => RULES[f].patch(project, listing, ids)));
  return { fields, patch };
}
