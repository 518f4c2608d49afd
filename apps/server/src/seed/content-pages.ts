import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { EBOOK_ROYALTY_BANDS, ebookQuote, formatPrice, printQuote, ratePercent } from '@quire/domain';
import type { ContentImages, ContentPagesService, PageSeed } from '../modules/content';
import shots from './assets/home-screenshots.json' with { type: 'json' };
import { COMPANY_PAGES, PUBLISHING_PAGES } from './content-pages-copy';
import { DEMO_PROJECTS } from './projects';

/**
 * The site's pages as a fresh Quire starts with them (the home page's content and the footer's
 * pages): written once per page, as its version 1, and never again once the page has any version,
 * so an administrator's edits survive restarts. Every figure comes from the domain's rules (the
 * eBook bands of spec 1 §9, ebookQuote, printQuote), so the copy cannot drift from what Quire
 * computes. The home page shows two screenshots of Quire itself (`npm run screenshots` takes them),
 * stored as content images like an administrator's uploads.
 */

const money = (amount: string) => formatPrice(amount);

/** The eBook royalty bands (spec 1 §9) as a table: the royalty rate is 1 − the retail share. */
export function royaltyTable(): string {
  const rows = EBOOK_ROYALTY_BANDS.map((b) => {
    const free = b.max === '0.00';
    const price = free ? `${money(b.min)} (free)` : `${money(b.min)} to ${money(b.max)}`;
    const yours = free ? 'Nothing to earn or pay' : ratePercent(b.royaltyRate);
    return `<tr><th scope="row">${price}</th><td>${ratePercent(b.share)}</td><td>${yours}</td></tr>`;
  });
  return [
    '<table><caption>eBook royalties by list price</caption>',
    '<thead><tr><th scope="col">List price</th><th scope="col">Retail and distribution share</th><th scope="col">Your royalty rate</th></tr></thead>',
    `<tbody>${rows.join('')}</tbody></table>`,
  ].join('');
}

/** What an eBook earns at a price, in words: "$4.99 × 65% = $3.24". */
const ebookSum = (price: string) => {
  const q = ebookQuote(price);
  return `${money(q.price)} × ${ratePercent(q.royalty_rate)} = ${money(q.net_royalty)}`;
};

/** The demo's print book: a 6 × 9 in paperback of 240 black and white pages on white paper. */
const PRINT_EXAMPLE = {
  pageSize: '6x9',
  pageCount: 240,
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
} as const;

/** The worked examples: one eBook at $4.99, two other prices, and a print book. */
export function royaltyExample(withPrint = true): string {
  const q = ebookQuote('4.99');
  const share = EBOOK_ROYALTY_BANDS.find((b) => b.min === '2.99')?.share ?? '0.35';
  return [
    '<h3 id="example">A worked example</h3>',
    `<p>You price your eBook at ${money(q.price)}. That is in the ${money('2.99')} to ${money('9.99')} band, where the retail and distribution share is ${ratePercent(share)}, so your royalty rate is ${ratePercent(q.royalty_rate)}: <strong>${ebookSum('4.99')}</strong> for every copy sold. At ${money('12.99')} you would earn ${money(ebookQuote('12.99').net_royalty)} a copy, and at ${money('1.99')}, ${money(ebookQuote('1.99').net_royalty)}.</p>`,
    withPrint ? printExample() : '',
  ].join('');
}

/** The print book's example: 45% to retail and distribution, printing out of the rest. */
function printExample(): string {
  const print = printQuote({ ...PRINT_EXAMPLE, price: '14.99' });
  return `<p>For a print book the retail and distribution share is ${ratePercent(print.retail_margin)} of the list price, and the printing cost comes out of the rest. A 6 × 9 in paperback of 240 black and white pages costs ${money(print.printing_cost)} to print; at a list price of ${money('14.99')} you earn <strong>${money(print.net_royalty)}</strong> a copy. Any list price from ${money(print.floor_price)} earns a royalty.</p>`;
}

/** A few list prices and what an eBook earns at each. */
function earningsTable(): string {
  const rows = ['0.99', '2.99', '4.99', '9.99', '12.99', '24.99'].map((price) => {
    const q = ebookQuote(price);
    return `<tr><th scope="row">${money(q.price)}</th><td>${ratePercent(q.royalty_rate)}</td><td>${money(q.net_royalty)}</td></tr>`;
  });
  return [
    '<table><caption>What an eBook earns per copy</caption>',
    '<thead><tr><th scope="col">List price</th><th scope="col">Royalty rate</th><th scope="col">You earn</th></tr></thead>',
    `<tbody>${rows.join('')}</tbody></table>`,
  ].join('');
}

