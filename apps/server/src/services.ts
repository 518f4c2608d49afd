import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createUnitOfWork } from './db/unit-of-work';
import { lazySecrets } from './lib/secrets';
import { createAccessService } from './modules/access';
import { createAccessRepository } from './modules/access/access.repository';
import {
  createAccountsAdmin,
  createAccountsService,
  createAccountsVendor,
  createChallenges,
  createCodes,
  createLockoutAdminService,
  createLockoutService,
  createPasskeySignIn,
  createPasskeysService,
  createProfileService,
  createRecoveryService,
  createSecurityHistory,
  createSessionCache,
  createSessionsService,
  createTwoStepAdmin,
  createTwoStepService,
  createTwoStepSignIn,
  createTwoStepTrust,
  createWebAuthn,
  relyingParty,
} from './modules/accounts';
import { createAccountHolderRepository } from './modules/accounts/account-holder.repository';
import { createPasskeysRepository } from './modules/accounts/accounts.passkeys.repository';
import { createRecoveryRepository } from './modules/accounts/accounts.recovery.repository';
import { createTwoStepRepository } from './modules/accounts/accounts.two-step.repository';
import { createSessionsRepository } from './modules/accounts/sessions.repository';
import { createUsersRepository } from './modules/accounts/users.repository';
import { createAddressesService } from './modules/addresses';
import { createAddressesRepository } from './modules/addresses/addresses.repository';
import { createAdminUsersService } from './modules/admin';
import {
  createAnalyticsAccess,
  createAnalyticsDashboards,
  createAnalyticsSeeder,
  createAnalyticsService,
  createAnalyticsStatements,
  createAnalyticsViews,
} from './modules/analytics';
import { createAnalyticsFoldRepository } from './modules/analytics/analytics.fold.repository';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { createAnalyticsSeedRepository } from './modules/analytics/analytics.seed.repository';
import { createAnalyticsStatementsRepository } from './modules/analytics/analytics.statements.repository';
import { createAnalyticsViewsRepository } from './modules/analytics/analytics.views.repository';
import { createAuditService } from './modules/audit';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuthorPagesPublic, createAuthorPagesService } from './modules/author-pages';
import { createAuthorPagesRepository } from './modules/author-pages/author-pages.repository';
import { createBacklistService } from './modules/backlist';
import {
  createCartDeleteChecks,
  createCartService,
  createCartStepUp,
  createOrderTokens,
} from './modules/cart';
import { createCartRepository } from './modules/cart/cart.repository';
import { categoryRows, createCatalogService } from './modules/catalog';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import {
  createAdBannersService,
  createContentImages,
  createContentMessagesService,
  createContentPagesService,
  createContentPagesSite,
  createPageContent,
  createSiteModulesService,
} from './modules/content';
import { createAdBannersRepository } from './modules/content/content.banners.repository';
import { createContentMessagesRepository } from './modules/content/content.messages.repository';
import { createContentImagesRepository } from './modules/content/content.modules.images.repository';
import { createSiteModulesRepository } from './modules/content/content.modules.repository';
import { createContentPagesRepository } from './modules/content/content.pages.repository';
import { createContributorsService, withShareKeySignIn } from './modules/contributors';
import { createContributorsRepository } from './modules/contributors/contributors.repository';
import {
  createCouponRedemptionService,
  createCouponRedemptionsSeeder,
  createCouponsSeeder,
  createCouponsService,
} from './modules/coupons';
import { createCouponRedemptionRepository } from './modules/coupons/coupons.redemption.repository';
import { createCouponsRepository } from './modules/coupons/coupons.repository';
import { createCovers, createFilesService, engines } from './modules/files';
import { createFilesRepository } from './modules/files/files.repository';
import { createHistoryService } from './modules/history';
import { createHistoryRepository } from './modules/history/history.repository';
import { createIsbnService } from './modules/isbn';
import { createIsbnRepository } from './modules/isbn/isbn.repository';
import { createJobsService, type JobsLogger } from './modules/jobs';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { createMailService, createMailTemplates, createSmtpTransport } from './modules/mail';
import { createMailRepository } from './modules/mail/mail.repository';
import { createOnixService } from './modules/onix';
import { createOnixRepository } from './modules/onix/onix.repository';
import { createOrderHistoryService, createOrderLifecycle, createOrdersService } from './modules/orders';
import { createOrderHistoryRepository } from './modules/orders/orders.history.repository';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { createPaymentsService } from './modules/payments';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { createPriceScheduleSeeder, createPriceScheduleService } from './modules/price-schedule';
import { createPriceScheduleRepository } from './modules/price-schedule/price-schedule.repository';
import { createGroupsService, createProjectsSeeder, createProjectsService } from './modules/projects';
import { createProjectsRepository } from './modules/projects/projects.repository';
import {
  createPromoDefinitionsService,
  createPromoRequestsService,
  createPromoSheets,
  createPromoTradeService,
  createPromotionsSeeder,
} from './modules/promotions';
import { createPromoDefinitionsRepository } from './modules/promotions/promotions.definitions.repository';
import { createPromoRequestsRepository } from './modules/promotions/promotions.requests.repository';
import { createPromoSeedRepository } from './modules/promotions/promotions.seed.repository';
import { createPromoSheetRepository } from './modules/promotions/promotions.sheet.repository';
import { createPromoTradeRepository } from './modules/promotions/promotions.trade.repository';
import { type CouponCheck, createPublishingService, defineIntakeJob } from './modules/publishing';
import { createReferenceService } from './modules/reference';
import { createRetailerKeysSeeder, createRetailerKeysService } from './modules/retail';
import { createRetailerKeysRepository } from './modules/retail/retail.repository';
import { createEaaSearch, createSearchService, EAA_FEATURE } from './modules/search';
import { createStorefrontService } from './modules/storefront';
import { createEnvironmentService, createSystemService } from './modules/system';
import { createSystemRepository } from './modules/system/system.repository';
import {
  createVendorKeys,
  createVendorNotices,
  createVendorsAdmin,
  createVendorsService,
  createVendorTaxForms,
} from './modules/vendors';
import { createVendorsRepository } from './modules/vendors/vendors.repository';
import { createStorage } from './storage';

