import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKLIST_FIELDS,
  type BacklistField,
  type BacklistProject,
  backlistChanges,
  backlistPatch,
  type CatalogueListing,
  listingCategoryIds,
  richTextAsWords,
} from './backlist';
import { realChanges } from './save-changes';
import { projectSaveSchema } from './schema';

const KNOWN = new Map([
  ['TRA-FIC029000', 'Fiction > Short Stories (single author)'],
  ['TRA-FIC019000', 'Fiction > Literary'],
  ['YA-YAF019000', 'Fiction > Literary'],
]);

const LISTING: CatalogueListing = {
  isbn: '9798886450309',
  title: 'Lamplight on the Water',
  subtitle: 'Stories from the Maine Coast',
  contributors: [
    { firstName: 'Ada', lastName: 'Author', role: 'A' },
    { firstName: 'Tomas', lastName: 'Reyes', role: 'I' },
  ],
  description: '<p>Eleven stories of keepers &amp; fishermen.</p>',
  categories: ['FIC029000', 'FIC019000', 'FIC999999'],
  audience: 'TRA',
  languageCode: 'eng',
  seriesName: 'Wren Point',
  seriesNumber: 1,
  listPrice: '14.99',
  publisherName: 'Wren Point Books',
};

const DRAFT: BacklistProject = {
  title: 'Lamplight on the Water',
  subtitle: null,
  contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A', email: 'ada@example.com' }],
  description: null,
  categories: [],
  audience: null,
  languageCode: null,
  seriesName: null,
  seriesNumber: null,
  listPrice: '12.99',
};

/** The project after a save of `patch` (what the server answers back), for the round-trip checks. */
function saved(p: BacklistProject, patch: Record<string, unknown>): BacklistProject {
  const next = { ...p, ...patch } as BacklistProject & Record<string, unknown>;
  if (patch.categories)
    next.categories = (patch.categories as string[]).map((id) => ({
      categoryId: id,
      categoryCrumbs: KNOWN.get(id) ?? '',
      bisac: id.split('-')[1] as string,
    }));
  return next;
}

describe('backlistChanges', () => {
  it('lists each field the listing would change, in order, with both values in words', () => {
    const changes = backlistChanges(DRAFT, LISTING, KNOWN);
    expect(changes.map((c) => c.field)).toEqual([
      'subtitle',
      'contributors',
      'description',
      'categories',
      'languageCode',
      'series',
      'listPrice',
    ]);
    expect(Object.fromEntries(changes.map((c) => [c.field, [c.current, c.catalogue]]))).toEqual({
      subtitle: [null, 'Stories from the Maine Coast'],
      contributors: ['Ada Author (Author)', 'Ada Author (Author), Tomas Reyes (Illustrator)'],
      description: [null, 'Eleven stories of keepers & fishermen.'],
      categories: [null, 'Fiction > Short Stories (single author); Fiction > Literary'],
      languageCode: [null, 'English'],
      series: [null, 'Wren Point, book 1'],
      listPrice: ['$12.99', '$14.99'],
    });
    expect(changes[0]?.label).toBe('Subtitle');
  });

  it('offers nothing the listing leaves empty, and nothing already the same', () => {
    const bare: CatalogueListing = {
      ...LISTING,
      subtitle: null,
      contributors: [],
      description: '  ',
      categories: [],
      languageCode: null,
      seriesName: null,
      listPrice: null,
    };
    expect(backlistChanges({ ...DRAFT, subtitle: 'Mine' }, bare, KNOWN)).toEqual([]);
    expect(
      backlistChanges({ ...DRAFT, title: ' Lamplight on the Water ' }, LISTING, KNOWN),
    ).not.toContainEqual(expect.objectContaining({ field: 'title' }));
    expect(backlistChanges({ ...DRAFT, listPrice: '14.990' }, LISTING, KNOWN)).not.toContainEqual(
      expect.objectContaining({ field: 'listPrice' }),
    );
  });

  it('a different series number is a change of the series', () => {
    const p = { ...DRAFT, seriesName: 'Wren Point', seriesNumber: 2 };
    expect(backlistChanges(p, LISTING, KNOWN).find((c) => c.field === 'series')).toMatchObject({
      current: 'Wren Point, book 2',
      catalogue: 'Wren Point, book 1',
    });
  });
});