/** Printing costs of a few books (each copy, before shipping), from the print cost table. */
function printCostTable(): string {
  const books = [
    { label: '6 × 9 in paperback, 240 pages, black and white, white paper', spec: PRINT_EXAMPLE },
    {
      label: '5.5 × 8.5 in paperback, 160 pages, black and white, cream paper',
      spec: { ...PRINT_EXAMPLE, pageSize: '5.5x8.5', pageCount: 160, paperColor: 'CREAM' },
    },
    {
      label: '8.5 × 11 in paperback, 48 pages, premium full color, white paper',
      spec: { ...PRINT_EXAMPLE, pageSize: '8.5x11', pageCount: 48, printColor: 'FULL_COLOR' },
    },
    {
      label: '6 × 9 in hardcover (case laminate), 320 pages, black and white, white paper',
      spec: { ...PRINT_EXAMPLE, pageCount: 320, coverFormat: 'HARDCOVER' },
    },
  ];
  const rows = books.map(({ label, spec }) => {
    const q = printQuote(spec);
    return `<tr><th scope="row">${label}</th><td>${money(q.printing_cost)}</td><td>${money(q.floor_price)}</td></tr>`;
  });
  return [
    '<table><caption>Printing cost per copy</caption>',
    '<thead><tr><th scope="col">Book</th><th scope="col">Printing cost</th><th scope="col">Lowest list price that earns a royalty</th></tr></thead>',
    `<tbody>${rows.join('')}</tbody></table>`,
  ].join('');
}

/** A screenshot of the home page: its WebP beside this file (assets/), and what the page says of it. */
interface Screenshot {
  file: string;
  width: number;
  height: number;
  sha256: string;
  /** Where the seed stores it: a name made from its bytes, so a new picture is a new address. */
  path: string;
  alt: string;
  caption: string;
}

/** content-images/{uuid}.webp, the UUID made of the picture's hash (the images' addresses are UUIDs). */
const screenshotPath = (sha256: string) => {
  const h = sha256.slice(0, 32);
  return `content-images/${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.webp`;
};

/** The demo eBook the builder's picture shows at its pricing step, and what it earns there. */
const PRICED = DEMO_PROJECTS.find((b) => b.title === 'The Glass Foundry');
const pricedQuote = ebookQuote(PRICED?.listPrice ?? '3.99');

export const HOME_SCREENSHOTS: readonly Screenshot[] = [
  {
    ...shots.builder,
    path: screenshotPath(shots.builder.sha256),
    alt: `Quire’s book builder at the Pricing step of the eBook “The Glass Foundry”: the list price is ${money(pricedQuote.price)}, and under it the royalty rate, ${ratePercent(pricedQuote.royalty_rate)}, and ${money(pricedQuote.net_royalty)} earned per sale. On the left, the book’s steps: Interior, Cover, Book Details (open at Pricing) and Review & Publish.`,
    caption:
      'The book builder: each step saves as you go, and the pricing step shows your royalty as you type the price.',
  },
  {
    ...shots.previewer,
    path: screenshotPath(shots.previewer.sha256),
    alt: 'Quire’s interior preview of the eBook “The Lighthouse Keeper’s Daughter”: “Your interior file passed the check”, a table of contents with eight chapters, and the EPUB open in the reader at “Chapter 1: The Light”, page 2 of 9, with Previous page and Next page buttons and the interior approved below.',
    caption:
      'The previewer: Quire checks your EPUB and opens it in a reader, chapter by chapter, before you approve it.',
  },
];

const figure = (s: Screenshot) =>
  `<figure><img src="/${s.path}" alt="${s.alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" width="${s.width}" height="${s.height}" loading="lazy"><figcaption>${s.caption.replace(/&/g, '&amp;')}</figcaption></figure>`;

