export { createJobsService, type JobsService, type JobsServiceOptions } from './jobs.service';
export {
  defaultBackoffMs,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  type JobsLogger,
  LeaseLostError,
  PermanentJobError,
} from './jobs.types';
