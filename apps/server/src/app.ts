import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { accessRoutes } from './modules/access';
import {
  accountHolderRoutes,
  accountsRoutes,
  passkeyRoutes,
  recoveryRoutes,
  SESSION_CHANGES_CHANNEL,
  twoStepRoutes,
} from './modules/accounts';
import { addressesRoutes } from './modules/addresses';
import { adminLookupRoutes, adminUltraPremiumRoutes, adminUsersRoutes } from './modules/admin';
import { analyticsDashboardRoutes, analyticsIngestRoutes } from './modules/analytics';
import { auditRoutes } from './modules/audit';
import { authorPagesPublicRoutes, authorPagesRoutes } from './modules/author-pages';
import { backlistRoutes } from './modules/backlist';
import { cartRoutes } from './modules/cart';
import { catalogRoutes } from './modules/catalog';
import {
  adBannerRoutes,
  contentImageRoutes,
  contentMessagesRoutes,
  contentPagesRoutes,
  contentPagesSiteRoutes,
  pageContentRoutes,
  siteModuleRoutes,
} from './modules/content';
import { contributorsRoutes } from './modules/contributors';
import { couponRedemptionRoutes, couponsAdminRoutes, couponsRoutes } from './modules/coupons';
import { filesRoutes, filesServeRoutes } from './modules/files';
import { isbnRoutes } from './modules/isbn';
import { mailRoutes } from './modules/mail';
import { onixRoutes } from './modules/onix';
import { orderHistoryRoutes, ordersRoutes } from './modules/orders';
import { sandboxTokenizerRoutes } from './modules/payments';
import { priceScheduleRoutes } from './modules/price-schedule';
import { groupsRoutes, projectsRoutes } from './modules/projects';
import {
  promoDefinitionRoutes,
  promoRequestRoutes,
  promoSheetRoutes,
  promoTradeRoutes,
} from './modules/promotions';
import { publishingRoutes } from './modules/publishing';
import { referenceRoutes } from './modules/reference';
import { createRequireRetailerKey, retailerKeyRoutes } from './modules/retail';
import { searchRoutes } from './modules/search';
import { storefrontRoutes } from './modules/storefront';
import { environmentRoutes, systemRoutes } from './modules/system';
import { vendorsRoutes, vendorTaxFormRoutes } from './modules/vendors';
import { csrfPlugin } from './plugins/csrf';
import { envelopeErrorHandler } from './plugins/envelope';
import { createLogger } from './plugins/logging';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestContextPlugin } from './plugins/request-context';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { webAppPlugin } from './plugins/web-app';
import { seedAtStart } from './seed';
import { createServices, type Services } from './services';

export interface BuildOptions {
  /** A database that is already migrated and seeded; otherwise one is opened, migrated and seeded from config. */
  database?: Database;
  /** Close the given database when the app closes (main hands its database over). */
  closeDatabase?: boolean;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: Writable;
  /** Told of every route as it is registered (the role × endpoint and CSRF probe tests enumerate them). */
  onRoute?: (route: {
    method: string | string[];
    url: string;
    config?: { csrf?: string };
    preValidation?: unknown;
  }) => void;
  /** Sees the services before any route uses them (the checkout crash test wraps the gateway). */
  setup?: (services: Services) => void;
}

/**
 * Opens the configured database (or takes the one `opening` is opening), applies migrations and
 * seeds it (feature model; demo accounts in demo mode). `phases` receives how long each step took,
 * in ms, for the start-up log line.
 */
