import { addDays, type MercPromoType, MONTH_NAMES, type PromoDefinitionField } from '@quire/domain';
import type { PromoDefinitionSeed } from '../modules/promotions';

/**
 * The demo's promotion definitions (demo mode only), built from today's New York day at every seed so
 * the demo never goes stale: for each promo type a monthly promotion of the coming month (its card
 * listed since two weeks ago, nominations open until a week before it starts), and a few standard
 * ones. The field limits follow the domain's rules (spec 2 §5, §9).
 */

/** Nominations close this many days before the month starts; the month is the first that leaves at least this many days to nominate. */
const SUBMIT_BEFORE_START = 7;
const MIN_DAYS_TO_NOMINATE = 5;

const pad = (n: number) => String(n).padStart(2, '0');
const firstOfMonthAfter = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
};
const monthName = (first: string) => {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
};

const field = (name: string, type: string, min: string | null, max: string | null): PromoDefinitionField => ({
  name,
  type,
  min,
  max,
});
const EAN = field('ean', 'TEXT', null, '13');
const COMMENTS = field('additionalComments', 'TEXT', null, '2000');

/** Each type's fields: the regular (list) price and promo price limits of spec 2 §5. */
const FIELDS: Record<MercPromoType, PromoDefinitionField[]> = {
  LIMITED_TIME_EBOOK: [
    EAN,
    field('regularPrice', 'MONEY', null, null),
    field('promoPrice', 'MONEY', '0', null),
    COMMENTS,
  ],
  ONE_DAY_EBOOK: [
    EAN,
    field('regularPrice', 'MONEY', null, null),
    field('promoPrice', 'MONEY', '0', null),
    COMMENTS,
  ],
  UNDER_2_99: [
    EAN,
    field('regularPrice', 'MONEY', null, null),
    field('promoPrice', 'MONEY', '0', '2.99'),
    COMMENTS,
  ],
  BNPRESS_PRESENTS: [EAN, COMMENTS],
  NOOK_FREE_FRIDAY: [EAN, COMMENTS],
  NOOK_DAILY_FIND: [
    EAN,
    field('regularPrice', 'MONEY', '1.98', null),
    field('promoPrice', 'MONEY', '0.99', null),
    COMMENTS,
  ],
  NOOK_DAILY_ROMANCE: [
    EAN,
    field('regularPrice', 'MONEY', null, null),
    field('promoPrice', 'MONEY', '0', null),
    COMMENTS,
  ],
  NOOK_HAUL: [
    EAN,
    field('regularPrice', 'MONEY', '4.99', null),
    field('promoPrice', 'MONEY', '0.99', null),
    COMMENTS,
  ],
  TEMPLATE_1: [
    EAN,
    field('regularPrice', 'MONEY', '0.99', null),
    field('promoPrice', 'MONEY', '0.99', '4.99'),
    COMMENTS,
  ],
  TEMPLATE_2: [
    EAN,
    field('regularPrice', 'MONEY', '0.99', null),
    field('promoPrice', 'MONEY', '0.99', '4.99'),
    COMMENTS,
  ],
  TEMPLATE_3: [
    EAN,
    field('regularPrice', 'MONEY', '1.98', null),
    field('promoPrice', 'MONEY', '0.99', null),
    COMMENTS,
  ],
};

const HTML_GUIDE = 'HTML guide^/html-guide';
const COMMON_RULES = [
  'Only eBooks that are on sale and published through Quire can be nominated',
  'One title per nomination; a title with an active or pending nomination cannot be nominated again',
];

interface Promo {
  key: string;
  type: MercPromoType;
  name: string;
  copy: string;
  rules: string[];
  position?: number;
}

