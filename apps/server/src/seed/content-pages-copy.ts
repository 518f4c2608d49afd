import type { PageSeed } from '../modules/content';

/**
 * The footer pages' copy that needs no figures (seed/content-pages.ts writes them): reaching
 * readers, tools and tips, services, about us, the membership agreement and the sitemap's intro.
 */

export const SUPPORT_EMAIL = 'support@quire.example';

/** A page's sections as HTML: a lead paragraph, then headings with paragraphs and a list. */
function sections(
  lead: string,
  parts: { heading: string; id: string; paragraphs: string[]; list?: string[] }[],
): string {
  return [
    `<p>${lead}</p>`,
    ...parts.map((s) =>
      [
        `<h2 id="${s.id}">${s.heading}</h2>`,
        ...s.paragraphs.map((p) => `<p>${p}</p>`),
        s.list ? `<ul>${s.list.map((li) => `<li>${li}</li>`).join('')}</ul>` : '',
      ].join('\n'),
    ),
  ].join('\n');
}

const REACH_READERS: PageSeed = {
  slug: 'reach-millions-of-readers',
  title: 'Reach Millions of Readers',
  html: sections(
    'A book on sale through Quire is listed in the bookstore, where readers already come looking for their next book, and on a page of its own that anyone can find and share.',
    [
      {
        heading: 'Be where readers shop',
        id: 'shop',
        paragraphs: [
          'When your book goes on sale, Quire sends the retailer its ONIX 3.0 record, the book trade’s standard listing: title, contributors, description, categories, price and availability. Your eBook then sits in the store next to books from traditional publishers, with the same kind of product page, sample and checkout.',
          'Print books reach readers through the print distributor and are printed as they are ordered: nothing sits in a warehouse and nothing goes out of print.',
        ],
      },
      {
        heading: 'A page of its own',
        id: 'product-page',
        paragraphs: [
          'Every book on sale also has a public page on Quire with its cover, description, price and details, written so that search engines understand it and link previews show the cover. Share its address in your newsletter, on your website and on social media.',
        ],
      },
      {
        heading: 'Help readers find you',
        id: 'discovery',
        paragraphs: [
          'Readers search by title, author, series and subject. Fill in the details carefully: a clear series name and number, for example, lets a reader go straight from book one to book two.',
          'eBooks can be nominated for the store’s merchandising promotions, which the merchandising team reviews for a strong cover, a good description and a fair price, and you can create eBook coupons of your own.',
        ],
        list: [
          'Use all five category slots for the subjects your book really covers.',
          'Write the first two lines of the description for a reader who is scrolling fast.',
          'Take pre-orders, so readers can buy the moment they hear about your book.',
        ],
      },
    ],
  ),
};

const AUTHOR_TOOLS: PageSeed = {
  slug: 'author-tools-and-tips',
  title: 'Author Tools & Tips',
  html: sections(
    'Practical help for every stage: formatting, covers, launch and the months after. Quire’s own tools do much of the checking for you.',
    [
      {
        heading: 'Formatting your manuscript',
        id: 'formatting',
        paragraphs: [
          'Use your word processor’s heading styles for chapter titles rather than bold text: when Quire converts a Word file to EPUB, styled headings become a clickable table of contents. Indent paragraphs with paragraph settings, not tabs or spaces.',
          'For print, export a PDF at your trim size with every font embedded and images of at least 300 pixels per inch. Quire’s checks tell you page by page if something is off, before anyone prints a copy.',
        ],
      },
      {
        heading: 'Covers that sell',
        id: 'covers',
        paragraphs: [
          'Your cover is often seen as a thumbnail smaller than a postage stamp. Check that the title is readable at that size and that the cover says the genre at a glance.',
          'eBook covers must be at least 1400 × 2100 pixels; 1600 × 2560 is ideal. For print, start from the cover template generator, so the spine, the back cover and the bleed line up with your trim size and page count.',
        ],
      },
      {
        heading: 'Launching and after',
        id: 'launch',
        paragraphs: [
          'Set an on-sale date and take pre-orders, so that early interest turns into launch-day sales. Ask early readers for honest reviews, and give newsletter readers and book clubs an eBook coupon.',
          'After launch, try one change at a time (a new description, a scheduled price promotion, a refreshed cover) and watch what it does. A book on sale can be corrected while it stays on sale.',
        ],
        list: [
          'Writing a series? Name it the same way on every book and number each volume.',
          'Invite your editor or assistant as a contributor, with only the permissions they need.',
          'Put a sample chapter of your next book at the end of this one.',
        ],
      },
    ],
  ),
};

const SERVICES: PageSeed = {
  slug: 'self-publishing-services',
  title: 'Self-Publishing Services',
  html: sections(
    'Everything you need to publish is included with your free account. Some services are switched on for an account by Quire; ask Quire Support if you would like one.',
    [
      {
        heading: 'Included with every account',
        id: 'included',
        paragraphs: [
          'The book builder, automatic file checks with previews, Word to EPUB conversion, the cover template generator, royalty quotes as you price, a public page for every book on sale, scheduled price changes, print on demand ordering and your order history.',
          'Free ISBNs for print books, or use an ISBN you own.',
        ],
      },
      {
        heading: 'Services for your account',
        id: 'services',
        paragraphs: ['These are turned on account by account, for authors and publishers who need them:'],
        list: [
          'Merchandising: nominate eBooks for the store’s promotions, one by one or by spreadsheet.',
          'eBook coupons: codes with dates, titles and a redemption limit.',
          'Custom eBook samples: choose exactly what readers preview.',
          'Shared access: contributors who work in your account.',
          'Author pages: a home in the store for your biography and your books.',
        ],
      },
      {
        heading: 'Working with others',
        id: 'contributors',
        paragraphs: [
          'Share your account with an editor, assistant or co-author as a contributor, with only the permissions they need: the project dashboard, ordering copies, promotions, sales reports, author pages or the access list. You can remove access at any time, and it ends at once.',
        ],
      },
    ],
  ),
};

