export { analyticsIngestRoutes } from './analytics.routes';
export { type AnalyticsService, createAnalyticsService, type VisitFacts } from './analytics.service';