const HOME: PageSeed = {
  slug: 'home',
  title: 'Publish your book with Quire',
  html: [
    '<p>Quire turns your finished manuscript and cover into a book readers can buy: an eBook, a print book for sale, or printed copies for yourself. You build it one step at a time, Quire checks every file the way a printer and an eBook retailer would, and you see what you earn before you publish. Joining is free, and you keep your rights.</p>',
    '<p><a href="/create-account">Create your free account</a> or <a href="/how-it-works">see how it works</a>.</p>',
    '<h2 id="formats">Three ways to publish</h2>',
    '<table><caption>What you can make with Quire</caption><thead><tr><th scope="col">Format</th><th scope="col">What you upload</th><th scope="col">What happens next</th></tr></thead><tbody>',
    '<tr><th scope="row">eBook</th><td>An EPUB, or a Word (DOCX) file that Quire converts to EPUB, and a cover image of at least 1400 × 2100 pixels</td><td>On sale at the price you set, from $0.99 to $199.99 or free, with pre-orders if you like</td></tr>',
    '<tr><th scope="row">Print on demand</th><td>A print-ready PDF interior and a cover</td><td>Copies for your own use (proofs, events, gifts) printed when you order them, from one copy to 9,999, at the printing cost</td></tr>',
    '<tr><th scope="row">Short-run print</th><td>A print-ready PDF interior, a cover and an ISBN: a free one from Quire, or your own</td><td>A paperback or hardcover on sale to readers, printed as copies are ordered, so there is no stock to buy</td></tr>',
    '</tbody></table>',
    '<h2 id="distribution">Where your book is sold</h2>',
    '<p>Every book on sale gets its own public page on Quire, with its cover, description, price and details, ready for search engines and link previews. Quire sends the retailer an ONIX 3.0 record of each book on sale, the book trade’s standard listing, and print books reach readers through the print distributor.</p>',
    '<ul><li>On sale within 72 hours of publishing, and off sale within 24 hours when you ask.</li><li>Store promotions you can nominate your eBooks for, and eBook coupons you create yourself.</li><li>Price changes scheduled in advance, applied at the minute you choose.</li></ul>',
    '<h2 id="steps">How it works</h2>',
    '<ol>',
    '<li><strong>Create your free account.</strong> Your name, e-mail address and a password are all it takes.</li>',
    '<li><strong>Start a book.</strong> Choose eBook, print on demand or short-run print, and give it a title.</li>',
    '<li><strong>Upload the interior.</strong> Quire checks the file in the background and shows you a preview; every problem comes with what to fix.</li>',
    '<li><strong>Upload the cover.</strong> For print, the cover template generator sizes a template to your trim and page count, spine included.</li>',
    '<li><strong>Describe it and set the price.</strong> Description, contributors, up to five categories and a list price; the royalty shows as you type.</li>',
    '<li><strong>Publish.</strong> Review &amp; Publish lists anything still missing, with a link to the step that fixes it.</li>',
    '</ol>',
    ...HOME_SCREENSHOTS.map(figure),
    '<h2 id="royalties">eBook royalties</h2>',
    '<p>Your eBook royalty is a share of the list price you set. The retail and distribution share depends on the price band, and you keep the rest:</p>',
    royaltyTable(),
    royaltyExample(),
    '<p><a href="/make-more-money">More about royalties and pricing</a></p>',
  ].join('\n'),
};