export async function prepareDatabase(
  config: AppConfig,
  phases: Record<string, number | string> = {},
  opening: Promise<Database> = openDatabase(config.database),
): Promise<Database> {
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  const database = await opening;
  lap('openMs');
  try {
    await database.migrate();
    lap('migrateMs');
    phases.seed = await seedAtStart(createServices(database.db, config, database.kind), config);
    lap('seedMs');
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const ownsDatabase = !options.database || options.closeDatabase === true;
  const database = options.database ?? (await prepareDatabase(config));
  const logger = createLogger(config.logLevel, options.logStream);
  const services = createServices(database.db, config, database.kind, logger);
  options.setup?.(services);
  const secret = await services.system.sessionSecret(config.sessionSecret);
  // The session cache is on while the database's change notifications arrive (decision 060).
  const stopListening = await database.listen(SESSION_CHANGES_CHANNEL, {
    message: (userId) => services.sessionCache.user(userId),
    connected: (up) => services.sessionCache.setEnabled(up),
  });

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Shutdown answers 503 in the envelope (request-context plugin), not Fastify's own body.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(envelopeErrorHandler);
  const { onRoute } = options;
  if (onRoute)
    app.addHook('onRoute', (route) =>
      onRoute({
        method: route.method,
        url: route.url,
        config: route.config,
        preValidation: route.preValidation,
      }),
    );
  // Jobs run in this process unless JOBS_MODE=off; they stop (gracefully) before the database closes.
  if (config.jobs.mode === 'inline') app.addHook('onReady', async () => services.jobs.start());
  // Facts a stop left unfolded are taken in by a fold at start (whichever process runs the jobs).
  app.addHook('onReady', async () => services.analytics.scheduleFold());
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    services.mail.close();
    await stopListening();
    if (ownsDatabase) await database.close();
  });

  await app.register(cookie);
  await app.register(requestContextPlugin, { now: config.now });
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(sessionPlugin, {
    // A contributor's session acts for the author, or answers 34007 once removed (contributors module).
    resolver: {
      resolve: async (raw, options) =>
        services.contributors.resolve(await services.accounts.resolveSession(raw, options)),
      rotate: (key) => services.accounts.rotateSession(key),
    },
  });
  await app.register(csrfPlugin, { secret });
  await app.register(openApiPlugin, { title: `${config.operatorName} API`, version: config.version });
  await app.register(webAppPlugin, { webDist: config.webDist });
  app.setNotFoundHandler((request, reply) => app.notFound(request, reply));

  await app.register(systemRoutes, { system: services.system, testClock: config.testClock });
  await app.register(environmentRoutes, { environment: services.environment });
  await app.register(accountsRoutes, { accounts: services.accounts, rateLimits: config.rateLimits });
  await app.register(accountHolderRoutes, {
    profile: services.profile,
    sessions: services.sessions,
    lockoutAdmin: services.lockoutAdmin,
  });
  await app.register(twoStepRoutes, {
    accounts: services.accounts,
    twoStep: services.twoStep,
    signIn: services.twoStepSignIn,
    rateLimit: config.rateLimits.signIn,
  });
  await app.register(passkeyRoutes, {
    accounts: services.accounts,
    passkeys: services.passkeys,
    signIn: services.passkeySignIn,
    twoStep: services.twoStepSignIn,
    history: services.securityHistory,
    rateLimit: config.rateLimits.signIn,
  });
  await app.register(addressesRoutes, { addresses: services.addresses });
  await app.register(accessRoutes, { access: services.access });
  await app.register(auditRoutes, { audit: services.audit });
  await app.register(adminUsersRoutes, { users: services.adminUsers });
  await app.register(adminLookupRoutes, { users: services.adminUsers });
  await app.register(adminUltraPremiumRoutes, { users: services.adminUsers });
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(contributorsRoutes, { contributors: services.contributors });
  await app.register(referenceRoutes, { reference: services.reference });
  await app.register(projectsRoutes, { projects: services.projects });
  await app.register(publishingRoutes, { publishing: services.publishing });
  await app.register(backlistRoutes, { backlist: services.backlist });
  await app.register(priceScheduleRoutes, { schedules: services.priceSchedules });
  await app.register(cartRoutes, { cart: services.cart });
  await app.register(ordersRoutes, { orders: services.orders });
  await app.register(orderHistoryRoutes, { history: services.orderHistory });
  await app.register(promoDefinitionRoutes, { definitions: services.promoDefinitions });
  await app.register(promoRequestRoutes, { promotions: services.promotions });
  await app.register(promoSheetRoutes, { sheets: services.promoSheets });
  await app.register(promoTradeRoutes, { trade: services.promoTrade });
  await app.register(couponsRoutes, { coupons: services.coupons });
  await app.register(couponsAdminRoutes, { coupons: services.coupons });
  // The retailers' API: keys issued by administrators; coupon checks and redemptions and analytics
  // events by key, not session. One guard, so failed key checks count across every retailer route.
  await app.register(retailerKeyRoutes, { keys: services.retailerKeys });
  const requireRetailerKey = createRequireRetailerKey(services.retailerKeys, config.retailAuth.failures);
  await app.register(couponRedemptionRoutes, {
    redemptions: services.couponRedemptions,
    requireRetailerKey,
    callLimit: config.retailAuth.calls,
  });
  await app.register(analyticsIngestRoutes, {
    ingest: services.analytics,
    requireRetailerKey,
    callLimit: config.retailAuth.calls,
  });
  await app.register(analyticsDashboardRoutes, { dashboards: services.analyticsDashboards });
  await app.register(isbnRoutes, { isbn: services.isbn });
  await app.register(groupsRoutes, { groups: services.groups });
  await app.register(searchRoutes, { search: services.search, eaa: services.eaaSearch });
  await app.register(filesRoutes, { files: services.files, limits: config.files.limits });
  await app.register(filesServeRoutes, { files: services.files, covers: services.covers });
  await app.register(storefrontRoutes, {
    storefront: services.storefront,
    countryHeader: config.storefront.countryHeader,
  });
  // Author pages: the account's (/api/account/author-pages) and the public ones (/authors/{id}/{slug}).
  await app.register(authorPagesRoutes, { authorPages: services.authorPages });
  await app.register(authorPagesPublicRoutes, { site: services.authorPagesSite });
  await app.register(contentPagesRoutes, { pages: services.contentPages });
  // Site modules, ad banners, their images (and /content-images/… for everyone), and page-banners.
  await app.register(siteModuleRoutes, { modules: services.siteModules });
  await app.register(adBannerRoutes, { banners: services.adBanners });
  await app.register(contentImageRoutes, { images: services.contentImages, modules: services.siteModules });
  await app.register(pageContentRoutes, { pageContent: services.pageContent });
  // Broadcast and marketing messages: the administrators' (audited) and the reader's, with dismissal.
  await app.register(contentMessagesRoutes, { messages: services.contentMessages });
  // The footer pages, /sitemap.xml and / (index.html with the home page's content) for visitors, without JavaScript.
  await app.register(contentPagesSiteRoutes, { site: services.contentPagesSite, webDist: config.webDist });
  await app.register(mailRoutes, { mail: services.mail, demo: config.demo });
  await app.register(recoveryRoutes, { recovery: services.recovery, rateLimit: config.recovery.rateLimit });
  await app.register(vendorsRoutes, { vendors: services.vendors, admin: services.vendorsAdmin });
  await app.register(vendorTaxFormRoutes, { taxForms: services.vendorTaxForms, keys: services.vendorKeys });
  await app.register(onixRoutes, { onix: services.onix });
  // The sandbox's card field, only with the sandbox gateway (a live field is hosted by the processor).
  if (config.payments.gateway === 'WORLDPAY_TEST' && services.payments.registrations) {
    await app.register(sandboxTokenizerRoutes, {
      registrations: services.payments.registrations,
      rateLimit: config.payments.tokenizerRateLimit,
      now: config.now,
    });
  }

  await app.ready();
  return app;
}
