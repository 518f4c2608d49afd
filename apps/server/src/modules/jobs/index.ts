export { createJobsService, type JobsService, type JobsServiceOptions } from './jobs.service';
export type { JobRow } from './jobs.tables';
export {
  defaultBackoffMs,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  type JobsLogger,
  LeaseLostError,
  PermanentJobError,
} from './jobs.types';
