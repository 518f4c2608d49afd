import { DEFAULT_ANALYTICS_ACCESS, DEFAULT_AUTHOR_PAGES } from '@quire/domain';
import type { AccessService } from '../modules/access';
import type { AccountsService, SeedUser } from '../modules/accounts';
import type { AddressesService } from '../modules/addresses';
import type { AnalyticsSeeder, AnalyticsService } from '../modules/analytics';
import type { AuthorPagesService } from '../modules/author-pages';
import type { CatalogService } from '../modules/catalog';
import type {
  AdBannersService,
  ContentImages,
  ContentMessagesService,
  ContentPagesService,
  SiteModulesService,
} from '../modules/content';
import type { CouponRedemptionsSeeder, CouponsSeeder, CouponsService } from '../modules/coupons';
import type { FilesService } from '../modules/files';
import type { IsbnService } from '../modules/isbn';
import type { PriceScheduleSeeder } from '../modules/price-schedule';
import type { createProjectsSeeder } from '../modules/projects';
import type { PromoDefinitionsService, PromoRequestsService, PromotionsSeeder } from '../modules/promotions';
import type { RetailerKeysSeeder } from '../modules/retail';
import type { SystemService } from '../modules/system';
import { seedDemoAnalytics } from './analytics';
import { seedDemoAuthorPage } from './author-pages';
import { seedDemoBacklist } from './backlist';
import { seedDemoContentMessages } from './content-messages';
import { seedDemoContentModules } from './content-modules';
import { seedContentPages } from './content-pages';
import { seedDemoCoupons } from './coupons';
import { seedDemoNominations } from './nominations';
import { seedDemoPriceStory } from './price-story';
import { DEMO_PROJECTS, type DemoBook, demoFilesOf, ISBN_POOL_SIZE, RETAIL_CATALOGUE } from './projects';
import { demoPromoDefinitions } from './promotions';
import { DEMO_PUBLISHER, PUBLISHER_PROJECTS } from './publisher';

/** The demo accounts of the README (demo mode only). */
export const DEMO_USERS: SeedUser[] = [
  {
    email: 'author@example.com',
    password: 'Author2026',
    firstName: 'Ada',
    lastName: 'Author',
    role: 'AUTHOR',
    vendorStatus: 'Active',
    businessStatus: 'Active',
    vendorNumber: 'V1000001',
    // Author Shared Access, so the demo author can invite contributors (spec 3 §6); Merchandising,
    // so the demo author can nominate books for promotions (spec 2 §6); eBook coupons of their own,
    // so their coupons work even with the feature turned off for everyone; the Analytics Dashboard
    // with every page, so the demo shows sales, reading and visitors; Author pages with the
    // number an administrator's approval gives, so the demo has a public author page; accessibility
    // metadata for the European Accessibility Act (EAA_ACCESS), so the About step shows it.
    permissions: ['SHARED_ACCESS', 'MERCHANDISING', 'EBOOK_COUPONS', 'AUTHOR_PAGES', 'EAA_ACCESS'],
    analyticsAccess: DEFAULT_ANALYTICS_ACCESS,
    authorAccess: DEFAULT_AUTHOR_PAGES,
  },
  {
    email: 'admin@example.com',
    password: 'Admin2026',
    firstName: 'Alan',
    lastName: 'Admin',
    role: 'ADMIN',
  },
  // A small press that uses merchandising (seed/publisher.ts): its books and nominations come with the demo catalogue.
  DEMO_PUBLISHER,
];

/** The demo author's address book: a shipping address to choose by nickname at checkout. */
export const DEMO_ADDRESS = {
  nickname: 'Home',
  firstName: 'Ada',
  lastName: 'Author',
  company: '',
  address1: '350 Fifth Avenue',
  address2: 'Suite 3400',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  country: 'US',
  phoneNumber: '212-555-0100',
  addressType: 'Mailing',
} as const;

