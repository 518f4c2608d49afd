import type { RetailEntry } from '../modules/isbn';

/**
 * The retailer's catalogue as Quire sees it: ISBNs registered to other publishers (a typed one is
 * refused with 21025), each with its listing's metadata as the retailer holds it (backlist metadata,
 * decision 047): the real editions' subtitles, contributors, BISAC subjects, series and US list
 * prices for the classics (descriptions in our own words). Two belong to a small press whose vendor
 * number allows an ISBN transfer in the demo; the last is the demo author's own earlier book, the
 * one the demo's backlist project loads (seed/backlist.ts).
 */
export const RETAIL_CATALOGUE: RetailEntry[] = [
  {
    isbn: '9780141439518',
    title: 'Pride and Prejudice',
    subtitle: null,
    contributors: [
      { firstName: 'Jane', lastName: 'Austen', role: 'A' },
      { firstName: 'Vivien', lastName: 'Jones', role: 'E' },
      { firstName: 'Tony', lastName: 'Tanner', role: 'V' },
    ],
    description:
      '<p>Elizabeth Bennet meets the proud Mr Darcy at a country ball and decides at once that she dislikes him. Austen’s comedy of first impressions, family embarrassment and the marriage market of Regency England.</p><p>Edited with an introduction and notes by Vivien Jones; the original introduction by Tony Tanner.</p>',
    categories: ['FIC004000', 'FIC027050', 'FIC019000'],
    audience: 'TRA',
    languageCode: 'eng',
    seriesName: 'Penguin Classics',
    seriesNumber: null,
    listPrice: '10.00',
    publisherName: 'Penguin Classics',
    vendorNumber: null,
  },
  {
    isbn: '9780743273565',
    title: 'The Great Gatsby',
    subtitle: null,
    contributors: [{ firstName: 'F. Scott', lastName: 'Fitzgerald', role: 'A' }],
    description:
      '<p>Nick Carraway rents a cottage on Long Island next to the mansion of Jay Gatsby, whose parties are the talk of the summer of 1922, and learns what Gatsby wants from the woman across the bay.</p>',
    categories: ['FIC004000', 'FIC019000'],
    audience: 'TRA',
    languageCode: 'eng',
    seriesName: null,
    seriesNumber: null,
    listPrice: '17.00',
    publisherName: 'Scribner',
    vendorNumber: null,
  },
  {
    isbn: '9780061120084',
    title: 'To Kill a Mockingbird',
    subtitle: null,
    contributors: [{ firstName: 'Harper', lastName: 'Lee', role: 'A' }],
    description:
      '<p>In Maycomb, Alabama, Scout Finch and her brother Jem watch their father defend a Black man accused of a crime he did not commit, and grow up a little in the watching.</p>',
    categories: ['FIC004000', 'FIC019000', 'FIC043000'],
    audience: 'TRA',
    languageCode: 'eng',
    seriesName: 'Harper Perennial Modern Classics',
    seriesNumber: null,
    listPrice: '18.99',
    publisherName: 'Harper Perennial',
    vendorNumber: null,
  },
  {
    isbn: '9780451524935',
    title: 'Nineteen Eighty-Four',
    subtitle: null,
    contributors: [
      { firstName: 'George', lastName: 'Orwell', role: 'A' },
      { firstName: 'Erich', lastName: 'Fromm', role: 'other' },
    ],
    description:
      '<p>Winston Smith rewrites the past for the Ministry of Truth in a Britain ruled by the Party and watched by Big Brother, until he starts a diary. With an afterword by Erich Fromm.</p>',
    categories: ['FIC004000', 'FIC055000', 'FIC037000'],
    audience: 'TRA',
    languageCode: 'eng',
    seriesName: 'Signet Classics',
    seriesNumber: null,
    listPrice: '9.99',
    publisherName: 'Signet Classics',
    vendorNumber: null,
  },
  {
    isbn: '9780316769488',
    title: 'The Catcher in the Rye',
    subtitle: null,
    contributors: [{ firstName: 'J. D.', lastName: 'Salinger', role: 'A' }],
    description:
      '<p>Expelled from his prep school, sixteen-year-old Holden Caulfield spends three days alone in New York before going home, and tells us about it.</p>',
    categories: ['FIC004000', 'FIC019000', 'FIC043000'],
    audience: 'TRA',
    languageCode: 'eng',
    seriesName: null,
    seriesNumber: null,
    listPrice: '9.99',
    publisherName: 'Little, Brown',
    vendorNumber: null,
  },
  {
    isbn: '9781250301697',
    title: 'The Silent Patient',
    subtitle: null,
    contributors: [{ firstName: 'Alex', lastName: 'Michaelides', role: 'A' }],
    description:
      '<p>Alicia Berenson shoots her husband and never speaks again. Theo Faber, a forensic psychotherapist, takes a job at the secure unit where she is held, determined to make her talk.</p>',
    categories: ['FIC031080', 'FIC030000'],
    audience: 'TRA',
    languageCode: 'eng',
    seriesName: null,
    seriesNumber: null,
    listPrice: '26.99',
    publisherName: 'Celadon Books',
    vendorNumber: null,
  },
  {
    isbn: '9798886450019',
    title: 'Tidewater Almanac',
    subtitle: 'A Year on the Chesapeake',
    contributors: [
      { firstName: 'Marian', lastName: 'Pike', role: 'A' },
      { firstName: 'Owen', lastName: 'Pike', role: 'P' },
    ],
    description:
      '<p>Month by month on the Chesapeake Bay: the shad run, crabbing season, the osprey’s return and the ice in the creeks, with the watermen who still work it.</p>',
    categories: ['NAT000000', 'TRV025000'],
    audience: 'TRA',
    languageCode: 'eng',
    seriesName: 'Lantern Hill Almanacs',
    seriesNumber: 1,
    listPrice: '19.95',
    publisherName: 'Lantern Hill Press',
    vendorNumber: 'V2000417',
  },
  {
    isbn: '9798886450026',
    title: 'Salt Marsh Songs',
    subtitle: 'Poems',
    contributors: [{ firstName: 'Marian', lastName: 'Pike', role: 'A' }],
    description: '<p>Forty poems of herons, high tides and the long light over the marsh.</p>',
    categories: ['POE000000'],
    audience: 'TRA',
    languageCode: 'eng',
    seriesName: null,
    seriesNumber: null,
    listPrice: '14.00',
    publisherName: 'Lantern Hill Press',
    vendorNumber: 'V2000417',
  },
  {
    isbn: '9798886450309',
    title: 'Lamplight on the Water',
    subtitle: 'Stories from the Maine Coast',
    contributors: [
      { firstName: 'Ada', lastName: 'Author', role: 'A' },
      { firstName: 'Tomas', lastName: 'Reyes', role: 'I' },
    ],
    description:
      '<p>Eleven stories of lighthouse keepers, lobstermen and the families who wait for them, from the author of <em>The Lighthouse Keeper’s Daughter</em>.</p>',
    categories: ['FIC029000', 'FIC047000'],
    audience: 'TRA',
    languageCode: 'eng',
    seriesName: 'Wren Point Stories',
    seriesNumber: 1,
    listPrice: '15.99',
    publisherName: 'Wren Point Books',
    // The demo author's own vendor number: the book they published before Quire.
    vendorNumber: 'V1000001',
  },
];
