import { endPriceOf, normalizeMoney, PRICE_SCHEDULE_LIMITS, toNewYorkIso } from '@quire/domain';
import { z } from 'zod';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { HistoryService } from '../history';
import type { JobDefinition, JobsService } from '../jobs';
import { createMailTemplates, type MailService } from '../mail';
import type { ProjectsService } from '../projects';
import type { PriceScheduleRepository } from './price-schedule.repository';
import type { PriceScheduleRow } from './price-schedule.tables';

export const APPLY_JOB = 'price-schedule.apply';
export const REMIND_JOB = 'price-schedule.remind';
export const APPLIED_EVENT = 'price.scheduled-applied';

const payloadSchema = z.object({
  scheduleId: z.uuid(),
  /** The schedule's version the job was made for: an edit or a delete makes it a no-op. */
  version: z.number().int().min(1),
  edge: z.enum(['start', 'end']),
});
export type EdgePayload = z.infer<typeof payloadSchema>;

/** The account a reminder goes to. */
export interface OwnerLookup {
  get(customerId: string): Promise<{ email: string; firstName: string } | null>;
}

export interface PriceScheduleJobsDeps {
  uow: UnitOfWork<PriceScheduleRepository>;
  jobs: Pick<JobsService, 'define' | 'enqueue'>;
  projects: Pick<ProjectsService, 'applyScheduledPrice' | 'fileContext'>;
  history: Pick<HistoryService, 'record'>;
  mail: Pick<MailService, 'send'>;
  owners: OwnerLookup;
  now: () => Date;
  publicUrl: string;
  operatorName: string;
}

/** A change waits for an earlier one of the same book; the queue tries it again shortly. */
class NotYetError extends Error {}

const edgeAt = (row: PriceScheduleRow, edge: 'start' | 'end') => (edge === 'start' ? row.startAt : row.endAt);
const applied = (row: PriceScheduleRow, edge: 'start' | 'end') =>
  edge === 'start' ? row.startedAt : row.endedAt;

/**
 * The scheduler (decision 029): one `price-schedule.apply` job per change (start, end) with
 * `runAt` at its minute, and one `price-schedule.remind` job two days before it, all enqueued in
 * the transaction that saves the schedule, with a dedupe key of schedule, version and edge. The
 * queue is durable, so a change whose minute passed while Quire was stopped runs at the next start;
 * `ctx.complete` changes the price, marks the change applied and writes the history in one
 * transaction that also ends the job, so it happens exactly once.
 */
export function createPriceScheduleJobs(deps: PriceScheduleJobsDeps) {
  const { uow, jobs, projects, history, mail, owners, now } = deps;
  const templates = createMailTemplates({ operatorName: deps.operatorName });

  const applyJob: JobDefinition<EdgePayload> = {
    kind: APPLY_JOB,
    schema: payloadSchema,
    maxAttempts: 10,
    async run({ scheduleId, version, edge }, ctx) {
      await ctx.complete(async (tx) => {
        const repos = uow.bound(tx);
        const row = await repos.lockRow(scheduleId);
        // Deleted, edited since (a newer job carries the new version), or already applied.
        if (!row || row.version !== version || applied(row, edge)) return;
        const at = edgeAt(row, edge);
        if (!at) return;
        // Changes apply in time order: the end of the start, an earlier change's end before this start.
        if (edge === 'end' && !row.startedAt)
          throw new NotYetError('The start of this change is not applied yet');
        if (edge === 'start' && (await repos.endsDueBy(row.projectId, row.startAt, row.id)) > 0)
          throw new NotYetError('An earlier price change of this book has not ended yet');
        const target = edge === 'start' ? row.price : endPriceOf(row);
        const result = await projects.applyScheduledPrice(row.projectId, target, tx);
        if (!result) return;
        const appliedAt = now();
        await repos.update(
          row.id,
          edge === 'start' ? { startedAt: appliedAt, previousPrice: result.before } : { endedAt: appliedAt },
        );
        await history.record(
          {
            projectId: row.projectId,
            event: APPLIED_EVENT,
            actor: { kind: 'system' },
            detail: {
              scheduleId: row.id,
              edge,
              priceBefore: result.before,
              priceAfter: target,
              scheduledFor: toNewYorkIso(at),
              version,
            },
            at: appliedAt,
          },
          tx,
        );
      });
    },
  };

  const remindJob: JobDefinition<EdgePayload> = {
    kind: REMIND_JOB,
    schema: payloadSchema,
    async run({ scheduleId, version, edge }, ctx) {
      const row = await uow.repos.find(scheduleId);
      const at = row ? edgeAt(row, edge) : null;
      const book =
        row && at && row.version === version && !applied(row, edge)
          ? await projects.fileContext(row.projectId)
          : null;
      const owner = book ? await owners.get(book.project.ownerCustomerId) : null;
      await ctx.complete(async (tx) => {
        if (!row || !at || !book || !owner) return;
        const fresh = await uow.bound(tx).lockRow(scheduleId);
        if (!fresh || fresh.version !== version || applied(fresh, edge)) return;
        const price =
          edge === 'start'
            ? fresh.price
            : endPriceOf({
                ...fresh,
                previousPrice: fresh.previousPrice ?? normalizeMoney(book.project.listPrice),
              });
        await mail.send(
          templates.priceScheduleReminder({
            to: owner.email,
            firstName: owner.firstName,
            title: book.project.title?.trim() || 'Untitled',
            price: normalizeMoney(price) ?? price,
            at,
            edge,
            link: `${deps.publicUrl}/projects/${fresh.projectId}/scheduled-prices`,
          }),
          tx,
        );
      });
    },
  };

  jobs.define(applyJob);
  jobs.define(remindJob);

  return {
    /**
     * Enqueues, in the caller's transaction, the jobs of every change of `row` not yet applied:
     * the change at its minute, and its reminder when that is still ahead.
     */
    async schedule(row: PriceScheduleRow, tx: Tx): Promise<void> {
      const at = now();
      for (const edge of ['start', 'end'] as const) {
        const when = edgeAt(row, edge);
        if (!when || applied(row, edge)) continue;
        const payload = { scheduleId: row.id, version: row.version, edge };
        const key = `${row.id}:${row.version}:${edge}`;
        await jobs.enqueue(APPLY_JOB, payload, { tx, runAt: when, dedupeKey: `${APPLY_JOB}:${key}` });
        const remindAt = new Date(when.getTime() - PRICE_SCHEDULE_LIMITS.reminderHoursBefore * 3_600_000);
        if (remindAt > at)
          await jobs.enqueue(REMIND_JOB, payload, { tx, runAt: remindAt, dedupeKey: `${REMIND_JOB}:${key}` });
      }
    },
  };
}

export type PriceScheduleJobs = ReturnType<typeof createPriceScheduleJobs>;