const ABOUT_US: PageSeed = {
  slug: 'about-us',
  title: 'About Us',
  html: sections(
    'Quire is the self-publishing arm of an independent bookseller. We built it so that any writer can publish a book properly and sell it alongside everyone else’s.',
    [
      {
        heading: 'What we believe',
        id: 'beliefs',
        paragraphs: [
          'A good book deserves readers whether or not it has a traditional publisher. Authors should keep their rights, set their own prices and see clearly what they earn. And publishing tools should explain what they need from you in plain words.',
          'That is why Quire is free to join, why the pricing step shows your earnings before you publish, and why every check on your files comes with a message that says what to fix.',
        ],
      },
      {
        heading: 'Who uses Quire',
        id: 'who',
        paragraphs: [
          'Novelists, poets, historians, teachers, cooks, small presses and family historians. Some publish one book; some publish a series a year. Publishers use Quire to manage whole lists, and authors invite editors and assistants to work with them as contributors.',
        ],
      },
      {
        heading: 'Contact us',
        id: 'contact',
        paragraphs: [
          `Questions about your account, a book or a payment? Write to Quire Support at <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>. Tell us the e-mail address on your account and, for a book, its title or ISBN, and we will reply within two business days.`,
          'If something on the site is not working, include what you were doing and any error code the site showed you: it helps us find the problem quickly.',
        ],
      },
    ],
  ),
};

const MEMBERSHIP_AGREEMENT: PageSeed = {
  slug: 'legal/membership-agreement',
  title: 'Membership Agreement',
  html: sections(
    'This agreement is between you and Quire. It explains what each of us may expect when you publish with Quire; by creating an account you accept it. It is a sample agreement for a demonstration of Quire: an operator who runs Quire for real replaces it with its own.',
    [
      {
        heading: '1. Your account',
        id: 'account',
        paragraphs: [
          'You must be at least 18 years old, or the age of majority where you live, to open an account. Keep your password private; you are responsible for what happens in your account, including what the contributors you invite do there. Tell us straight away if you think someone else has used it.',
          'Give us true and current information, including your name, publisher details, tax details and bank details. We rely on it to pay you and to meet our legal obligations.',
        ],
      },
      {
        heading: '2. Your content and your rights',
        id: 'rights',
        paragraphs: [
          'You keep ownership of everything you upload. You promise that you own it or have permission to publish it, and that it does not break anyone else’s rights or the law.',
          'You give Quire a non-exclusive licence to store, convert, format, display, distribute and sell your book in the formats you choose, and to use its cover, title, description and a sample to promote it. This licence ends when you take the book off sale, except for copies already sold, which readers keep.',
        ],
      },
      {
        heading: '3. Content we do not accept',
        id: 'content',
        paragraphs: [
          'We may refuse or remove a book that is illegal, infringes someone’s rights, is misleading (for example a title or cover that imitates another author’s book), contains malware, or is mostly copied from freely available material. We will tell you why and, where we can, give you the chance to fix it.',
        ],
      },
      {
        heading: '4. Prices, royalties and payment',
        id: 'royalties',
        paragraphs: [
          'You set the list price of your book within the limits shown in the book builder. We pay you the royalty shown for each sale on the pricing step, less refunds and chargebacks.',
          'We pay royalties to the bank account in your vendor information. You are responsible for taxes on your earnings. We collect the tax forms the law requires (such as a W-9 or W-8) and may withhold tax where the law says we must.',
        ],
      },
      {
        heading: '5. Ending the agreement',
        id: 'ending',
        paragraphs: [
          'You may take any book off sale, or close your account, at any time. We may suspend or close an account that breaks this agreement, after giving notice unless the law or the seriousness of the breach prevents it. Royalties earned before an account closes are still paid.',
        ],
      },
      {
        heading: '6. Our responsibilities and their limits',
        id: 'liability',
        paragraphs: [
          'We will run Quire with reasonable care and skill. We cannot promise that the site will never be unavailable or that any book will sell. To the extent the law allows, our total liability to you is limited to the royalties paid to you in the twelve months before a claim.',
        ],
      },
      {
        heading: '7. Changes to this agreement',
        id: 'changes',
        paragraphs: [
          'We may update this agreement. We will tell you by e-mail at least 30 days before a change that affects you takes effect. If you do not accept it, you may close your account before then; continuing to use Quire after that means you accept the change.',
          'This agreement is governed by the laws of the State of New York, United States.',
        ],
      },
    ],
  ),
};

/** The sitemap's own copy; the lists of pages and books are generated where it is shown. */
const SITEMAP: PageSeed = {
  slug: 'sitemap',
  title: 'Sitemap',
  html: sections(
    'Every public page of Quire in one place, and every book on sale. Once you sign in, your projects, the book builder and your account are in the navigation on the left.',
    [
      {
        heading: 'Can’t find what you need?',
        id: 'help',
        paragraphs: [
          'The <a href="/how-it-works">How It Works</a> page is the best place to start if you are new to self-publishing. For help with your account, a book or a payment, see the contact details on the <a href="/about-us#contact">About Us</a> page.',
        ],
      },
    ],
  ),
};

export const PUBLISHING_PAGES: readonly PageSeed[] = [REACH_READERS, AUTHOR_TOOLS, SERVICES];
export const COMPANY_PAGES: readonly PageSeed[] = [ABOUT_US, MEMBERSHIP_AGREEMENT, SITEMAP];
