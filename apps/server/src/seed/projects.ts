import type { DemoProject } from '../modules/projects';
import { DEMO_FILE_SPEC, DEMO_FILES, type DemoFileName } from './demo-files';

export { RETAIL_CATALOGUE } from './retail-catalogue';

/** The files each demo book has (see DemoBook). */
export const demoFilesOf = (book: DemoBook) => (book.files?.names ?? []).map((name) => DEMO_FILES[name]);

/** Size of Quire's free ISBN pool seeded at start (979-8-98765-000 … 199). */
export const ISBN_POOL_SIZE = 200;

/**
 * A demo book and the files it has, placed as checked (and, with `approved`, approved) uploads.
 * Each book is as complete as its status says: an on-sale book passes every publishing check
 * (details, categories, price, files) so it can go off sale and on sale again; the ordered
 * print-on-demand book has its files checked and approved, so copies can be ordered.
 */
export type DemoBook = DemoProject & {
  files?: { names: DemoFileName[]; approved: boolean };
  /**
   * An on-sale book that went on sale this many days before the first seed (by default at the seed
   * itself): the demo's analytics history starts the day after, so a book with two years of sales
   * has been on sale for two years.
   */
  onSaleDaysAgo?: number;
};

const POD = DEMO_FILE_SPEC.pod;
const EBOOK_FILES = { names: ['ebookInterior', 'ebookCover'] as DemoFileName[], approved: true };

/** The demo author's books (demo mode only): two on-sale eBooks with EANs, an orderable POD book, drafts. */
export const DEMO_PROJECTS: DemoBook[] = [
  {
    type: 'EBOOK',
    title: 'The Lighthouse Keeper’s Daughter',
    subtitle: 'A Novel',
    status: 'ONSALE',
    listPrice: '4.99',
    isbn: '9798886450101',
    languageCode: 'eng',
    audience: 'TRA',
    subjectType: 'F',
    // A backlist title first published in 2019, so the demo can nominate it for the 2019 template.
    publicationDate: '2019-05-14',
    copyrightYear: 2019,
    // On sale through Quire for two years and a day: the whole of the analytics history.
    onSaleDaysAgo: 731,
    description:
      '<p>On a storm-bound island off the Maine coast, Nell Prior keeps the light her father left her.</p>',
    contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
    categories: ['TRA-FIC047000', 'TRA-FIC019000'],
    files: EBOOK_FILES,
  },
  {
    type: 'POD',
    title: 'Field Notes from the Allotment',
    subtitle: 'A Year of Growing Vegetables',
    // Ordered: complete, with its interior and cover checked and approved, so copies can be ordered.
    status: 'ORDERED',
    bookSizeType: `${POD.pageSize}-${POD.coverFormat}-${POD.printColor}`,
    pageSize: POD.pageSize,
    pageCount: POD.pageCount,
    printColor: POD.printColor,
    paperColor: POD.paperColor,
    coverFormat: POD.coverFormat,
    coverFinish: 'MATTE',
    coverType: 'full',
    languageCode: 'eng',
    audience: 'TRA',
    subjectType: 'NF',
    copyrightYear: 2025,
    description:
      '<p>Twelve months on a town allotment: what to sow, when to water, and what the slugs left.</p>',
    contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
    categories: ['TRA-GAR000000'],
    files: { names: ['podInterior', 'podCover'], approved: true },
  },
  {
    type: 'PRINT',
    title: 'Harbour Lights',
    subtitle: 'Poems',
    status: 'NEW',
    bookSizeType: '5.5x8.5-HARDCOVER-BLACK_WHITE',
    pageSize: '5.5x8.5',
    pageCount: 96,
    printColor: 'BLACK_WHITE',
    paperColor: 'WHITE',
    coverFormat: 'HARDCOVER',
    coverFinish: 'GLOSS',
    listPrice: '18.99',
    languageCode: 'eng',
    audience: 'TRA',
    subjectType: 'F',
    copyrightYear: 2026,
    contributors: [
      { firstName: 'Ada', lastName: 'Author', role: 'A' },
      { firstName: 'Tomas', lastName: 'Reyes', role: 'I' },
    ],
  },
  {
    type: 'EBOOK',
    title: 'The Clockwork Orchard',
    status: 'ONSALE',
    listPrice: '2.99',
    isbn: '9798886450118',
    seriesName: 'The Brasswood Chronicles',
    seriesNumber: 1,
    languageCode: 'eng',
    audience: 'YA',
    subjectType: 'F',
    copyrightYear: 2023,
    // Launched some thirteen months ago, so the history shows its launch and its first December.
    onSaleDaysAgo: 400,
    description:
      '<p>In a city that runs on brass and steam, Wren Hollis finds an orchard that keeps time.</p>',
    contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
    categories: ['YA-YAF060000', 'YA-YAF019000'],
    files: EBOOK_FILES,
  },
  {
    type: 'EBOOK',
    title: 'The Glass Foundry',
    status: 'EDITING',
    listPrice: '3.99',
    seriesName: 'The Brasswood Chronicles',
    seriesNumber: 2,
    languageCode: 'eng',
    audience: 'YA',
    subjectType: 'F',
    copyrightYear: 2025,
    contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
    categories: ['YA-YAF060000'],
  },
];
