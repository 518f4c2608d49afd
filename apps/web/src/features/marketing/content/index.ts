import type { MarketingSlug } from '../../../lib/site-pages';
import { ABOUT_US, MEMBERSHIP_AGREEMENT } from './company';
import { HOW_IT_WORKS, MAKE_MORE_MONEY, REACH_READERS } from './publishing';
import { AUTHOR_TOOLS, PRINT_ON_DEMAND, SERVICES } from './services';
import type { MarketingPageContent } from './types';

export type { MarketingPageContent, PageSection } from './types';

/** The sitemap's own copy; its list of pages is built from the routes. */
export const SITEMAP: MarketingPageContent = {
  title: 'Sitemap',
  lead: 'Every public page of Quire, in one place. Once you sign in, your projects, the book builder and your account are in the navigation on the left.',
  sections: [
    {
      heading: 'Can’t find what you need?',
      paragraphs: [
        'The How It Works page is the best place to start if you are new to self-publishing. For help with your account, a book or a payment, see the contact details on the About Us page: Quire Support answers within two business days.',
      ],
    },
  ],
};

export const MARKETING_CONTENT: Record<MarketingSlug, MarketingPageContent> = {
  'how-it-works': HOW_IT_WORKS,
  'reach-millions-of-readers': REACH_READERS,
  'make-more-money': MAKE_MORE_MONEY,
  'print-on-demand': PRINT_ON_DEMAND,
  'author-tools-and-tips': AUTHOR_TOOLS,
  'self-publishing-services': SERVICES,
  'about-us': ABOUT_US,
  'legal/membership-agreement': MEMBERSHIP_AGREEMENT,
  sitemap: SITEMAP,
};
