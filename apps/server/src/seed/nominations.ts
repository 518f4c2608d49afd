import {
  addDays,
  freeFridayWindow,
  type MercPromoType,
  newYorkDay,
  type PromoDefinition,
  promoDayOf,
  promoSubmissionSchema,
  sendDayOf,
} from '@quire/domain';
import type { AccountsService } from '../modules/accounts';
import type { PromoDefinitionsService, PromoRequestsService } from '../modules/promotions';

/**
 * What the small press nominated (demo mode, with its catalogue): one request per title, over the
 * seeded monthly and standard promotions of several types, so an administrator finds a full
 * Pending tab, one declined request with its reason and one accepted with its promo price
 * scheduled. Made through the promotions services as the publisher and the demo administrator, so
 * every request obeys the rules a person's would; dates follow the promotions' months and today.
 */

type Kind = PromoDefinition['kind'];

interface Nomination {
  isbn: string;
  type: MercPromoType;
  kind: Kind;
  promoPrice?: string;
  /** Preferred days as offsets: from the promotion's start (monthly) or from today (standard). */
  days?: [number, number?];
  /** A free-Friday weekend: this many weeks after the first Friday open to nomination. */
  fridayWeeks?: number;
  comments: string;
  outcome?: 'DECLINED' | 'APPROVED';
}

export const DEMO_NOMINATIONS: Nomination[] = [
  {
    isbn: '9798886452006',
    type: 'TEMPLATE_3',
    kind: 'MONTHLY',
    promoPrice: '2.99',
    comments: 'Shortlisted for the 2019 Saltire First Book award.',
  },
  {
    isbn: '9798886452013',
    type: 'NOOK_DAILY_ROMANCE',
    kind: 'MONTHLY',
    promoPrice: '1.99',
    days: [13, 14],
    comments: 'A Valentine’s read: the sequel comes out that week.',
  },
  {
    isbn: '9798886452020',
    type: 'LIMITED_TIME_EBOOK',
    kind: 'MONTHLY',
    promoPrice: '1.99',
    days: [2, 16],
    comments: 'Book two of the series follows in the spring.',
  },
  {
    isbn: '9798886452037',
    type: 'NOOK_HAUL',
    kind: 'MONTHLY',
    promoPrice: '2.99',
    comments: '<p>Over 600 five-star ratings.</p>',
  },
  {
    isbn: '9798886452044',
    type: 'UNDER_2_99',
    kind: 'MONTHLY',
    promoPrice: '1.99',
    days: [6, 20],
    comments: 'Book-club guide included in the eBook.',
  },
  {
    isbn: '9798886452051',
    type: 'ONE_DAY_EBOOK',
    kind: 'MONTHLY',
    promoPrice: '2.99',
    days: [19],
    comments: 'World Bee Day tie-in.',
  },
  {
    isbn: '9798886452068',
    type: 'TEMPLATE_1',
    kind: 'MONTHLY',
    promoPrice: '0.99',
    comments: 'First of three; book two is also on sale.',
  },
  {
    isbn: '9798886452075',
    type: 'NOOK_FREE_FRIDAY',
    kind: 'STANDARD',
    fridayWeeks: 3,
    comments: 'Free weekend ahead of book three’s pre-order.',
  },
  {
    isbn: '9798886452099',
    type: 'NOOK_DAILY_FIND',
    kind: 'STANDARD',
    promoPrice: '0.99',
    comments: '',
  },
  {
    isbn: '9798886452105',
    type: 'TEMPLATE_2',
    kind: 'MONTHLY',
    promoPrice: '1.99',
    days: [1, 27],
    comments: 'A six-part television adaptation starts filming in the spring.',
  },
  {
    isbn: '9798886452082',
    type: 'NOOK_DAILY_FIND',
    kind: 'MONTHLY',
    promoPrice: '1.99',
    days: [4, 5],
    comments: '',
    outcome: 'DECLINED',
  },
  {
    isbn: '9798886452112',
    type: 'LIMITED_TIME_EBOOK',
    kind: 'MONTHLY',
    promoPrice: '2.99',
    days: [9, 23],
    comments: 'New cover this autumn.',
    outcome: 'APPROVED',
  },
];

/** How long the declined title waits before it may be nominated again. */
const ELIGIBLE_AGAIN_DAYS = 90;

export interface NominationServices {
  accounts: Pick<AccountsService, 'sessionUserByEmail'>;
  promoDefinitions: Pick<PromoDefinitionsService, 'current'>;
  promotions: Pick<PromoRequestsService, 'submit' | 'updateStatus'>;
}

/**
 * Sends the press's nominations, then declines and accepts one each as the administrator. Run
 * once, by the seed that created the press's books: a restart finds them there and adds nothing.
 */
export async function seedDemoNominations(
  services: NominationServices,
  emails: { publisher: string; admin: string },
  now: Date,
): Promise<number> {
  const [publisher, admin] = await Promise.all([
    services.accounts.sessionUserByEmail(emails.publisher),
    services.accounts.sessionUserByEmail(emails.admin),
  ]);
  if (!publisher || !admin) return 0;
  const definitions = await services.promoDefinitions.current(publisher);
  const today = newYorkDay(now);
  const decided: {
    id: string;
    outcome: 'DECLINED' | 'APPROVED';
    start: string | null;
    end: string | null;
  }[] = [];
  let sent = 0;
  for (const n of DEMO_NOMINATIONS) {
    const definition = definitions.find((d) => d.mercPromoType === n.type && d.kind === n.kind);
    const from = n.kind === 'MONTHLY' ? promoDayOf(definition?.start) : today;
    if (!definition || !from) continue;
    const day = (offset: number | undefined) =>
      offset === undefined ? null : sendDayOf(addDays(from, offset));
    const friday =
      n.fridayWeeks === undefined ? null : addDays(freeFridayWindow(now).first, 7 * n.fridayWeeks);
    const dated = n.days !== undefined || friday !== null;
    const request = await services.promotions.submit(
      publisher,
      promoSubmissionSchema.parse({
        definitionId: definition.id,
        mercPromoType: n.type,
        ean: n.isbn,
        promoPrice: n.promoPrice ?? null,
        startDate: friday ? sendDayOf(friday) : day(n.days?.[0]),
        endDate: day(n.days?.[1]),
        flexDate: !dated,
        additionalComments: n.comments,
        inputMode: 'EAN',
      }),
    );
    sent += 1;
    if (n.outcome)
      decided.push({ id: request.id, outcome: n.outcome, start: request.startDate, end: request.endDate });
  }
  for (const d of decided) {
    if (d.outcome === 'DECLINED')
      await services.promotions.updateStatus(admin, {
        ids: [d.id],
        status: 'DECLINED',
        declineReason: 'RECENTLY_PROMOTED',
        eligibleAgain: sendDayOf(addDays(today, ELIGIBLE_AGAIN_DAYS)),
      });
    else
      await services.promotions.updateStatus(admin, {
        ids: [d.id],
        status: 'APPROVED',
        startDate: d.start,
        endDate: d.end,
      });
  }
  return sent;
}