const MONTHLY: Promo[] = [
  {
    key: 'limited-time',
    type: 'LIMITED_TIME_EBOOK',
    name: 'Limited-Time eBook Deals',
    copy: '<p>A week to four weeks at a special price, featured on the <strong>eBook Deals</strong> page and in the weekly deals newsletter.</p>',
    rules: [
      'Titles must be on sale for at least 30 days',
      'Promo price must be at least 50% off the list price',
      'Promotions run from 7 to 28 days; final dates are at the discretion of the B&N Press team',
    ],
  },
  {
    key: 'one-day',
    type: 'ONE_DAY_EBOOK',
    name: 'One-Day eBook Deal',
    copy: '<p>One title, one day, one price: featured on the home page for 24 hours.</p>',
    rules: [
      'Titles must be on sale for at least 30 days',
      'Promo price must be at least 50% off the list price',
      'The deal runs from 12:00 AM ET on the chosen day',
    ],
  },
  {
    key: 'under-2-99',
    type: 'UNDER_2_99',
    name: 'eBooks Under $2.99',
    copy: '<p>A month-long collection of great reads at <em>$2.99 or less</em>.</p>',
    rules: ['Promo price must be $0 or $0.99 to $2.99', 'Promotions run from 7 to 28 days'],
  },
  {
    key: 'presents',
    type: 'BNPRESS_PRESENTS',
    name: 'B&N Press Presents',
    copy: '<p>Our editors’ picks of new releases, featured all month on the B&amp;N Press page.</p>',
    rules: [
      'Titles must publish within the featured month or two weeks either side',
      'Pre-orders are welcome',
    ],
  },
  {
    key: 'free-friday',
    type: 'NOOK_FREE_FRIDAY',
    name: 'NOOK Free Friday',
    copy: '<p>Free for a weekend, Friday to Monday, to readers of the NOOK Free Friday newsletter.</p>',
    rules: [
      'The title is free from Friday 12:00 AM ET to Monday 2:59 AM ET',
      'Choose a Friday within the next six months, or be flexible',
    ],
  },
  {
    key: 'daily-find',
    type: 'NOOK_DAILY_FIND',
    name: 'NOOK Daily Find',
    copy: '<p>One discovery a day for NOOK readers, sent to the Daily Find list.</p>',
    rules: ['Promo price must be at least $0.99', 'Promo price must be at least 50% off the list price'],
  },
  {
    key: 'daily-romance',
    type: 'NOOK_DAILY_ROMANCE',
    name: 'NOOK Daily Romance',
    copy: '<p>A romance a day for the NOOK Daily Romance list.</p>',
    rules: ['Romance titles only', 'Promo price must be at least 50% off the list price'],
  },
  {
    key: 'haul',
    type: 'NOOK_HAUL',
    name: 'NOOK Haul',
    copy: '<p>Big savings on full-length titles listed at $4.99 and up.</p>',
    rules: [
      'Titles must have a list price of at least $4.99',
      'Promo price must be at least $0.99 and at least 50% off the list price',
    ],
  },
  {
    key: 'template-1',
    type: 'TEMPLATE_1',
    name: 'Series Starters',
    copy: '<p>The first book of a series at a price that invites readers in.</p>',
    rules: ['Promo price must be $0.99 to $4.99', 'The title must be the first of its series'],
    position: 1,
  },
  {
    key: 'template-2',
    type: 'TEMPLATE_2',
    name: 'Read It Before You Watch It',
    copy: '<p>Titles with a screen adaptation coming soon.</p>',
    rules: ['Promo price must be $0.99 to $4.99', 'Tell us about the adaptation in the additional details'],
    position: 2,
  },
  {
    key: 'template-3',
    type: 'TEMPLATE_3',
    name: 'Class of 2019',
    copy: '<p>Reader favourites first published in 2019.</p>',
    rules: [
      'Titles must have been published in 2019',
      'Promo price must be at least $0.99 and at least 50% off the list price',
    ],
    position: 3,
  },
];

const STANDARD: (Promo & { adminOnly?: boolean })[] = [
  {
    key: 'standard-daily-find',
    type: 'NOOK_DAILY_FIND',
    name: 'NOOK Daily Find (any time)',
    copy: '<p>Nominate a title for a Daily Find slot whenever one opens.</p>',
    rules: ['Promo price must be at least $0.99', 'Promo price must be at least 50% off the list price'],
  },
  {
    key: 'standard-free-friday',
    type: 'NOOK_FREE_FRIDAY',
    name: 'NOOK Free Friday (any weekend)',
    copy: '<p>Free for a weekend of your choosing within the next six months.</p>',
    rules: ['The title is free from Friday 12:00 AM ET to Monday 2:59 AM ET'],
  },
  {
    key: 'standard-presents',
    type: 'BNPRESS_PRESENTS',
    name: 'B&N Press Presents: Backlist Spotlight',
    copy: '<p>Titles our editors bring back to readers’ attention, whenever they were first published.</p>',
    rules: ['The title must be on sale and complete, with a professional cover'],
  },
  {
    key: 'standard-haul',
    type: 'NOOK_HAUL',
    name: 'NOOK Haul: Editors’ Picks',
    copy: '<p>Titles our editors place in the Haul themselves.</p>',
    rules: ['Titles must have a list price of at least $4.99'],
    adminOnly: true,
  },
];

/** The demo definitions as of `today` ('YYYY-MM-DD', New York). */
export function demoPromoDefinitions(today: string): PromoDefinitionSeed[] {
  let start = firstOfMonthAfter(today);
  if (addDays(start, -SUBMIT_BEFORE_START) < addDays(today, MIN_DAYS_TO_NOMINATE))
    start = firstOfMonthAfter(start);
  const end = addDays(firstOfMonthAfter(start), -1);
  const submitBy = addDays(start, -SUBMIT_BEFORE_START);
  const month = monthName(start);
  const monthly = MONTHLY.map(
    (p): PromoDefinitionSeed => ({
      // One set per month: next month's is added beside this one, which stays on its requests.
      seedKey: `demo:${p.key}:${start.slice(0, 7)}`,
      mercPromoType: p.type,
      name: `${p.name}: ${month}`,
      copy: p.copy,
      submitBy,
      start,
      end,
      displayStart: addDays(submitBy, -45),
      displayEnd: submitBy,
      position: p.position ?? null,
      rules: [...p.rules, ...COMMON_RULES].join('|'),
      links: HTML_GUIDE,
      fields: FIELDS[p.type],
    }),
  );
  const standard = STANDARD.map(
    (p): PromoDefinitionSeed => ({
      seedKey: `demo:${p.key}`,
      mercPromoType: p.type,
      name: p.name,
      copy: p.copy,
      submitBy: null,
      start: null,
      end: null,
      displayStart: null,
      displayEnd: null,
      position: null,
      rules: [...p.rules, ...COMMON_RULES].join('|'),
      links: HTML_GUIDE,
      fields: FIELDS[p.type],
      adminOnly: p.adminOnly ?? false,
    }),
  );
  return [...monthly, ...standard];
}
