import { describe, expect, it } from 'vitest';
import { projectSaveSchema } from './schema';

function issues(body: unknown) {
  const r = projectSaveSchema.safeParse(body);
  if (r.success) return {};
  const out: Record<string, { message: string; code?: unknown }> = {};
  for (const i of r.error.issues) {
    const key = i.path.join('.');
    if (!out[key])
      out[key] = { message: i.message, code: (i as { params?: { code?: unknown } }).params?.code };
  }
  return out;
}

const category = (n: number) => `FIC0${String(n).padStart(5, '0')}`;
const categoryObject = (n: number) => ({
  categoryId: category(n),
  categoryCrumbs: `Fiction > ${n}`,
  bisac: category(n),
});

describe('projectSaveSchema', () => {
  it('creates a book of any type with its title', () => {
    expect(projectSaveSchema.parse({ type: 'EBOOK', title: 'Sea Glass' })).toEqual({
      type: 'EBOOK',
      title: 'Sea Glass',
    });
    expect(projectSaveSchema.parse({ type: 'PRINT', title: '  My Book ' })).toEqual({
      type: 'PRINT',
      title: 'My Book',
    });
  });

  it('requires the type and the title of every book on create, with the required message', () => {
    expect(issues({})).toEqual({
      type: { message: 'Please choose a book type.', code: undefined },
      title: { message: 'Please enter the title.', code: undefined },
    });
    // No book is given a title behind its author's back: an eBook needs one too.
    expect(issues({ type: 'EBOOK' })).toEqual({
      title: { message: 'Please enter the title.', code: undefined },
    });
    expect(issues({ type: 'EBOOK', title: '   ' }).title?.message).toBe('Please enter the title.');
    expect(issues({ type: 'PRINT' }).title?.message).toBe('Please enter the title.');
    expect(issues({ type: 'POD', title: '  ' }).title?.message).toBe('Please enter the title.');
    expect(issues({ type: 'NOVEL' }).type?.message).toBe('Please choose a book type.');
    expect(issues({ id: 'p1', title: 'New title' })).toEqual({});
    expect(issues({ type: 'PRINT', title: null }).title?.message).toBe('Please enter the title.');
    expect(issues({ type: 'EBOOK', title: null }).title?.message).toBe('Please enter the title.');
  });

  it('refuses a sixth category on `categories`', () => {
    const five = [1, 2, 3, 4, 5].map(category);
    expect(issues({ id: 'p1', categories: five })).toEqual({});
    expect(issues({ id: 'p1', categories: [...five, category(6)] })).toEqual({
      categories: { message: 'You can choose up to 5 categories.', code: undefined },
    });
    expect(issues({ id: 'p1', categories: [category(1), category(1)] })['categories.1']?.message).toBe(
      'This category is already chosen.',
    );
  });

  it('takes a category as its id or as the project answers it, and keeps the id alone', () => {
    expect(projectSaveSchema.parse({ id: 'p1', categories: [` ${category(1)} `] }).categories).toEqual([
      category(1),
    ]);
    // The crumbs and BISAC code sent are ignored, however wrong: the server fills them from the catalog.
    const loaded = [categoryObject(1), { ...categoryObject(2), categoryCrumbs: 'Made up', bisac: 'XXX' }];
    expect(projectSaveSchema.parse({ id: 'p1', categories: loaded }).categories).toEqual([
      category(1),
      category(2),
    ]);
    expect(
      projectSaveSchema.parse({ id: 'p1', categories: [{ categoryId: category(3) }] }).categories,
    ).toEqual([category(3)]);
    expect(
      projectSaveSchema.parse({ id: 'p1', categories: [category(1), categoryObject(2)] }).categories,
    ).toEqual([category(1), category(2)]);
    expect(issues({ id: 'p1', categories: [''] })['categories.0']?.message).toBe('Please choose a category.');
    expect(issues({ id: 'p1', categories: [{ categoryId: ' ' }] })['categories.0']).toBeDefined();
    expect(issues({ id: 'p1', categories: [{ categoryCrumbs: 'Fiction' }] })['categories.0']).toBeDefined();
    expect(issues({ id: 'p1', categories: [42] })['categories.0']).toBeDefined();
  });

  it('counts duplicates and the limit of five the same whichever form a category takes', () => {
    expect(issues({ id: 'p1', categories: [category(1), categoryObject(1)] })['categories.1']?.message).toBe(
      'This category is already chosen.',
    );
    expect(issues({ id: 'p1', categories: [1, 2, 3, 4, 5, 6].map(categoryObject) }).categories?.message).toBe(
      'You can choose up to 5 categories.',
    );
  });

  it('refuses an odd or out-of-range page count with the even-number rule', () => {
    for (const pageCount of [17, 19, 801, 802, '20.5', 'abc', 16]) {
      expect(issues({ id: 'p1', pageCount }).pageCount?.message).toBe(
        'Please enter an even number from 18 to 800.',
      );
    }
    expect(projectSaveSchema.parse({ id: 'p1', pageCount: '200' }).pageCount).toBe(200);
    expect(projectSaveSchema.parse({ id: 'p1', pageCount: 18 }).pageCount).toBe(18);
    expect(projectSaveSchema.parse({ id: 'p1', pageCount: 800 }).pageCount).toBe(800);
  });

  it('refuses a bad ISBN with its catalogue code and stores a good one as ISBN-13', () => {
    expect(issues({ id: 'p1', isbn: '978-0-306-40615-8' }).isbn).toEqual({
      message: 'Please enter a valid ISBN.',
      code: '21006',
    });
    expect(issues({ id: 'p1', isbn: '12-34' }).isbn).toEqual({
      message: 'Please enter a valid ISBN/EAN.',
      code: '21040',
    });
    expect(projectSaveSchema.parse({ id: 'p1', isbn: '0-306-40615-2' }).isbn).toBe('9780306406157');
    expect(projectSaveSchema.parse({ id: 'p1', isbn: null }).isbn).toBeNull();
  });

  it('refuses an eBook list price outside the bands on `listPrice`', () => {
    expect(issues({ type: 'EBOOK', listPrice: '0.50' }).listPrice?.message).toBe(
      'Please enter a price of $0.00 or from $0.99 to $199.99.',
    );
    expect(issues({ type: 'EBOOK', listPrice: 200 }).listPrice?.message).toBe(
      'Please enter a price of $0.00 or from $0.99 to $199.99.',
    );
    expect(issues({ type: 'EBOOK', listPrice: '1.999' }).listPrice?.message).toBe(
      'Please enter a price with at most two decimals.',
    );
    expect(projectSaveSchema.parse({ type: 'EBOOK', title: 'T', listPrice: 9.9 }).listPrice).toBe('9.90');
    expect(projectSaveSchema.parse({ type: 'PRINT', title: 'T', listPrice: '250' }).listPrice).toBe('250.00');
  });

  it('answers a price that is not a number with the digits message, a malformed number with the price one', () => {
    for (const listPrice of ['abc', '4.9x', '$5', '', '1.2.3']) {
      expect(issues({ id: 'p1', listPrice }).listPrice?.message, listPrice).toBe(
        'Please enter numbers only in this field.',
      );
    }
    for (const listPrice of ['1.999', '-5', 10000, '10,000.00']) {
      expect(issues({ id: 'p1', listPrice }).listPrice?.message, String(listPrice)).toBe(
        'Please enter a price with at most two decimals.',
      );
    }
    expect(projectSaveSchema.parse({ id: 'p1', listPrice: '1,234.5' }).listPrice).toBe('1234.50');
    expect(projectSaveSchema.parse({ id: 'p1', listPrice: '4.500' }).listPrice).toBe('4.50');
    expect(projectSaveSchema.parse({ id: 'p1', listPrice: '9999.99' }).listPrice).toBe('9999.99');
  });

  it('puts the duplicate contributor e-mail message on the later contributor', () => {
    const c = (email: string) => ({ firstName: 'Ann', lastName: 'Lee', role: 'A', email });
    expect(issues({ id: 'p1', contributors: [c('a@b.co'), c(' A@B.CO ')] })).toEqual({
      'contributors.1.email': {
        message: 'A contributor already exists with this email address',
        code: undefined,
      },
    });
    expect(
      issues({ id: 'p1', contributors: [{ firstName: '', lastName: 'x', role: 'Z', email: 'nope' }] }),
    ).toEqual({
      'contributors.0.firstName': { message: 'Please enter the first name.', code: undefined },
      'contributors.0.role': { message: 'Please choose a contributor role.', code: undefined },
      'contributors.0.email': { message: 'Please enter a valid email address.', code: undefined },
    });
    expect(projectSaveSchema.parse({ id: 'p1', contributors: [c('')] }).contributors?.[0]?.email).toBeNull();
  });

  it('checks the copyright year from 2014 to next year', () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(issues({ id: 'p1', copyrightYear: 2014 })).toEqual({});
    expect(issues({ id: 'p1', copyrightYear: next })).toEqual({});
    expect(issues({ id: 'p1', copyrightYear: 2013 }).copyrightYear?.message).toBe(
      `Please enter a year from 2014 to ${next}.`,
    );
    expect(issues({ id: 'p1', copyrightYear: next + 1 }).copyrightYear).toBeDefined();
  });

  it('checks the enumerations, trim and cover format together', () => {
    expect(issues({ id: 'p1', pageSize: '6x9', coverFormat: 'HARDCOVER_DUST_JACKET' })).toEqual({});
    expect(issues({ id: 'p1', pageSize: '5x8', coverFormat: 'HARDCOVER' }).coverFormat?.message).toBe(
      'This cover format is not available for the chosen book size.',
    );
    expect(Object.keys(issues({ id: 'p1', pageSize: '4x4', printColor: 'RED', paperColor: 'BLUE' }))).toEqual(
      ['pageSize', 'printColor', 'paperColor'],
    );
    expect(issues({ id: 'p1', languageCode: 'xxx' }).languageCode?.message).toBe('Please choose a language.');
    expect(issues({ id: 'p1', languageCode: 'wel', audience: 'JUV', ageRange: 'SIX_EIGHT' })).toEqual({});
  });

  it('reports every field error at once, cross-field ones included', () => {
    const keys = Object.keys(
      issues({
        type: 'PRINT',
        pageCount: 19,
        isbn: '9780306406158',
        categories: [1, 2, 3, 4, 5, 6].map(category),
        copyrightYear: 1999,
        runtime: '1h',
      }),
    ).sort();
    expect(keys).toEqual(['categories', 'copyrightYear', 'isbn', 'pageCount', 'runtime', 'title']);
  });

  it('drops unknown fields and turns empty optional text into null', () => {
    expect(projectSaveSchema.parse({ id: 'p1', status: 'ONSALE', subtitle: '  ' })).toEqual({
      id: 'p1',
      subtitle: null,
    });
  });
});
