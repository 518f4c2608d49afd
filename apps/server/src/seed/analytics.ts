import { AppError, analyticsDay, couponListQuerySchema, promoDayOf } from '@quire/domain';
import type { AccountsService } from '../modules/accounts';
import type { AnalyticsSeeder, AnalyticsService } from '../modules/analytics';
import type { CouponRedemptionsSeeder, CouponsService } from '../modules/coupons';
import type { PriceScheduleSeeder } from '../modules/price-schedule';
import type { createProjectsSeeder, OnSaleEbook } from '../modules/projects';
import type { PromotionsSeeder } from '../modules/promotions';
import type { RetailerKeysSeeder } from '../modules/retail';
import {
  DEMO_SOURCE,
  demoAnalyticsHistory,
  type HistoryBook,
  type HistoryCoupon,
  type SalesProfile,
} from './analytics-history';

/**
 * How the demo author's books sell (seed/projects.ts): the backlist novel steadily, with a summer
 * at the beach; the young-adult series opener with a bigger launch and a December of gifts.
 */
const PROFILES: Record<string, SalesProfile> = {
  '9798886450101': {
    code: 'lighthouse',
    perDay: 0.8,
    launch: 5,
    launchDays: 14,
    halfLife: 900,
    summer: 1.3,
    december: 1.4,
  },
  '9798886450118': {
    code: 'clockwork',
    perDay: 0.95,
    launch: 6,
    launchDays: 12,
    halfLife: 700,
    summer: 1.05,
    december: 1.6,
  },
};

/** A book the demo author puts on sale later: a quieter seller. */
const fallbackProfile = (ean: string): SalesProfile => ({
  code: ean,
  perDay: 0.5,
  launch: 4,
  launchDays: 14,
  halfLife: 600,
  summer: 1,
  december: 1.3,
});

/** The small press's books (seed/publisher.ts) that some of the demo author's readers buy too. */
const OTHER_AUTHORS: Record<string, string> = {
  '9798886452013': 'gullcottage',
  '9798886452044': 'tidelines',
};

/** The retailer the demo's coupon orders came through: a key with no secret (retail.seed.ts). */
export const DEMO_RETAILER = 'Demo bookstore';

export interface AnalyticsSeedServices {
  accounts: Pick<AccountsService, 'customerIdByEmail' | 'sessionUserByEmail'>;
  projectsSeeder: Pick<ReturnType<typeof createProjectsSeeder>, 'onSaleEbooks'>;
  coupons: Pick<CouponsService, 'list'>;
  couponRedemptionsSeeder: Pick<CouponRedemptionsSeeder, 'recordRedemptions'>;
  retailerKeysSeeder: Pick<RetailerKeysSeeder, 'ensureKey'>;
  analyticsSeeder: AnalyticsSeeder;
  analytics: Pick<AnalyticsService, 'fold'>;
  priceScheduleSeeder: Pick<PriceScheduleSeeder, 'appliedChanges'>;
  promotionsSeeder: Pick<PromotionsSeeder, 'accepted'>;
}

const historyBook = (b: OnSaleEbook, profile: SalesProfile): HistoryBook => ({
  projectId: b.projectId,
  ownerCustomerId: b.ownerCustomerId,
  ean: b.ean,
  format: 'EBOOK',
  listPrice: b.listPrice,
  printingCost: null,
  onSaleDay: analyticsDay(b.onSaleDate),
  profile,
});

/**
 * Gives each book the scheduled prices applied to it and its accepted promotions (seed/price-story.ts
 * and any its owner made since), so the history prices each copy by the list price in force then.
 */
async function withPrices(services: AnalyticsSeedServices, books: HistoryBook[]): Promise<HistoryBook[]> {
  const ids = books.map((b) => b.projectId);
  const [changes, promotions] = await Promise.all([
    services.priceScheduleSeeder.appliedChanges(ids),
    services.promotionsSeeder.accepted(ids),
  ]);
  return books.map((b) => ({
    ...b,
    priceChanges: changes.filter((c) => c.projectId === b.projectId),
    promotions: promotions.filter((p) => p.projectId === b.projectId),
  }));
}

