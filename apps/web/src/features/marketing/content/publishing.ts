import type { MarketingPageContent } from './types';

export const HOW_IT_WORKS: MarketingPageContent = {
  title: 'How It Works',
  lead: 'Quire takes you from a finished manuscript to a book on sale in a few guided steps. You keep your rights, you set your price, and you can change your mind later.',
  sections: [
    {
      heading: '1. Create your free account',
      paragraphs: [
        'Sign up with your name and e-mail address and choose a password. There is no fee to join and no fee to publish an eBook. Your account holds every book you publish, your sales reports and your payment details.',
        'Before your first book goes on sale we ask for your publisher, tax and bank information, so that we can pay your royalties and report them correctly. You can do that at any point before publishing.',
      ],
    },
    {
      heading: '2. Build your book',
      paragraphs: [
        'The book builder walks you through one step at a time: the kind of book (eBook, print-on-demand, or a short-run print order), the title, the interior file, the cover, and the details readers see in the store.',
        'Upload your interior as EPUB, Word (DOCX) or PDF. We check every file automatically and show you a preview of how it will look, so problems such as missing fonts, low-resolution images or the wrong page size are caught before a reader ever sees them.',
      ],
    },
    {
      heading: '3. Describe it so readers can find it',
      paragraphs: [
        'Write the description, add your contributors, and pick up to five categories. Good categories and an honest, specific description are the two things that most help the right readers discover a book.',
        'Set your list price. The pricing step shows what you earn on each sale before you commit, and you can schedule price changes for promotions later.',
      ],
    },
    {
      heading: '4. Publish and get paid',
      paragraphs: [
        'When you publish, our team reviews your files, which takes up to five business days, and the book then goes on sale. Print books can also be ordered as proof copies first, so you can hold the book in your hands before readers do.',
        'Royalties are paid monthly by direct deposit. Your sales reports show every sale by title, format and day.',
      ],
    },
  ],
};

export const REACH_READERS: MarketingPageContent = {
  title: 'Reach Millions of Readers',
  lead: 'A book on Quire is listed in the Quire bookstore and its reading apps, where readers already come looking for their next book.',
  sections: [
    {
      heading: 'Be where readers shop',
      paragraphs: [
        'Your eBook appears in the store next to books from traditional publishers, with the same product page, the same sample and the same checkout. Readers can buy it on the web or in the reading apps on phones, tablets and e-readers.',
        'Print-on-demand books are listed too, and are printed and shipped when a reader orders. Nothing sits in a warehouse and nothing goes out of print.',
      ],
    },
    {
      heading: 'Help readers find you',
      paragraphs: [
        'Search in the store reads your title, subtitle, series, contributors, description and categories. Fill them in carefully: a clear series name and number, for example, lets readers find book two straight after book one.',
        'Eligible books can be nominated for store promotions and can offer eBook coupons. Promotions are reviewed by the Quire merchandising team, who look for strong covers, good descriptions and a fair price.',
      ],
      list: [
        'Use all five category slots for the subjects your book really covers.',
        'Write the first two lines of the description for a reader who is scrolling fast.',
        'Offer a generous sample: readers who enjoy the first chapter buy the book.',
      ],
    },
    {
      heading: 'Readers everywhere',
      paragraphs: [
        'Quire sells to readers in the United States and in English-speaking markets abroad. Prices show in US dollars, pounds sterling or euros as the market requires, and dates follow each country’s conventions.',
      ],
    },
  ],
};

export const MAKE_MORE_MONEY: MarketingPageContent = {
  title: 'Make More Money',
  lead: 'Self-publishing means you keep control of your price and earn a larger share of each sale than a traditional royalty contract usually pays.',
  sections: [
    {
      heading: 'How your royalty is worked out',
      paragraphs: [
        'For an eBook, your royalty is a share of the list price you set. For a print book, the printing cost is taken from the list price first and your share is calculated on the rest. The pricing step in the book builder shows the exact figure for your book before you publish, so there are no surprises.',
        'Prices are always handled in whole cents and rounded the same way every time, so the amount in your sales report matches the amount paid.',
      ],
    },
    {
      heading: 'Price for your readers',
      paragraphs: [
        'Look at books like yours in the store and price within the range readers expect. A lower price can sell many more copies; a higher price suits specialist or reference titles. You can change your price at any time, and schedule a change in advance for a promotion.',
        'Pre-orders let you take orders before release day, so launch-week sales all count together.',
      ],
    },
    {
      heading: 'Earn from every format',
      paragraphs: [
        'The same manuscript can become an eBook, a paperback and a hardcover. Each format reaches different readers, and each pays its own royalty. Many authors find that a print edition also makes the eBook look better value.',
      ],
      list: [
        'Monthly payments by direct deposit, in US dollars or your bank’s currency where supported.',
        'Sales reports by title, format and day.',
        'Tax forms (W-9 or W-8) handled online, with digital 1099 delivery for US authors.',
      ],
    },
  ],
};