const HOW_IT_WORKS: PageSeed = {
  slug: 'how-it-works',
  title: 'How It Works',
  html: [
    '<p>Quire takes you from a finished manuscript to a book on sale in a few guided steps. The book builder saves as you go, shows what each step needs, and will not let a book go on sale until everything is ready. You keep your rights, you set your price, and you can change your mind later.</p>',
    '<h2 id="account">1. Create your free account</h2>',
    '<p>Sign up with your name and e-mail address and choose a password. There is no fee to join and no fee to publish. Turn on two-step verification in My Account to keep the account safe, and invite an editor or assistant as a contributor with only the permissions they need.</p>',
    '<h2 id="start">2. Start a book</h2>',
    '<p>Choose the kind of book: an <strong>eBook</strong>, a <strong>print on demand</strong> book for your own copies, or a <strong>short-run print</strong> book to sell. Enter its title. For an eBook you can take pre-orders before its on-sale date.</p>',
    '<h2 id="size">3. Choose the size and binding (print)</h2>',
    '<p>Pick one of nine trim sizes, from 5 × 8 in to 8.5 × 11 in; a paperback, a hardcover (case laminate) or a hardcover with dust jacket; black and white, standard color or premium full color; white or cream paper; and a matte or gloss cover. The price estimate updates as you choose.</p>',
    '<h2 id="interior">4. Upload the interior</h2>',
    '<p>eBooks take an EPUB, or a Word (DOCX) file that Quire converts to EPUB. Print books take a PDF. Every file is checked in the background, as an eBook retailer and a printer would check it: the EPUB’s structure, and for print the page size, embedded fonts, image resolution and a page count that is even and between 18 and 800. You see a preview, and each problem says what to fix. For an eBook you then choose the sample readers get.</p>',
    '<h2 id="cover">5. Add the cover</h2>',
    '<p>An eBook cover is a JPEG or PNG of at least 1400 × 2100 pixels (1600 × 2560 is ideal). A print cover is one full cover (back, spine and front) or a separate front and back. The cover template generator makes a template for your trim size and page count with the spine width worked out, and the cover review shows your cover on the book.</p>',
    '<h2 id="details">6. Describe your book</h2>',
    '<p>Book details has a step for each part: about the book (title, subtitle, description, language), the author and other contributors with their roles, up to five categories, pricing, rights and other information, and editorial reviews. A short-run print book also needs an ISBN: take a free one from Quire or enter your own. The pricing step shows your royalty at the price you type, before you commit.</p>',
    '<h2 id="vendor">7. Tell us how to pay you</h2>',
    '<p>Before a book goes on sale, add your publisher name and your tax and bank information, so that royalties can be paid and reported. US authors sign the W-9 online; tax IDs and bank numbers are encrypted. Quire reviews the vendor account and e-mails you at each step. Print on demand copies for yourself need none of this.</p>',
    '<h2 id="publish">8. Review &amp; Publish, or Review &amp; Order</h2>',
    '<p>The summary shows the whole book and lists anything still missing, each with a link to the step that fixes it. Confirm that these are your final files and publish: the book is on sale within 72 hours, with its own public page. For print on demand, Review &amp; Order puts copies in your cart; checkout takes a card, and Order History follows each order through printing and shipping.</p>',
    '<h2 id="after">After publishing</h2>',
    '<ul><li>Correct a book on sale: it stays on sale with its current files while you fix them.</li><li>Take a book off sale at any time; it is off sale within 24 hours.</li><li>Schedule a price change for a promotion, nominate eBooks for store promotions, and create eBook coupons.</li><li>Follow everything that happened to a book in its history.</li></ul>',
    '<p>Ready? <a href="/create-account">Create your free account</a>.</p>',
  ].join('\n'),
};

const MAKE_MORE_MONEY: PageSeed = {
  slug: 'make-more-money',
  title: 'Make More Money',
  html: [
    '<p>Self-publishing means you set the price and keep a larger share of each sale than a traditional royalty contract usually pays. Quire shows the exact figure for your book on the pricing step, before you publish.</p>',
    '<h2 id="ebook">eBook royalties</h2>',
    '<p>An eBook’s royalty is a share of its list price. The retail and distribution share depends on the band the price falls in; your royalty rate is what is left:</p>',
    royaltyTable(),
    earningsTable(),
    royaltyExample(false),
    '<p>Amounts are worked out in exact decimals and rounded half up to the cent, the same way every time, so the royalty the pricing step shows is the one you are paid.</p>',
    '<h2 id="print">Print royalties</h2>',
    '<p>A print book’s retail and distribution share is 45% of its list price. The printing cost, which depends on the trim size, page count, ink, paper and binding, comes out of the other 55%, and the rest is yours. The pricing step shows the printing cost and the lowest list price that earns a royalty.</p>',
    printExample(),
    '<h2 id="pricing">Price for your readers</h2>',
    '<p>Look at books like yours and price within the range readers expect. The $2.99 to $9.99 band pays the highest eBook rate, which is why most novels sit in it. A lower price can sell many more copies; specialist and reference titles can ask more.</p>',
    '<ul><li>Schedule a price change in advance: it applies at the minute you choose.</li><li>Take pre-orders, so launch-week sales all count together.</li><li>Create eBook coupons for newsletter readers and book clubs: you see what a reader pays and what you earn as you type the discount.</li><li>Nominate eBooks for the store’s merchandising promotions: eleven kinds, each with its own rules.</li></ul>',
    '<h2 id="formats">Earn from every format</h2>',
    '<p>The same manuscript can become an eBook, a paperback and a hardcover, each with its own royalty and its own readers. Group them as one work to keep the editions together in your dashboard.</p>',
  ].join('\n'),
};

