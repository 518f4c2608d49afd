import type { SeedUser } from '../modules/accounts';
import type { DemoBook } from './projects';

/**
 * The demo's small press (demo mode): an account that uses merchandising, its catalogue of on-sale
 * eBooks (QUIRE_DEMO_CATALOGUE) and, through seed/nominations.ts, the nominations an administrator
 * reviews. Its ISBNs (979-8-88645-200 … 211) are its own: none is the demo author's, the retail
 * catalogue's or in the free pool.
 */
export const DEMO_PUBLISHER: SeedUser = {
  email: 'publisher@example.com',
  password: 'Publisher2026',
  firstName: 'Fran',
  lastName: 'Finch',
  role: 'AUTHOR',
  vendorStatus: 'Active',
  businessStatus: 'Active',
  vendorNumber: 'V1000002',
  permissions: ['MERCHANDISING'],
};

export const DEMO_PUBLISHER_NAME = 'Harbour & Finch Press';

const FILES = { names: ['ebookInterior', 'ebookCover'], approved: true } satisfies DemoBook['files'];

/** What every one of the press's eBooks shares: on sale, in English, its files checked and approved. */
const ebook = (book: Omit<DemoBook, 'type' | 'status' | 'languageCode' | 'publisherName'>): DemoBook => ({
  type: 'EBOOK',
  status: 'ONSALE',
  languageCode: 'eng',
  publisherName: DEMO_PUBLISHER_NAME,
  files: FILES,
  ...book,
});

