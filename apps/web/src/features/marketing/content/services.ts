import type { MarketingPageContent } from './types';

export const PRINT_ON_DEMAND: MarketingPageContent = {
  title: 'Print on Demand',
  lead: 'Sell paperbacks and hardcovers without buying stock. Each copy is printed when a reader orders it and shipped straight to them.',
  sections: [
    {
      heading: 'How print on demand works',
      paragraphs: [
        'You upload a print-ready interior PDF and a cover, choose the trim size, binding, paper and ink, and set your list price. When a reader buys the book, a copy is printed, bound and shipped. You never handle inventory and your book never goes out of print.',
        'The printing cost depends on the page count, the ink (black and white or color) and the binding. The pricing step shows it, and what you earn per copy, before you publish.',
      ],
    },
    {
      heading: 'Getting the files right',
      paragraphs: [
        'Print files are checked automatically for page size, margins, bleed and image resolution. The cover template generator gives you a template sized exactly for your trim size and page count, with the spine width worked out for you.',
        'Page counts must be even, between 18 and 800 pages; the checker tells you if a blank page needs adding. Images should be at least 300 DPI at the size they are printed.',
      ],
      list: [
        'Embed all fonts in your PDF.',
        'Keep text at least 0.5 inch from the trim edge.',
        'Extend background images 0.125 inch past the trim for bleed.',
      ],
    },
    {
      heading: 'Order copies for yourself',
      paragraphs: [
        'Order author copies at print cost for events, reviewers and bookshops. Short-run print orders suit larger quantities, such as a launch event or a school order.',
      ],
    },
  ],
};

export const AUTHOR_TOOLS: MarketingPageContent = {
  title: 'Author Tools & Tips',
  lead: 'Practical help for every stage: writing, formatting, cover design, launch and the months after.',
  sections: [
    {
      heading: 'Formatting your manuscript',
      paragraphs: [
        'Use your word processor’s built-in heading styles for chapter titles rather than bold text: the converter turns styled headings into a clickable table of contents. Avoid tabs and repeated spaces for indents; use paragraph indentation instead.',
        'Keep images in the document at their final size and at a good resolution. For eBooks, one image per page works best; text wrapped around images may not reflow well on small screens.',
      ],
    },
    {
      heading: 'Covers that sell',
      paragraphs: [
        'Your cover is shown as a thumbnail in search results, often smaller than a postage stamp. Check that the title is readable at that size, and that the cover signals the genre at a glance.',
        'eBook covers should be at least 1400 pixels on the shortest side. For print, use the cover template so the spine and back cover line up with the trim.',
      ],
    },
    {
      heading: 'Launching and after',
      paragraphs: [
        'Set a release date and take pre-orders so early interest turns into launch-day sales. Ask early readers for honest reviews, and use eBook coupons for newsletter subscribers and book clubs.',
        'After launch, watch your sales reports and try one change at a time: a new description, a price promotion, a refreshed cover. Small, measured changes tell you what works.',
      ],
      list: [
        'Write a series? Name it the same way on every book and number each volume.',
        'Add an author page so readers can follow all your books.',
        'Put a sample chapter of your next book at the end of this one.',
      ],
    },
  ],
};

export const SERVICES: MarketingPageContent = {
  title: 'Self-Publishing Services',
  lead: 'Everything you need to publish is free to use. When you want a hand, these services help you finish faster and look professional.',
  sections: [
    {
      heading: 'Included with every account',
      paragraphs: [
        'The book builder, automatic file checks and previews, the cover template generator, store listing, sales reports and monthly payments are part of every Quire account at no cost.',
        'Free ISBNs are available for eligible print books; you may also use an ISBN you own.',
      ],
    },
    {
      heading: 'Help when you want it',
      paragraphs: [
        'Cover correction: if your cover fails a print check, the cover correction service can fix common issues such as bleed and spine alignment.',
        'Custom eBook samples let you choose exactly which pages readers preview. Author pages give you a home in the store for your biography and every book you have written.',
      ],
      list: [
        'Cover correction service',
        'Custom eBook sampling',
        'Author pages',
        'Expanded distribution for print books',
        'Merchandising promotions and eBook coupons',
      ],
    },
    {
      heading: 'Working with others',
      paragraphs: [
        'Share your account with an editor, assistant or co-author as a contributor, with only the permissions they need: the project dashboard, ordering copies, promotions, sales reports or author pages. You can remove access at any time.',
      ],
    },
  ],
};