/** What the seed does beyond the reference data. */
export interface SeedOptions {
  /** Demo mode: the demo accounts, the demo author's books and the demo promotion definitions. */
  demo: boolean;
  /**
   * With demo mode, the small press's catalogue and its nominations, and two years of analytics
   * history for the demo author's books (seed/analytics.ts): a start takes it from
   * QUIRE_DEMO_CATALOGUE (on by default); the server tests leave it off, as a dozen books and their
   * requests (and some 20,000 analytics facts) in every test file's database would slow the suite
   * for what few files read.
   */
  demoCatalogue?: boolean;
  /** The clock the services run on (the nominations' dates are relative to its day). */
  now?: () => Date;
}

/**
 * Runs at every start: the feature model, categories, languages, the free ISBN pool and the
 * retail catalogue always; the demo accounts and the demo author's books in demo mode, each with
 * its files placed as checked uploads (seed/demo-files.ts) in the same transaction, the demo
 * promotion definitions (seed/promotions.ts) and, with the demo catalogue, the small press's books
 * and nominations (seed/publisher.ts, seed/nominations.ts) and two years of analytics for the demo
 * author's books (seed/analytics.ts), with a past price cut and promotion (seed/price-story.ts).
 * Idempotent, and safe when several processes start at once: only the process that created the books
 * places their files and sends their nominations, and each analytics fact is kept once.
 */
export async function seed(
  services: {
    access: Pick<AccessService, 'syncFeatureFlags'>;
    accounts: Pick<
      AccountsService,
      'ensureUser' | 'customerIdByEmail' | 'userIdByEmail' | 'sessionUserByEmail'
    >;
    addresses: Pick<AddressesService, 'list' | 'add'>;
    catalog: Pick<CatalogService, 'sync'>;
    files: Pick<FilesService, 'placeChecked'>;
    isbn: Pick<IsbnService, 'seedReference' | 'seedTransferred'>;
    projectsSeeder: ReturnType<typeof createProjectsSeeder>;
    promoDefinitions: Pick<PromoDefinitionsService, 'seedDefinitions' | 'current'>;
    promotions: Pick<PromoRequestsService, 'submit' | 'updateStatus'>;
    coupons: Pick<CouponsService, 'submit' | 'list'>;
    couponsSeeder: CouponsSeeder;
    couponRedemptionsSeeder: Pick<CouponRedemptionsSeeder, 'recordRedemptions'>;
    retailerKeysSeeder: Pick<RetailerKeysSeeder, 'ensureKey'>;
    contentImages: Pick<ContentImages, 'seedImage'>;
    siteModules: Pick<SiteModulesService, 'seedModules'>;
    adBanners: Pick<AdBannersService, 'seedBanners'>;
    contentPages: Pick<ContentPagesService, 'seedPages'>;
    contentMessages: Pick<ContentMessagesService, 'seedMessages'>;
    analyticsSeeder: AnalyticsSeeder;
    analytics: Pick<AnalyticsService, 'fold'>;
    authorPages: Pick<AuthorPagesService, 'list' | 'create' | 'seedPhoto'>;
    priceScheduleSeeder: Pick<PriceScheduleSeeder, 'seedPastChange' | 'appliedChanges'>;
    promotionsSeeder: Pick<PromotionsSeeder, 'definition' | 'seedAccepted' | 'accepted'>;
  },
  { demo, demoCatalogue = false, now = () => new Date() }: SeedOptions,
): Promise<{ created: string[] }> {
  await services.access.syncFeatureFlags();
  await services.catalog.sync();
  await services.isbn.seedReference(ISBN_POOL_SIZE, RETAIL_CATALOGUE);
  // The home page's content (its screenshots too) and the footer's pages, in every mode: written once, then the administrators' (insert-only).
  await seedContentPages(services);
  const created: string[] = [];
  if (demo) {
    for (const user of DEMO_USERS) {
      if ((await services.accounts.ensureUser(user)) === 'created') created.push(user.email);
    }
    const author = await services.accounts.customerIdByEmail(DEMO_USERS[0]!.email);
    const authorUserId = await services.accounts.userIdByEmail(DEMO_USERS[0]!.email);
    if (author && authorUserId) {
      const book = await services.addresses.list(authorUserId, 'Mailing');
      if (!book.some((a) => a.nickname === DEMO_ADDRESS.nickname))
        await services.addresses.add(authorUserId, { ...DEMO_ADDRESS });
      await seedBooks(services, author, DEMO_PROJECTS, now());
      // With the demo catalogue, their backlist book, whose details the retail catalogue's listing fills in (insert-only).
      if (demoCatalogue) await seedDemoBacklist(services, author, now());
      // The demo author's coupons on their on-sale eBooks: running, scheduled and ended (insert-only).
      await seedDemoCoupons(services, DEMO_USERS[0]!.email, now());
      // The demo author's public author page with their books on sale and a photo (insert-only).
      await seedDemoAuthorPage(services, DEMO_USERS[0]!.email);
    }
    // Dated from today at every seed, so the demo's monthly promotions are always open.
    await services.promoDefinitions.seedDefinitions(demoPromoDefinitions);
    // A tip beside the projects list and the builder's steps, an image banner on the home page (insert-only).
    await seedDemoContentModules(services);
    // A welcome broadcast and a marketing message for every author, so the message bar shows (insert-only).
    await seedDemoContentMessages(services.contentMessages);
    const press = demoCatalogue ? await services.accounts.customerIdByEmail(DEMO_PUBLISHER.email) : null;
    // Nominated once, right after the books are made; the monthly promotions above are open to them.
    if (press && (await seedBooks(services, press, PUBLISHER_PROJECTS, now())) > 0)
      await seedDemoNominations(
        services,
        { publisher: DEMO_PUBLISHER.email, admin: DEMO_USERS[1]!.email },
        now(),
      );
    // Last, once the books are on sale and the coupons exist: the days since the last seed (all two years
    // at first, after the author's past price cut and promotion, which only a first history can show).
    if (demoCatalogue) {
      await seedDemoPriceStory(
        services,
        { author: DEMO_USERS[0]!.email, admin: DEMO_USERS[1]!.email },
        now(),
      );
      await seedDemoAnalytics(services, DEMO_USERS[0]!.email, now());
    }
  }
  return { created };
}

