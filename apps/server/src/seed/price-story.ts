import { addDays, newYorkDay, toNewYorkDate } from '@quire/domain';
import type { AccountsService } from '../modules/accounts';
import type { AnalyticsSeeder } from '../modules/analytics';
import type { PriceScheduleSeeder } from '../modules/price-schedule';
import type { createProjectsSeeder } from '../modules/projects';
import type { PromoDefinitionSeed, PromoDefinitionsService, PromotionsSeeder } from '../modules/promotions';
import { DEMO_SOURCE } from './analytics-history';
import { demoPromoDefinitions } from './promotions';

/**
 * The demo author's past prices (demo mode, with the demo catalogue), so the analytics history
 * shows what scheduled prices and promotions do: a three-week price cut of the backlist novel
 * half a year ago, and a week-long Limited-Time eBook Deal of the series opener some four months
 * ago, accepted by the demo administrator. Neither can be made through the services today (a
 * scheduled price starts in the future, and so do a nomination's days and an acceptance's), so the
 * two modules' seeders write them as their jobs and review would have left them, each step checked
 * by the rules as they stood at its moment: the price cut as set up by the author a month before,
 * the nomination as sent while the promotion was open, the acceptance on its review day.
 */

/** The backlist novel ($4.99, seed/projects.ts) at $0.99 for three weeks, from midnight (New York) 175 days ago. */
export const DEMO_PRICE_CUT = {
  ean: '9798886450101',
  price: '0.99',
  startDaysAgo: 175,
  days: 21,
  setUpDaysBefore: 30,
} as const;

/** The key of the past deal's definition: one, whatever day the seed runs. */
export const PAST_DEAL_KEY = 'demo:past:limited-time';

/** The series opener ($2.99) at $0.99 for a week, from the ninth of the past promotion's month. */
export const DEMO_PAST_DEAL = {
  ean: '9798886450118',
  promoPrice: '0.99',
  startAfterMonthStart: 8,
  days: 7,
  /** Sent this many days before the nominations closed, accepted the day after they closed. */
  sentDaysBeforeClose: 10,
  comments: 'The first of the Brasswood Chronicles; book two is on its way.',
} as const;

/**
 * The demo's monthly Limited-Time eBook Deals as the demo seed would have made it some four months
 * before `today` (its month is the first to start at least 12 days after that), under a key of its own.
 */
export function pastDealDefinition(today: string): PromoDefinitionSeed {
  const made = demoPromoDefinitions(addDays(today, -135)).find(
    (d) => d.mercPromoType === 'LIMITED_TIME_EBOOK',
  );
  if (!made) throw new Error('The demo promotions have no Limited-Time eBook Deals');
  return { ...made, seedKey: PAST_DEAL_KEY };
}

export interface PriceStoryServices {
  accounts: Pick<AccountsService, 'customerIdByEmail'>;
  projectsSeeder: Pick<ReturnType<typeof createProjectsSeeder>, 'onSaleEbooks'>;
  analyticsSeeder: Pick<AnalyticsSeeder, 'lastDay'>;
  priceScheduleSeeder: Pick<PriceScheduleSeeder, 'seedPastChange'>;
  promoDefinitions: Pick<PromoDefinitionsService, 'seedDefinitions'>;
  promotionsSeeder: Pick<PromotionsSeeder, 'definition' | 'seedAccepted'>;
}

const HOUR = 3_600_000;
/** A moment of a New York day, `hours` after its midnight. */
const at = (day: string, hours = 0) => new Date((toNewYorkDate(day) as Date).getTime() + hours * HOUR);

/**
 * Seeds the price cut and the past deal before the demo's first analytics history only: a history
 * already kept (an older demo database) priced its days at the list price, and would not show them.
 * Insert-only besides (each seeder leaves a book that has them as it is). Answers what it made.
 */
export async function seedDemoPriceStory(
  services: PriceStoryServices,
  emails: { author: string; admin: string },
  now: Date,
): Promise<{ priceCut: boolean; deal: boolean }> {
  const none = { priceCut: false, deal: false };
  if ((await services.analyticsSeeder.lastDay(DEMO_SOURCE)) !== null) return none;
  const [owner, admin] = await Promise.all([
    services.accounts.customerIdByEmail(emails.author),
    services.accounts.customerIdByEmail(emails.admin),
  ]);
  if (!owner || !admin) return none;
  const today = newYorkDay(now);
  const books = await services.projectsSeeder.onSaleEbooks({ owner });
  const novel = books.find((b) => b.ean === DEMO_PRICE_CUT.ean);
  const cutStart = addDays(today, -DEMO_PRICE_CUT.startDaysAgo);
  const priceCut = novel
    ? (await services.priceScheduleSeeder.seedPastChange({
        projectId: novel.projectId,
        price: DEMO_PRICE_CUT.price,
        start: at(cutStart),
        end: at(addDays(cutStart, DEMO_PRICE_CUT.days)),
        by: owner,
        setUpAt: at(addDays(cutStart, -DEMO_PRICE_CUT.setUpDaysBefore), 20.25),
      })) !== null
    : false;

  await services.promoDefinitions.seedDefinitions(() => [pastDealDefinition(today)]);
  const definition = await services.promotionsSeeder.definition(PAST_DEAL_KEY);
  if (!definition?.start || !definition.submitBy) return { priceCut, deal: false };
  const start = addDays(definition.start, DEMO_PAST_DEAL.startAfterMonthStart);
  const outcome = await services.promotionsSeeder.seedAccepted({
    definitionId: definition.id,
    owner,
    ean: DEMO_PAST_DEAL.ean,
    promoPrice: DEMO_PAST_DEAL.promoPrice,
    start,
    end: addDays(start, DEMO_PAST_DEAL.days),
    comments: DEMO_PAST_DEAL.comments,
    submittedAt: at(addDays(definition.submitBy, -DEMO_PAST_DEAL.sentDaysBeforeClose), 10.5),
    decidedBy: admin,
    decidedAt: at(addDays(definition.submitBy, 1), 11),
  });
  return { priceCut, deal: outcome === 'created' };
}