/** The author's running and ended coupons as they are stored (their days are those of the first seed). */
async function couponsOf(services: AnalyticsSeedServices, email: string): Promise<HistoryCoupon[]> {
  const author = await services.accounts.sessionUserByEmail(email);
  if (!author) return [];
  const out: HistoryCoupon[] = [];
  for (const status of ['ACTIVE', 'EXPIRED'] as const) {
    try {
      const page = await services.coupons.list(
        author,
        couponListQuerySchema.parse({ status, recordsPerPage: 100 }),
      );
      for (const c of page.coupons) {
        const startDay = promoDayOf(c.startDate);
        const endDay = promoDayOf(c.endDate);
        if (!startDay || !endDay) continue;
        out.push({
          code: c.couponCode,
          promoKind: c.promoKind,
          percentOff: c.percentOff,
          startDay,
          endDay,
          redemptionLimit: c.redemptionLimit,
          campaignLabel: c.campaignLabel,
          eans: c.eanList,
        });
      }
    } catch (error) {
      // An older demo database whose author may not use coupons: a history without them.
      if (error instanceof AppError) return [];
      throw error;
    }
  }
  return out;
}

/**
 * Gives the demo author two years of analytics (demo mode, with the demo catalogue), so every
 * dashboard has something to show on a first start: the history of seed/analytics-history.ts for
 * their on-sale eBooks, priced by the list price in force each moment (their scheduled prices and
 * promotions, seed/price-story.ts, selling more while they ran), and their coupons' orders,
 * recorded by the coupons module as redemptions through the demo bookstore's key; then one fold,
 * which copies the redemptions into the facts and takes everything into the rollups. A seed that
 * finds the history there adds only the days since (orders already recorded are skipped by their
 * references).
 */
export async function seedDemoAnalytics(
  services: AnalyticsSeedServices,
  email: string,
  now: Date,
): Promise<{ kept: number; recorded: number; folded: number }> {
  const owner = await services.accounts.customerIdByEmail(email);
  if (!owner) return { kept: 0, recorded: 0, folded: 0 };
  const books = (await services.projectsSeeder.onSaleEbooks({ owner }))
    .filter((b) => b.listPrice !== null)
    .map((b) => historyBook(b, PROFILES[b.ean] ?? fallbackProfile(b.ean)));
  const otherBooks: HistoryBook[] = [];
  for (const [ean, code] of Object.entries(OTHER_AUTHORS)) {
    for (const b of await services.projectsSeeder.onSaleEbooks({ owner: null, ean }))
      if (b.ownerCustomerId !== owner && b.listPrice !== null)
        otherBooks.push(historyBook(b, { ...fallbackProfile(ean), code }));
  }
  if (books.length === 0) return { kept: 0, recorded: 0, folded: 0 };
  const { facts, redemptions } = demoAnalyticsHistory({
    books: await withPrices(services, books),
    otherBooks: await withPrices(services, otherBooks),
    coupons: await couponsOf(services, email),
    now,
  });
  const kept = await services.analyticsSeeder.keepHistory(DEMO_SOURCE, facts);
  const { recorded, earliest } =
    redemptions.length === 0
      ? { recorded: 0, earliest: null }
      : await services.couponRedemptionsSeeder.recordRedemptions(
          await services.retailerKeysSeeder.ensureKey(DEMO_RETAILER),
          redemptions,
        );
  if (kept === 0 && recorded === 0) return { kept, recorded, folded: 0 };
  // From the earliest order recorded: it may be older than a redemption a retailer made since the last seed.
  const { folded } = await services.analytics.fold({ redemptionsFrom: earliest });
  return { kept, recorded, folded };
}