/**
 * Gives an owner without books these ones, each with its files in one transaction: no book is left
 * without what its status implies. Answers how many it created (none when the owner had books).
 */
async function seedBooks(
  services: Pick<Parameters<typeof seed>[0], 'projectsSeeder' | 'files'>,
  owner: string,
  books: DemoBook[],
  now: Date,
): Promise<number> {
  const seeded = await services.projectsSeeder.seedDemo(
    owner,
    books.map(({ files: _files, onSaleDaysAgo, ...book }) =>
      onSaleDaysAgo === undefined
        ? book
        : { ...book, onSaleDate: new Date(now.getTime() - onSaleDaysAgo * 86_400_000) },
    ),
    async (project, i, tx) => {
      const book = books[i]!;
      if (!book.files) return;
      await services.files.placeChecked(project.id, owner, demoFilesOf(book), {
        approve: book.files.approved,
        tx,
      });
    },
  );
  return seeded.length;
}

/**
 * The seed as a start runs it: skipped when the database's last seed was made by this same build in
 * the same mode, so a restart does not rewrite what is already there (decision 031: it was a fifth of a
 * warm start). A new build (code, reference data or migrations: build.mjs) or a change of QUIRE_DEMO or
 * QUIRE_DEMO_CATALOGUE seeds again; from source (no build id) every start seeds. Seeding stays idempotent either way.
 */
export async function seedAtStart(
  services: Parameters<typeof seed>[0] & { system: Pick<SystemService, 'lastSeed' | 'recordSeed'> },
  { buildId, ...options }: SeedOptions & { buildId: string | null },
): Promise<'seeded' | 'current'> {
  const mode = !options.demo ? 'no-demo' : options.demoCatalogue ? 'demo' : 'demo-no-catalogue';
  const fingerprint = buildId ? `${buildId}:${mode}` : null;
  if (fingerprint && (await services.system.lastSeed()) === fingerprint) return 'current';
  await seed(services, options);
  if (fingerprint) await services.system.recordSeed(fingerprint);
  return 'seeded';
}
