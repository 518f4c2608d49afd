export { type AnalyticsAccess, createAnalyticsAccess } from './analytics.access';
export { type AnalyticsDashboards, createAnalyticsDashboards } from './analytics.dashboards';
export { analyticsDashboardRoutes } from './analytics.dashboards.routes';
export type { FactBook, FactInput } from './analytics.facts';
export { analyticsIngestRoutes } from './analytics.routes';
export { type AnalyticsSeeder, createAnalyticsSeeder, type SeedFact } from './analytics.seed';
export { type AnalyticsService, createAnalyticsService, type VisitFacts } from './analytics.service';
export { type AnalyticsStatements, createAnalyticsStatements } from './analytics.statements';
export { type AnalyticsViews, createAnalyticsViews } from './analytics.views';