/** Twelve on-sale eBooks, each complete enough to go off sale and on sale again; three first published in 2019. */
export const PUBLISHER_PROJECTS: DemoBook[] = [
  ebook({
    title: 'The Cartographer’s Apprentice',
    listPrice: '6.99',
    isbn: '9798886452006',
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2019-03-12',
    copyrightYear: 2019,
    description:
      '<p>Ivo Marsh draws maps for a guild that sells them to pirates, until he charts an island that is not there.</p>',
    contributors: [{ firstName: 'Imogen', lastName: 'Hale', role: 'A' }],
    categories: ['TRA-FIC009030', 'TRA-FIC002000'],
  }),
  ebook({
    title: 'A Winter at Gull Cottage',
    listPrice: '4.99',
    isbn: '9798886452013',
    // Some of the demo author's readers buy it too (the analytics' "other authors"), so it was on sale then.
    onSaleDaysAgo: 800,
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2019-11-05',
    copyrightYear: 2019,
    description:
      '<p>A widowed baker rents a cottage on the Cornish coast for one quiet winter. The village has other plans.</p>',
    contributors: [{ firstName: 'Rosalind', lastName: 'Gray', role: 'A' }],
    categories: ['TRA-FIC027660', 'TRA-FIC027650'],
  }),
  ebook({
    title: 'Murder at the Mill Race',
    subtitle: 'A Thornbury Mystery',
    listPrice: '5.99',
    isbn: '9798886452020',
    seriesName: 'The Thornbury Mysteries',
    seriesNumber: 1,
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2021-04-20',
    copyrightYear: 2021,
    description:
      '<p>When the miller is found in his own race, retired schoolteacher Edith Pike suspects the parish council.</p>',
    contributors: [{ firstName: 'Margaret', lastName: 'Quill', role: 'A' }],
    categories: ['TRA-FIC022070', 'TRA-FIC022100'],
  }),
  ebook({
    title: 'The Night Ferry',
    listPrice: '7.99',
    isbn: '9798886452037',
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2022-09-13',
    copyrightYear: 2022,
    description:
      '<p>Eleven passengers board the last ferry to Rosslare. Ten of them are lying about why.</p>',
    contributors: [{ firstName: 'Daniel', lastName: 'Okafor', role: 'A' }],
    categories: ['TRA-FIC031080', 'TRA-FIC030000'],
  }),
  ebook({
    title: 'Tidelines',
    listPrice: '3.99',
    isbn: '9798886452044',
    // Some of the demo author's readers buy it too (the analytics' "other authors"), so it was on sale then.
    onSaleDaysAgo: 800,
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2023-02-07',
    copyrightYear: 2023,
    description:
      '<p>Three generations of women, one house on the estuary, and the summer the river took the garden.</p>',
    contributors: [{ firstName: 'Catrin', lastName: 'Morgan', role: 'A' }],
    categories: ['TRA-FIC019000', 'TRA-FIC044000'],
  }),
  ebook({
    title: 'The Beekeeper’s Year',
    subtitle: 'Twelve Months with a Backyard Hive',
    listPrice: '9.99',
    isbn: '9798886452051',
    audience: 'TRA',
    subjectType: 'NF',
    publicationDate: '2020-05-19',
    copyrightYear: 2020,
    description:
      '<p>From the first spring inspection to wrapping the hive for winter: a practical year with the bees.</p>',
    contributors: [{ firstName: 'Tom', lastName: 'Ashby', role: 'A' }],
    categories: ['TRA-GAR000000', 'TRA-NAT000000'],
  }),
  ebook({
    title: 'Emberfall',
    listPrice: '3.99',
    isbn: '9798886452068',
    seriesName: 'The Ember Isles',
    seriesNumber: 1,
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2022-03-01',
    copyrightYear: 2022,
    description:
      '<p>The volcano that feeds the isles is waking, and only a disgraced fire-reader believes it.</p>',
    contributors: [{ firstName: 'Sefa', lastName: 'Tuilagi', role: 'A' }],
    categories: ['TRA-FIC009070', 'TRA-FIC002000'],
  }),
  ebook({
    title: 'Ashes of the Ember Isles',
    listPrice: '4.99',
    isbn: '9798886452075',
    seriesName: 'The Ember Isles',
    seriesNumber: 2,
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2023-06-06',
    copyrightYear: 2023,
    description: '<p>The isles survived the eruption. Their rulers may not survive the peace.</p>',
    contributors: [{ firstName: 'Sefa', lastName: 'Tuilagi', role: 'A' }],
    categories: ['TRA-FIC009070'],
  }),
  ebook({
    title: 'Letters from the Front Porch',
    listPrice: '4.99',
    isbn: '9798886452082',
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2019-06-18',
    copyrightYear: 2019,
    description:
      '<p>Two neighbours who have not spoken in thirty years begin leaving each other notes under a flowerpot.</p>',
    contributors: [{ firstName: 'June', lastName: 'Whitaker', role: 'A' }],
    categories: ['TRA-FIC044000', 'TRA-FIC065000'],
  }),
  ebook({
    title: 'The Quiet Harbour',
    listPrice: '2.99',
    isbn: '9798886452099',
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2024-04-16',
    copyrightYear: 2024,
    description:
      '<p>A harbourmaster’s daughter comes home to sell the boatyard, and finds the boatbuilder she left behind.</p>',
    contributors: [{ firstName: 'Rosalind', lastName: 'Gray', role: 'A' }],
    categories: ['TRA-FIC027020', 'TRA-FIC027650'],
  }),
  ebook({
    title: 'Paper Kites',
    listPrice: '5.99',
    isbn: '9798886452105',
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2021-08-24',
    copyrightYear: 2021,
    description:
      '<p>The summer of 1986, a seaside town and four friends who promise to fly a kite from every pier in Wales.</p>',
    contributors: [{ firstName: 'Owen', lastName: 'Pritchard', role: 'A' }],
    categories: ['TRA-FIC043000', 'TRA-FIC019000'],
  }),
  ebook({
    title: 'The Lantern Room',
    listPrice: '6.99',
    isbn: '9798886452112',
    audience: 'TRA',
    subjectType: 'F',
    publicationDate: '2024-10-08',
    copyrightYear: 2024,
    description:
      '<p>A lighthouse turned holiday let, a storm that closes the causeway, and a guest who is not on the booking.</p>',
    contributors: [
      { firstName: 'Hannah', lastName: 'Brooke', role: 'A' },
      { firstName: 'Felix', lastName: 'Brooke', role: 'A' },
    ],
    categories: ['TRA-FIC030000', 'TRA-FIC031100'],
  }),
];