const PRINT_ON_DEMAND: PageSeed = {
  slug: 'print-on-demand',
  title: 'Print on Demand',
  html: [
    '<p>Print only what you need, when you need it. Order copies of your book for yourself (a proof, a box for a launch event, gifts for the people who helped) or sell a paperback or hardcover to readers without ever buying stock.</p>',
    '<h2 id="copies">Copies for yourself</h2>',
    '<p>A print on demand book is printed when you order it: from one copy up to 9,999, at the printing cost, before shipping and tax. Add copies to your cart, choose a shipping address from your address book and a shipping method, and pay by card. Order History follows every order through printing and shipping, and an order can be cancelled, with a refund, until it goes to print.</p>',
    '<h2 id="selling">Print books for sale</h2>',
    '<p>A short-run print book has its ISBN and goes on sale to readers. Each copy is printed as it is ordered, so nothing sits in a warehouse and the book never goes out of print. The retail and distribution share is 45% of the list price and the printing cost comes out of the rest; see <a href="/make-more-money">Make More Money</a>.</p>',
    '<h2 id="specs">Sizes, bindings and paper</h2>',
    '<ul><li>Nine trim sizes: 5 × 8, 5.25 × 8, 5.5 × 8.5, 6 × 9 and 6.14 × 9.21 in, and the large sizes 7 × 10, 8 × 10, 8.25 × 11 and 8.5 × 11 in.</li><li>Paperback on every size; hardcover (case laminate) on all but 5 × 8 and 5.25 × 8 in; hardcover with dust jacket on 5.5 × 8.5, 6 × 9 and 6.14 × 9.21 in.</li><li>Black and white, standard color or premium full color, on white or cream paper, with a matte or gloss cover.</li><li>From 18 to 800 pages, an even number.</li></ul>',
    '<h2 id="cost">What printing costs</h2>',
    '<p>Each copy costs a fixed amount for the binding plus an amount per page, which depends on the ink, the paper and the size. Some examples:</p>',
    printCostTable(),
    '<h2 id="files">Getting the files right</h2>',
    '<p>Upload the interior as a PDF at your trim size and the cover as one full cover or a separate front and back. Quire checks page sizes, embedded fonts, image resolution and the page count, and tells you page by page what to fix. The cover template generator gives you a template for your trim size and page count, with the spine width worked out.</p>',
    '<ul><li>Embed all fonts when you export the PDF.</li><li>Use images of at least 300 pixels per inch at the size they are printed.</li><li>Extend background images past the trim into the bleed shown on the cover template.</li><li>Order a proof and hold the book in your hands before readers do.</li></ul>',
  ].join('\n'),
};

export const CONTENT_PAGE_SEEDS: readonly PageSeed[] = [
  HOME,
  HOW_IT_WORKS,
  MAKE_MORE_MONEY,
  PRINT_ON_DEMAND,
  ...PUBLISHING_PAGES,
  ...COMPANY_PAGES,
];

/**
 * The screenshot's bytes, read beside this file: src/seed/assets/ from source, dist/assets/ beside
 * the bundle (build.mjs copies them there). Refused when they are not the ones the page describes.
 */
async function screenshotBytes(s: Screenshot): Promise<Buffer> {
  const bytes = await readFile(new URL(`./assets/${s.file}`, import.meta.url));
  if (createHash('sha256').update(bytes).digest('hex') !== s.sha256)
    throw new Error(`${s.file} is not the picture home-screenshots.json describes: run npm run screenshots`);
  return bytes;
}

/**
 * Stores the home page's screenshots as content images (insert-only; Quire's own WebP files, checked by hash),
 * then writes each page that has no version yet; answers the pages written.
 */
export async function seedContentPages(services: {
  contentImages: Pick<ContentImages, 'seedImage'>;
  contentPages: Pick<ContentPagesService, 'seedPages'>;
}): Promise<string[]> {
  for (const s of HOME_SCREENSHOTS) {
    await services.contentImages.seedImage(s.path, () => screenshotBytes(s), {
      ext: 'webp',
      width: s.width,
      height: s.height,
    });
  }
  return services.contentPages.seedPages(CONTENT_PAGE_SEEDS);
}