describe('listingCategoryIds', () => {
  it("reads the BISAC codes in the project's tree, else the listing's, keeping those the catalog knows", () => {
    expect(listingCategoryIds(LISTING, null, KNOWN)).toEqual(['TRA-FIC029000', 'TRA-FIC019000']);
    expect(listingCategoryIds(LISTING, 'YA', KNOWN)).toEqual([]);
    expect(listingCategoryIds({ categories: ['YAF019000'], audience: 'TRA' }, 'YA', KNOWN)).toEqual([
      'YA-YAF019000',
    ]);
    expect(listingCategoryIds({ ...LISTING, audience: null }, null, KNOWN)).toEqual([]);
  });

  it('never more than five', () => {
    const many = new Map(Array.from({ length: 8 }, (_, i) => [`TRA-FIC00${i}000`, `F ${i}`]));
    const listing = { categories: [...many.keys()].map((id) => id.slice(4)), audience: 'TRA' as const };
    expect(listingCategoryIds(listing, null, many)).toHaveLength(5);
  });
});

describe('backlistPatch', () => {
  it('loads only the accepted fields that change, as a save body the project schema takes', () => {
    const { fields, patch } = backlistPatch(
      DRAFT,
      LISTING,
      ['title', 'subtitle', 'categories', 'series'],
      KNOWN,
    );
    // The title is already the listing's: accepting it loads nothing.
    expect(fields).toEqual(['subtitle', 'categories', 'series']);
    expect(patch).toEqual({
      subtitle: 'Stories from the Maine Coast',
      categories: ['TRA-FIC029000', 'TRA-FIC019000'],
      // The project had no audience: it takes the one the categories were read in.
      audience: 'TRA',
      inSeries: true,
      seriesName: 'Wren Point',
      seriesNumber: 1,
    });
    expect(projectSaveSchema.safeParse({ id: 'p', ...patch }).success).toBe(true);
  });

  it("keeps the e-mail address of a contributor the project already lists, and the project's audience", () => {
    const p = { ...DRAFT, audience: 'TRA' as const };
    const { patch } = backlistPatch(p, LISTING, ['contributors', 'categories'], KNOWN);
    expect(patch.contributors).toEqual([
      { firstName: 'Ada', lastName: 'Author', role: 'A', email: 'ada@example.com' },
      { firstName: 'Tomas', lastName: 'Reyes', role: 'I' },
    ]);
    expect(patch).not.toHaveProperty('audience');
  });

  it('whatever subset is accepted, after the save exactly the others are still offered', () => {
    fc.assert(
      fc.property(fc.subarray([...BACKLIST_FIELDS]), (accepted: BacklistField[]) => {
        const before = backlistChanges(DRAFT, LISTING, KNOWN).map((c) => c.field);
        const { fields, patch } = backlistPatch(DRAFT, LISTING, accepted, KNOWN);
        expect(fields).toEqual(before.filter((f) => accepted.includes(f)));
        const body = projectSaveSchema.parse({ id: 'p', ...patch });
        // The save takes every loaded field as a real change.
        expect(Object.keys(realChanges(DRAFT, body)).sort()).toEqual(Object.keys(body).sort());
        const after = backlistChanges(saved(DRAFT, patch), LISTING, KNOWN).map((c) => c.field);
        expect(after).toEqual(before.filter((f) => !accepted.includes(f)));
      }),
    );
  });
});

describe('richTextAsWords', () => {
  it('drops tags, reads entities and collapses white space', () => {
    expect(richTextAsWords('<p>One &amp; two</p>\n<p><em>three</em></p>')).toBe('One & two three');
    expect(richTextAsWords('<p> </p>')).toBeNull();
    expect(richTextAsWords(null)).toBeNull();
  });
});
