import { checkScheduledPrice, endPriceOf, normalizeMoney, spansOverlap, toNewYorkIso } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { HistoryService } from '../history';
import type { ProjectsService } from '../projects';
import { APPLIED_EVENT } from './price-schedule.jobs';
import type { PriceScheduleRepository } from './price-schedule.repository';
import type { PriceScheduleRow } from './price-schedule.tables';

/** A price change that began and ended in the past, as the demo tells it. */
export interface PastPriceChange {
  projectId: string;
  price: string;
  start: Date;
  end: Date;
  /** Who set it up (customer id), and when: the rules are checked as they stood then. */
  by: string;
  setUpAt: Date;
}

/** An applied change as the demo's analytics history reads it. */
export interface AppliedPriceChange {
  projectId: string;
  price: string;
  startedAt: Date;
  endedAt: Date | null;
  temporary: boolean;
  before: string;
  after: string;
}

export interface PriceScheduleSeederDeps {
  uow: UnitOfWork<PriceScheduleRepository>;
  projects: Pick<ProjectsService, 'fileContext'>;
  history: Pick<HistoryService, 'record'>;
}

/**
 * Seeding for scheduled prices (demo mode): a change whose start and end are past, which
 * scheduled-price-submit rightly refuses (a start is in the future), written as the scheduler
 * would have left it: checked by the scheduling rules at the moment it was set up, applied at its
 * start and ended at its end (started_at, ended_at, the price before it), with the two history
 * entries the apply job writes. The book's list price is not touched: the change is over, so the
 * book is back at the price it had. Insert-only: a book with a schedule over those moments (this
 * seed's, or one of its owner's) is left as it is.
 */
export function createPriceScheduleSeeder({ uow, projects, history }: PriceScheduleSeederDeps) {
  return {
    /** The change's id, or null when the book is not an eBook with a list price, or already has one then. */
    async seedPastChange(p: PastPriceChange, within?: Tx): Promise<string | null> {
      return uow.withTransaction(async (repos, tx) => {
        await repos.lockProject(p.projectId);
        const book = await projects.fileContext(p.projectId, tx);
        const listPrice = normalizeMoney(book?.project.listPrice ?? null);
        if (book?.project.type !== 'EBOOK' || listPrice === null) return null;
        const spans = (await repos.list(p.projectId)).map((r) => ({
          id: r.id,
          price: normalizeMoney(r.price) as string,
          start: r.startAt,
          end: r.endAt,
        }));
        if (spans.some((s) => spansOverlap(s, { start: p.start, end: p.end }))) return null;
        const check = checkScheduledPrice(
          { price: p.price, startDate: p.start.toISOString(), endDate: p.end.toISOString() },
          { now: p.setUpAt, others: spans, currentPrice: listPrice },
        );
        if (!check.ok)
          throw new Error(
            `The demo's price change breaks the rules: ${check.problems.map((x) => x.message).join(' ')}`,
          );
        const v = check.value;
        const end = v.end as Date;
        const row = await repos.insert({
          projectId: p.projectId,
          price: v.price,
          startAt: v.start,
          endAt: end,
          endDatePrice: v.endDatePrice,
          previousPrice: listPrice,
          startedAt: v.start,
          endedAt: end,
          createdBy: p.by,
          updatedBy: p.by,
          createdAt: p.setUpAt,
          updatedAt: p.setUpAt,
        });
        const after = endPriceOf({ price: v.price, endDatePrice: v.endDatePrice, previousPrice: listPrice });
        for (const [edge, at, before, target] of [
          ['start', v.start, listPrice, v.price],
          ['end', end, v.price, after],
        ] as const)
          await history.record(
            {
              projectId: p.projectId,
              event: APPLIED_EVENT,
              actor: { kind: 'system' },
              detail: {
                scheduleId: row.id,
                edge,
                priceBefore: before,
                priceAfter: target,
                scheduledFor: toNewYorkIso(at),
                version: row.version,
              },
              at,
            },
            tx,
          );
        return row.id;
      }, within);
    },

    /** The changes applied to these books, by start: what the demo's history prices its copies by. */
    async appliedChanges(projectIds: string[]): Promise<AppliedPriceChange[]> {
      return (await uow.repos.applied(projectIds)).map((r: PriceScheduleRow) => {
        const price = normalizeMoney(r.price) as string;
        const before = normalizeMoney(r.previousPrice) ?? price;
        return {
          projectId: r.projectId,
          price,
          startedAt: r.startedAt as Date,
          endedAt: r.endedAt,
          temporary: r.endAt !== null,
          before,
          after: normalizeMoney(endPriceOf({ ...r, previousPrice: before })) as string,
        };
      });
    },
  };
}

export type PriceScheduleSeeder = ReturnType<typeof createPriceScheduleSeeder>;
