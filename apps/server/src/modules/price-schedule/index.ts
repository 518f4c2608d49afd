export { APPLIED_EVENT, APPLY_JOB, type OwnerLookup, REMIND_JOB } from './price-schedule.jobs';
export { priceScheduleRoutes } from './price-schedule.routes';
export {
  type AppliedPriceChange,
  createPriceScheduleSeeder,
  type PastPriceChange,
  type PriceScheduleSeeder,
} from './price-schedule.seed';
export {
  createPriceScheduleService,
  PRICE_CHANGE_PERMISSION,
  type PriceScheduleService,
} from './price-schedule.service';
