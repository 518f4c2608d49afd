import type { RetailEntry } from '../modules/isbn';
import type { DemoProject } from '../modules/projects';

/**
 * The retailer's catalogue as Quire sees it: ISBNs registered to other publishers (a typed one is
 * refused with 21025). The last two belong to a small press whose vendor number allows an ISBN
 * transfer in the demo.
 */
export const RETAIL_CATALOGUE: RetailEntry[] = [
  {
    isbn: '9780141439518',
    title: 'Pride and Prejudice',
    publisherName: 'Penguin Classics',
    vendorNumber: null,
  },
  { isbn: '9780743273565', title: 'The Great Gatsby', publisherName: 'Scribner', vendorNumber: null },
  {
    isbn: '9780061120084',
    title: 'To Kill a Mockingbird',
    publisherName: 'Harper Perennial',
    vendorNumber: null,
  },
  {
    isbn: '9780451524935',
    title: 'Nineteen Eighty-Four',
    publisherName: 'Signet Classics',
    vendorNumber: null,
  },
  {
    isbn: '9780316769488',
    title: 'The Catcher in the Rye',
    publisherName: 'Little, Brown',
    vendorNumber: null,
  },
  { isbn: '9781250301697', title: 'The Silent Patient', publisherName: 'Celadon Books', vendorNumber: null },
  {
    isbn: '9798886450019',
    title: 'Tidewater Almanac',
    publisherName: 'Lantern Hill Press',
    vendorNumber: 'V2000417',
  },
  {
    isbn: '9798886450026',
    title: 'Salt Marsh Songs',
    publisherName: 'Lantern Hill Press',
    vendorNumber: 'V2000417',
  },
];

/** Size of Quire's free ISBN pool seeded at start (979-8-98765-000 … 199). */
export const ISBN_POOL_SIZE = 200;

/** The demo author's books (demo mode only), so the dashboard is not empty. */
export const DEMO_PROJECTS: DemoProject[] = [
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
    copyrightYear: 2024,
    description:
      '<p>On a storm-bound island off the Maine coast, Nell Prior keeps the light her father left her.</p>',
    contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
  },
  {
    type: 'POD',
    title: 'Field Notes from the Allotment',
    subtitle: 'A Year of Growing Vegetables',
    status: 'EDITING',
    bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
    pageSize: '6x9',
    pageCount: 220,
    printColor: 'BLACK_WHITE',
    paperColor: 'CREAM',
    coverFormat: 'SOFTCOVER',
    coverFinish: 'MATTE',
    languageCode: 'eng',
    audience: 'TRA',
    subjectType: 'NF',
    copyrightYear: 2025,
    contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
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
    contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
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
  },
];
