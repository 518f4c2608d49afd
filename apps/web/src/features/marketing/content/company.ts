import type { MarketingPageContent } from './types';

export const SUPPORT_EMAIL = 'support@quire.example';

export const ABOUT_US: MarketingPageContent = {
  title: 'About Us',
  lead: 'Quire is the self-publishing arm of an independent bookseller. We built it so that any writer can publish a book properly and sell it alongside everyone else’s.',
  sections: [
    {
      heading: 'What we believe',
      paragraphs: [
        'A good book deserves readers whether or not it has a traditional publisher. Authors should keep their rights, set their own prices and see clearly what they earn. And publishing tools should explain what they need from you in plain words.',
        'That is why Quire is free to join, why the pricing step shows your earnings before you publish, and why every check on your files comes with a message that says what to fix.',
      ],
    },
    {
      heading: 'Who uses Quire',
      paragraphs: [
        'Novelists, poets, historians, teachers, cooks, small presses and family historians. Some publish one book; some publish a series a year. Publishers use Quire to manage whole lists, and authors invite editors and assistants to work with them as contributors.',
      ],
    },
    {
      heading: 'Contact us',
      id: 'contact',
      paragraphs: [
        `Questions about your account, a book or a payment? Write to Quire Support at ${SUPPORT_EMAIL}. Tell us the e-mail address on your account and, for a book, its title or ISBN, and we will reply within two business days.`,
        'If something on the site is not working, include what you were doing and any error code shown in the “Oops!” dialog: it helps us find the problem quickly.',
      ],
    },
  ],
};

export const MEMBERSHIP_AGREEMENT: MarketingPageContent = {
  title: 'Membership Agreement',
  lead: 'This agreement is between you and Quire. It explains what each of us may expect when you publish with Quire. Please read it; by creating an account you accept it.',
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'You must be at least 18 years old, or the age of majority where you live, to open an account. Keep your password private; you are responsible for what happens in your account, including what contributors you invite do there. Tell us straight away if you think someone else has used it.',
        'Give us true and current information, including your name, publisher details, tax details and bank details. We rely on it to pay you and to meet our legal obligations.',
      ],
    },
    {
      heading: '2. Your content and your rights',
      paragraphs: [
        'You keep ownership of everything you upload. You promise that you own it or have permission to publish it, and that it does not break anyone else’s rights or the law.',
        'You give Quire a non-exclusive licence to store, convert, format, display, distribute and sell your book in the formats you choose, and to use its cover, title, description and a sample to promote it. This licence ends when you take the book off sale, except for copies already sold, which readers keep.',
      ],
    },
    {
      heading: '3. Content we do not accept',
      paragraphs: [
        'We may refuse or remove a book that is illegal, infringes someone’s rights, is misleading (for example a title or cover that imitates another author’s book), contains malware, or is mostly copied from freely available material. We will tell you why and, where we can, give you the chance to fix it.',
      ],
    },
    {
      heading: '4. Prices, royalties and payment',
      paragraphs: [
        'You set the list price of your book within the limits shown in the book builder. We pay you the royalty shown for each sale, calculated as described on the pricing step, less any refunds and chargebacks.',
        'We pay monthly by direct deposit to the bank account in your profile. You are responsible for taxes on your earnings. We collect the tax forms the law requires (such as a W-9 or W-8) and may withhold tax where the law says we must.',
      ],
    },
    {
      heading: '5. Ending the agreement',
      paragraphs: [
        'You may take any book off sale, or close your account, at any time. We may suspend or close an account that breaks this agreement, after giving notice unless the law or the seriousness of the breach prevents it. Royalties earned before an account closes are still paid.',
      ],
    },
    {
      heading: '6. Our responsibilities and their limits',
      paragraphs: [
        'We will run Quire with reasonable care and skill. We cannot promise that the site will never be unavailable or that any book will sell. To the extent the law allows, our total liability to you is limited to the royalties paid to you in the twelve months before a claim.',
      ],
    },
    {
      heading: '7. Changes to this agreement',
      paragraphs: [
        'We may update this agreement. We will tell you by e-mail at least 30 days before a change that affects you takes effect. If you do not accept it, you may close your account before then; continuing to use Quire after that means you accept the change.',
        'This agreement is governed by the laws of the State of New York, United States.',
      ],
    },
  ],
};
