import type { IsbnService } from '../modules/isbn';
import type { createProjectsSeeder, DemoProject } from '../modules/projects';

/**
 * The demo author's backlist book (with the demo catalogue): a short-story collection they published
 * before Quire under their own vendor number, listed in the retail catalogue (seed/retail-catalogue.ts)
 * and transferred to their account, now a draft print book whose details are behind the listing's:
 * no subtitle, one contributor of two, a first-draft description, no categories, language or series,
 * an older list price. "Load metadata from the retail catalogue" on its ISBN step brings them in.
 */
export const DEMO_BACKLIST_BOOK: DemoProject & { isbn: string } = {
  type: 'PRINT',
  title: 'Lamplight on the Water',
  status: 'NEW',
  isbn: '9798886450309',
  bookSizeType: '5.5x8.5-SOFTCOVER-BLACK_WHITE',
  pageSize: '5.5x8.5',
  pageCount: 184,
  printColor: 'BLACK_WHITE',
  paperColor: 'CREAM',
  coverFormat: 'SOFTCOVER',
  coverFinish: 'MATTE',
  listPrice: '12.99',
  audience: 'TRA',
  subjectType: 'F',
  copyrightYear: 2017,
  description: '<p>Stories from the coast.</p>',
  contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
};

/** Older than the demo's other books, so the dashboard still opens on those. */
const DRAFTED_DAYS_AGO = 30;

/** Gives the demo author the backlist book once (insert-only, kept by its ISBN), its ISBN transferred to them. */
export async function seedDemoBacklist(
  services: {
    isbn: Pick<IsbnService, 'seedTransferred'>;
    projectsSeeder: Pick<ReturnType<typeof createProjectsSeeder>, 'seedDemoOnce'>;
  },
  author: string,
  now: Date,
): Promise<void> {
  await services.isbn.seedTransferred(DEMO_BACKLIST_BOOK.isbn, author);
  await services.projectsSeeder.seedDemoOnce(
    author,
    DEMO_BACKLIST_BOOK,
    new Date(now.getTime() - DRAFTED_DAYS_AGO * 86_400_000),
  );
}
