export { type AnalyticsService, createAnalyticsService, type VisitFacts } from './analytics.service';
