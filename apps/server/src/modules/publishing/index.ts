export { defineIntakeJob, INTAKE_JOB } from './publishing.intake';
export { publishingRoutes } from './publishing.routes';
export {
  type CouponCheck,
  createPublishingService,
  type PublishingService,
  type SaleFeed,
} from './publishing.service';