/**
 * The composition root: the one place that knows every module. It builds each module's
 * repositories on the database (as a unit of work, so services open transactions without knowing
 * the driver) and hands each service the other modules' services it asks for. Modules never
 * import one another's repositories; only this file (and the tests) do.
 */
export function createServices(
  db: Db,
  config: AppConfig,
  databaseKind: 'embedded' | 'postgres',
  logger?: JobsLogger,
) {
  const now = config.now;
  // The one users repository and the one sessions repository; every accounts use case that reads or
  // writes an account or a session gets them beside its own tables' repository.
  // The session look-up of signed-in requests, kept in this process once the database's change
  // notifications arrive (app.ts turns it on; decision 060). Both repositories tell it of their writes.
  const sessionCache = createSessionCache(() => now().getTime());
  const accountTables = (d: Db) => ({
    users: createUsersRepository(d, sessionCache),
    sessions: createSessionsRepository(d, sessionCache),
  });
  const accountsUow = createUnitOfWork(db, accountTables);
  // The vendor side of accounts: the status the vendors module changes, the owner publishing and orders read.
  const accountsVendor = createAccountsVendor({ uow: accountsUow, now });
  // Other modules define their job kinds on this service; app.ts (inline) or worker.ts starts it.
  const jobs = createJobsService({
    uow: createUnitOfWork(db, createJobsRepository),
    now,
    logger,
    leaseMs: config.jobs.leaseMs,
    pollMs: config.jobs.pollMs,
    concurrency: config.jobs.concurrency,
    // Leave the rest of the shutdown time for requests and closing the database.
    stopTimeoutMs: Math.floor(config.shutdownTimeoutMs / 2),
  });
  // The outbox: other modules write messages in their transactions; the mail.deliver job sends them.
  const mail = createMailService({
    uow: createUnitOfWork(db, createMailRepository),
    jobs,
    now,
    from: config.mail.from,
    transport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : null,
  });
  const access = createAccessService({ repo: createAccessRepository(db), now });
  const audit = createAuditService({ uow: createUnitOfWork(db, createAuditRepository), now });
  // A book's history: publishing, corrections and scheduled prices record what happened to a book.
  const history = createHistoryService({ uow: createUnitOfWork(db, createHistoryRepository), now });
  // The account holder's security and profile: lockout, sessions, re-authentication, profile.
  const accountHolderUow = createUnitOfWork(db, (d) => ({
    ...createAccountHolderRepository(d),
    ...accountTables(d),
  }));
  const lockout = createLockoutService({ uow: accountHolderUow, now });
  const sessions = createSessionsService({ uow: accountHolderUow, lockout, now, session: config.session });
  const profile = createProfileService({
    uow: accountHolderUow,
    sessions,
    lockout,
    mail,
    now,
    hashCost: config.argon2,
    publicUrl: config.publicUrl,
    operatorName: config.operatorName,
  });
  const lockoutAdmin = createLockoutAdminService({ uow: accountsUow, lockout, audit });
  // Two-step verification (decision 023): codes through the outbox, the app's secret sealed at rest.
  // Passkeys (decision 048) share its unit of work: a passkey is a second step, and the reset removes them.
  const twoStepUow = createUnitOfWork(db, (d) => ({
    ...createTwoStepRepository(d),
    ...accountTables(d),
    passkeys: createPasskeysRepository(d),
  }));
  const twoStepSecrets = lazySecrets(config.dataKeys, databaseKind);
  const codes = createCodes({
    mail,
    now,
    secret: () => system.sessionSecret(config.sessionSecret),
    operatorName: config.operatorName,
  });
  const twoStep = createTwoStepService({
    uow: twoStepUow,
    codes,
    sessions,
    secrets: twoStepSecrets,
    now,
    operatorName: config.operatorName,
  });
  // The relying party from PUBLIC_URL (localhost for a loopback address); challenges single use, 5 minutes.
  const webauthn = createWebAuthn(relyingParty(config.publicUrl, config.operatorName));
  const challenges = createChallenges({ now });
  const passkeyTemplates = createMailTemplates({ operatorName: config.operatorName });
  const passkeys = createPasskeysService({
    uow: twoStepUow,
    webauthn,
    challenges,
    sessions,
    mail,
    templates: passkeyTemplates,
    publicUrl: config.publicUrl,
    now,
  });
  const passkeySignIn = createPasskeySignIn({
    uow: twoStepUow,
    webauthn,
    challenges,
    mail,
    templates: passkeyTemplates,
    publicUrl: config.publicUrl,
    now,
  });
  const securityHistory = createSecurityHistory({ uow: twoStepUow });
  const twoStepSignIn = createTwoStepSignIn({
    uow: twoStepUow,
    codes,
    secrets: twoStepSecrets,
    lockout,
    passkeys: passkeySignIn,
    now,
  });
  // The account-level reads and writes other modules use (owners, authors, the back office).
  const accountsAdmin = createAccountsAdmin({ uow: accountsUow, now });
  const addresses = createAddressesService({ uow: createUnitOfWork(db, createAddressesRepository), now });
  const accounts = createAccountsService({
    uow: accountsUow,
    access,
    now,
    hashCost: config.argon2,
    session: config.session,
    lockout,
    twoStep: twoStepSignIn,
    passkeys: passkeySignIn,
    mail,
    publicUrl: config.publicUrl,
    operatorName: config.operatorName,
    sessionCache,
  });
  const system = createSystemService({
    repo: createSystemRepository(db),
    databaseKind,
    version: config.version,
    now,
  });
  // GET /api/account/getenv: the server as the web client needs to know it.
  const environment = createEnvironmentService({
    operatorName: config.operatorName,
    publicUrl: config.publicUrl,
    version: config.version,
    buildId: config.buildId,
    commit: config.commit,
    demo: config.demo,
    featureModel: access,
    now,
  });
  // Forgot password: the link goes out through the outbox in the same transaction as its token.
  const recovery = createRecoveryService({
    uow: createUnitOfWork(db, (d) => ({ ...createRecoveryRepository(d), ...accountTables(d) })),
    mail,
    lockout,
    now,
    hashCost: config.argon2,
    publicUrl: config.publicUrl,
    operatorName: config.operatorName,
    secret: () => system.sessionSecret(config.sessionSecret),
    answerLimit: { max: config.recovery.rateLimit.max * 3, windowMs: config.recovery.rateLimit.windowMs },
  });
  const catalog = createCatalogService({
    uow: createUnitOfWork(db, createCatalogRepository),
    tree: categoryRows,
  });
  const reference = createReferenceService({ now });
  const isbn = createIsbnService({ uow: createUnitOfWork(db, createIsbnRepository), now });
  const projectsUow = createUnitOfWork(db, createProjectsRepository);
  // The cart's repositories come first: the projects service asks them whether a book sits in a cart.
  const cartUow = createUnitOfWork(db, createCartRepository);
  const projects = createProjectsService({
    uow: projectsUow,
    categories: catalog,
    isbn,
    now,
    publicUrl: config.publicUrl,
    deleteChecks: createCartDeleteChecks(cartUow.repos),
  });
  const groups = createGroupsService({ uow: projectsUow, projects, now });
  const search = createSearchService({ projects, isbn });
  // Whether an account holds a feature, with the global model (a contributor works with the author's).
  const accountHas = async (customerId: string, feature: string): Promise<boolean> => {
    const account = await accountsAdmin.get(customerId);
    if (!account) return false;
    const features = await access.effectivePermissions({
      role: account.role,
      permissions: account.permissions,
    });
    return features.includes(feature);
  };
  // Accessibility metadata for the European Accessibility Act (decision 046).
  const eaaSearch = createEaaSearch({ projects, accountHas });
  const projectsSeeder = createProjectsSeeder(projectsUow, now);
  // ONIX 3.0 (decision 027): a book's record, and the feed the publishing jobs write (recordSaleChange in their tx).
  const onix = createOnixService({
    uow: createUnitOfWork(db, createOnixRepository),
    projects,
    now,
    operatorName: config.operatorName,
  });
  const files = createFilesService({
    uow: createUnitOfWork(db, createFilesRepository),
    storage: createStorage(config.files.storage),
    projects,
    jobs,
    now,
    engines,
    limits: config.files.limits,
    preflight: {
      epubcheck: config.files.epubcheck,
      accessibilityChecks: (owner) => accountHas(owner, EAA_FEATURE),
    },
  });
  const covers = createCovers(engines);
  // The public product pages of on-sale books: read-only over projects and files (decision 028).
  // Analytics (decision 042): the facts the product pages record (visits, samples opened).
  // The fold job (decision 044) copies the coupon redemptions (built below) into the facts; reader
  // references are kept as HMACs keyed by the session secret.
  const analytics = createAnalyticsService({
    repo: createAnalyticsRepository(db),
    foldRepo: createAnalyticsFoldRepository(db),
    books: projects,
    redemptions: {
      redemptionsSince: (since, limit, afterId) => couponRedemptions.redemptionsSince(since, limit, afterId),
    },
    jobs,
    readerSecret: () => system.sessionSecret(config.sessionSecret),
    now,
    logger,
  });
  // The demo's analytics history (seed/analytics.ts): made-up facts kept through factOf like any others.
  const analyticsSeeder = createAnalyticsSeeder(createUnitOfWork(db, createAnalyticsSeedRepository));
  // The dashboards' views and the royalty statements (decision 044): read from the rollups only.
  const analyticsFold = createAnalyticsFoldRepository(db);
  const analyticsDashboards = createAnalyticsDashboards({
    access: createAnalyticsAccess({
      projects,
      analyticsPagesOf: async (customerId) =>
        (await accountsAdmin.get(customerId))?.accountPermissions.analyticsAccess ?? null,
    }),
    views: createAnalyticsViews({
      repo: createAnalyticsViewsRepository(db),
      fold: analyticsFold,
      titles: projects.bookTitles,
      now,
    }),
    statements: createAnalyticsStatements({
      repo: createAnalyticsStatementsRepository(db),
      fold: analyticsFold,
      titles: projects.bookTitles,
      now,
      operatorName: config.operatorName,
    }),
    now,
  });
  // Author pages (spec 3 authorAccess): the account's pages, their photos beside the uploads, and
  // the public pages; the account's feature and limit through accounts' admin read and the feature model.
  const authorPagesUow = createUnitOfWork(db, createAuthorPagesRepository);
  const authorPageAccounts = {
    async authorPagesOf(customerId: string) {
      const account = await accountsAdmin.get(customerId);
      if (!account) return null;
      return {
        features: await access.effectivePermissions({ role: account.role, permissions: account.permissions }),
        authorAccess: account.accountPermissions.authorAccess,
        active: account.deactivatedAt === null,
      };
    },
  };
  const authorPages = createAuthorPagesService({
    uow: authorPagesUow,
    storage: createStorage(config.files.storage),
    projects,
    accounts: authorPageAccounts,
    publicUrl: config.publicUrl,
    now,
  });
  const authorPagesSite = createAuthorPagesPublic({
    uow: authorPagesUow,
    accounts: authorPageAccounts,
    projects,
    files,
    photos: { open: authorPages.openPhoto },
    publicUrl: config.publicUrl,
    operatorName: config.operatorName,
  });
  const storefront = createStorefrontService({
    projects,
    files,
    publicUrl: config.publicUrl,
    operatorName: config.operatorName,
    storeBookUrl: config.storefront.storeBookUrl,
    visits: analytics,
    authorPages: authorPagesSite,
    now,
  });
  // Scheduled prices (decision 029): the jobs that apply them change the list price through the projects
  // service, write the book's history and e-mail the owner's reminder, each in the job's transaction.
  const priceSchedules = createPriceScheduleService({
    uow: createUnitOfWork(db, createPriceScheduleRepository),
    jobs,
    projects,
    history,
    mail,
    owners: accountsAdmin,
    now,
    publicUrl: config.publicUrl,
    operatorName: config.operatorName,
  });
  // Card payments: the gateway the configuration names (the sandbox, or a start-up error for live).
  const payments = createPaymentsService({
    flag: config.payments.gateway,
    repo: createPaymentsRepository(db),
    secrets: lazySecrets(config.dataKeys, databaseKind),
    now,
  });
  // The cart: the account's own books through the projects service, the address book (and stored
  // cards) through its service, the card through the payments module; the token step's challenges
  // are signed with a key derived from the session secret.
  const cart = createCartService({
    uow: cartUow,
    projects,
    addresses,
    payments,
    tokens: createOrderTokens({
      secret: () => system.sessionSecret(config.sessionSecret),
      spend: (signature, expiresAt, at) => cartUow.repos.spendToken(signature, expiresAt, at),
      spent: (signature) => cartUow.repos.tokenSpent(signature),
      now,
    }),
    // The two-step checks of checkout: the signed-in person's settings and this session's verifications.
    stepUp: createCartStepUp({ twoStep: createTwoStepTrust({ uow: twoStepUow, now }), now }),
    now,
  });
  // Orders: submit-order reads and empties the cart, authorises through the gateway, and writes the
  // order with its "order placed" e-mail in one transaction.
  // An order's life after placement: one job per step (production, shipping with the capture,
  // delivery), each enqueued by the step before; the order history reads and cancels orders.
  const orderHistoryUow = createUnitOfWork(db, createOrderHistoryRepository);
  const orderLifecycle = createOrderLifecycle({
    uow: orderHistoryUow,
    jobs,
    gateway: payments.gateway,
    mail,
    templates: createMailTemplates({ operatorName: config.operatorName }),
    accounts: accountsVendor,
    publicUrl: config.publicUrl,
    now,
  });
  const orderHistory = createOrderHistoryService({
    uow: orderHistoryUow,
    lifecycle: orderLifecycle,
    gateway: payments.gateway,
    mail,
    templates: createMailTemplates({ operatorName: config.operatorName }),
    accounts: accountsVendor,
    audit,
    publicUrl: config.publicUrl,
    now,
  });
  const orders = createOrdersService({
    lifecycle: orderLifecycle,
    uow: createUnitOfWork(db, createOrdersRepository),
    cart,
    gateway: payments.gateway,
    mail,
    templates: createMailTemplates({ operatorName: config.operatorName }),
    accounts: accountsVendor,
    publicUrl: config.publicUrl,
    now,
    inFlightTakeoverMs: config.payments.keyTakeoverMs,
  });
  // Merchandising promotions (spec 2): the definitions administrators keep, and the nominations
  // publishers send and administrators review; an acceptance schedules the promo price.
  const promoDefinitions = createPromoDefinitionsService({
    uow: createUnitOfWork(db, createPromoDefinitionsRepository),
    audit,
    now,
  });
  const promotions = createPromoRequestsService({
    uow: createUnitOfWork(db, createPromoRequestsRepository),
    definitions: promoDefinitions,
    projects,
    isbn,
    priceSchedules,
    history,
    jobs,
    mail,
    templates: createMailTemplates({ operatorName: config.operatorName }),
    accounts: accountsVendor,
    audit,
    publicUrl: config.publicUrl,
    undoSeconds: config.promotions.undoSeconds,
    now,
  });
  // The demo's past price change and past promotion (seed/price-story.ts): written as the scheduler
  // and the review would have left them, each step checked by the rules as they stood at its moment.
  const priceScheduleSeeder = createPriceScheduleSeeder({
    uow: createUnitOfWork(db, createPriceScheduleRepository),
    projects,
    history,
  });
  const promotionsSeeder = createPromotionsSeeder({
    uow: createUnitOfWork(db, (d) => ({
      ...createPromoRequestsRepository(d),
      ...createPromoSeedRepository(d),
    })),
    projects,
    accounts: accountsVendor,
    priceSchedules: priceScheduleSeeder,
    history,
  });
  // Nominations by spreadsheet, checked as submit-promo checks one; a promotion's report as CSV.
  const promoSheets = createPromoSheets({
    uow: createUnitOfWork(db, (d) => ({
      ...createPromoRequestsRepository(d),
      ...createPromoSheetRepository(d),
    })),
    definitions: promoDefinitions,
    projects,
    history,
    accounts: accountsVendor,
    audit,
    now,
  });
  // Trade publishers' nominations, entered by administrators and reviewed like Quire's.
  const promoTrade = createPromoTradeService({
    uow: createUnitOfWork(db, createPromoTradeRepository),
    definitions: promoDefinitions,
    isbn,
    review: promotions,
    audit,
    now,
  });
  // The retailers' API: administrators issue the keys; retailers check and redeem coupons with them.
  const retailerKeys = createRetailerKeysService({
    uow: createUnitOfWork(db, createRetailerKeysRepository),
    audit,
    now,
  });
  const couponRedemptions = createCouponRedemptionService({
    uow: createUnitOfWork(db, createCouponRedemptionRepository),
    projects,
    now,
  });
  // The demo's redemptions (seed/analytics.ts): past orders by the redeem's rules, from an unusable key.
  const retailerKeysSeeder = createRetailerKeysSeeder(
    createUnitOfWork(db, createRetailerKeysRepository),
    now,
  );
  const couponRedemptionsSeeder = createCouponRedemptionsSeeder({
    uow: createUnitOfWork(db, createCouponRedemptionRepository),
    projects,
    now,
  });
  // The static pages (footer pages and the home page's content): versions with a publish time,
  // edited in the back office (audited), server-rendered for visitors with the books on sale in the sitemaps.
  const contentPagesUow = createUnitOfWork(db, createContentPagesRepository);
  const contentPages = createContentPagesService({
    uow: contentPagesUow,
    audit,
    now,
    operatorName: config.operatorName,
  });
  const contentPagesSite = createContentPagesSite({
    uow: contentPagesUow,
    books: projects,
    publicUrl: config.publicUrl,
    operatorName: config.operatorName,
    now,
  });
  // The administrators' back office: accounts' admin writes, the audit log and the outbox in one transaction per action.
  const adminUsers = createAdminUsersService({
    uow: createUnitOfWork(db, () => null),
    accounts: accountsAdmin,
    audit,
    isbn,
    projects,
    search,
    files,
    feed: onix,
    history,
    mail,
    recovery,
    twoStep: createTwoStepAdmin({ uow: twoStepUow, now }),
    operatorName: config.operatorName,
    publicUrl: config.publicUrl,
  });
  // Vendor, tax and bank information: secrets sealed under DATA_KEY (or the embedded key file); the
  // vendor status stays on the account (decision 021), changed through accounts.vendor on our tx.
  const vendorsUow = createUnitOfWork(db, createVendorsRepository);
  const vendorSecrets = lazySecrets(config.dataKeys, databaseKind);
  const vendors = createVendorsService({
    uow: vendorsUow,
    accounts: accountsVendor,
    secrets: vendorSecrets,
    mail,
    now,
    publicUrl: config.publicUrl,
    operatorName: config.operatorName,
  });
  // Every vendor status change and paper form request e-mails the author through the outbox.
  const vendorNotices = createVendorNotices({
    mail,
    templates: createMailTemplates({ operatorName: config.operatorName }),
    publicUrl: config.publicUrl,
  });
  const vendorsAdmin = createVendorsAdmin({
    uow: vendorsUow,
    accounts: accountsVendor,
    audit,
    notices: vendorNotices,
  });
  const vendorStorage = createStorage(config.files.storage);
  const vendorTaxForms = createVendorTaxForms({
    uow: vendorsUow,
    accounts: accountsVendor,
    audit,
    secrets: vendorSecrets,
    storage: vendorStorage,
    notices: vendorNotices,
    now,
  });
  const vendorKeys = createVendorKeys({
    uow: vendorsUow,
    secrets: vendorSecrets,
    storage: vendorStorage,
    audit,
    now,
  });
  // eBook coupons (spec 2): the author's coupons on their on-sale eBooks, the administrators' views.
  const couponsUow = createUnitOfWork(db, createCouponsRepository);
  const coupons = createCouponsService({ uow: couponsUow, projects, accounts: accountsVendor, now });
  const couponsSeeder = createCouponsSeeder(couponsUow, projects, now);
  // Site modules and ad banners aimed at pages, with their images (re-encoded, stored beside the
  // uploads); a page's modules, banners and the reader's messages come in one call (page-banners).
  const contentImages = createContentImages({
    uow: createUnitOfWork(db, createContentImagesRepository),
    storage: createStorage(config.files.storage),
    audit,
    now,
  });
  const siteModules = createSiteModulesService({
    uow: createUnitOfWork(db, createSiteModulesRepository),
    images: contentImages,
    audit,
    now,
  });
  const adBanners = createAdBannersService({
    uow: createUnitOfWork(db, createAdBannersRepository),
    images: contentImages,
    audit,
    now,
  });
  const pageContent = createPageContent({
    modules: siteModules,
    banners: adBanners,
    // The reader's broadcast and marketing messages (contentMessages, built below beside contributors).
    messagesFor: (user) => contentMessages.forReader(user),
  });
  // Publishing (decision 030): on sale and off sale through the retailer's intake (a durable job), corrections.
  const couponCheck: CouponCheck = coupons;
  const publishing = createPublishingService({
    uow: createUnitOfWork(db, () => null),
    projects,
    accounts: accountsVendor,
    history,
    jobs,
    mail,
    // Taking a book off sale warns while one of its coupons is running or scheduled.
    coupons: couponCheck,
    feed: onix,
    now,
    delays: config.publishing,
    publicUrl: config.publicUrl,
  });
  // Backlist metadata (decision 047): a listing's metadata loaded as one save of the project, with its history entry.
  const backlist = createBacklistService({
    uow: createUnitOfWork(db, () => null),
    projects,
    isbn,
    categories: catalog,
    history,
  });
  defineIntakeJob(jobs, {
    projects,
    accounts: accountsVendor,
    history,
    mail,
    feed: onix,
    now,
    publicUrl: config.publicUrl,
    operatorName: config.operatorName,
  });
  // Contributors (decision 022): an author's contributors and their share keys, the invitation through the
  // outbox; sign-in with a key binds the session to the author's account (withShareKeySignIn).
  const contributors = createContributorsService({
    uow: createUnitOfWork(db, createContributorsRepository),
    authors: accountsAdmin,
    access,
    mail,
    // A contributor's sessions get a new id when the author changes their permissions (ASVS level 2).
    sessions: {
      rotateAtNextRequest: async (keys, tx) => {
        await accountTables(tx).sessions.markRotationDueOf(keys);
      },
    },
    now,
    publicUrl: config.publicUrl,
    operatorName: config.operatorName,
  });
  // Broadcast messages: written by administrators (audited), shown to the accounts of their audience,
  // which the accounts, vendors, addresses, contributors and projects services resolve in SQL.
  const contentMessages = createContentMessagesService({
    uow: createUnitOfWork(db, createContentMessagesRepository),
    audit,
    now,
    accounts: accountsAdmin,
    vendors,
    addresses,
    contributors,
    projects,
  });
  return {
    /** Turned on by app.ts while the database's change notifications arrive (decision 060). */
    sessionCache,
    payments,
    vendors,
    vendorsAdmin,
    vendorTaxForms,
    vendorKeys,
    jobs,
    mail,
    access,
    accounts: withShareKeySignIn(accounts, contributors),
    contributors,
    recovery,
    lockout,
    sessions,
    profile,
    lockoutAdmin,
    twoStep,
    twoStepSignIn,
    passkeys,
    passkeySignIn,
    securityHistory,
    addresses,
    audit,
    history,
    publishing,
    backlist,
    system,
    environment,
    catalog,
    reference,
    isbn,
    projects,
    groups,
    search,
    eaaSearch,
    files,
    covers,
    storefront,
    authorPages,
    authorPagesSite,
    analytics,
    analyticsSeeder,
    analyticsDashboards,
    priceSchedules,
    priceScheduleSeeder,
    cart,
    orders,
    orderHistory,
    promoDefinitions,
    promotions,
    promotionsSeeder,
    promoSheets,
    promoTrade,
    retailerKeys,
    retailerKeysSeeder,
    couponRedemptions,
    couponRedemptionsSeeder,
    coupons,
    couponsSeeder,
    adminUsers,
    projectsSeeder,
    onix,
    contentPages,
    contentPagesSite,
    contentImages,
    siteModules,
    adBanners,
    pageContent,
    contentMessages,
  };
}

export type Services = ReturnType<typeof createServices>;
