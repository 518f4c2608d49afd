import {
  AppError,
  appError,
  CHANGE_PROJECTS,
  checkScheduledPrice,
  endPriceOf,
  hasPermission,
  isAdmin,
  isUuid,
  type LoggedInUser,
  SCHEDULED_PRICE_MESSAGES as M,
  nextWholeMinute,
  normalizeMoney,
  type PriceUpdateWindow,
  priceUpdateWindow,
  type ScheduledPrice,
  type ScheduledPriceInput,
  type ScheduleSpan,
  scheduledPriceStatus,
  toNewYorkIso,
  type UpcomingPriceChange,
} from '@quire/domain';
import type { Tx } from '../../db/unit-of-work';
import { assertContributorMay } from '../access';
import type { ProjectFacts, ProjectsService } from '../projects';
import { createPriceScheduleJobs, type PriceScheduleJobsDeps } from './price-schedule.jobs';
import type { PriceScheduleRow } from './price-schedule.tables';

/** The feature flag of scheduled price changes (spec 1 §6). */
export const PRICE_CHANGE_PERMISSION = 'TMD_PRICE_CHNG';

const MAX_UPCOMING_PROJECTS = 100;

export type PriceScheduleServiceDeps = Omit<PriceScheduleJobsDeps, 'projects'> & {
  projects: Pick<ProjectsService, 'owned' | 'visibleIds' | 'applyScheduledPrice' | 'fileContext'>;
};

export interface SubmitBody extends ScheduledPriceInput {
  id?: string | null | undefined;
  projectId: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toScheduledPrice(row: PriceScheduleRow): ScheduledPrice {
  return {
    id: row.id,
    projectId: row.projectId,
    price: normalizeMoney(row.price) as string,
    startDate: toNewYorkIso(row.startAt),
    endDate: row.endAt ? toNewYorkIso(row.endAt) : null,
    endDatePrice: normalizeMoney(row.endDatePrice),
    status: scheduledPriceStatus({ startedAt: row.startedAt, endDate: row.endAt, endedAt: row.endedAt }),
    previousPrice: normalizeMoney(row.previousPrice),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const statusOf = (row: PriceScheduleRow) =>
  scheduledPriceStatus({ startedAt: row.startedAt, endDate: row.endAt, endedAt: row.endedAt });

const spanOf = (row: PriceScheduleRow): ScheduleSpan => ({
  id: row.id,
  price: normalizeMoney(row.price) as string,
  start: row.startAt,
  end: row.endAt,
});

/**
 * Scheduled prices (spec 1 §7: scheduled-prices, scheduled-price-submit, scheduled-price-delete,
 * priceUpdateWindow; TMD_PRICE_CHNG). Who may: the owner, an administrator, and a contributor
 * acting for the owner with "project dashboard and manage series" (reading also with the other
 * permissions that show the author's books); anyone else's book answers 404 (decision 029).
 */
export function createPriceScheduleService(deps: PriceScheduleServiceDeps) {
  const { uow, projects, now } = deps;
  const scheduler = createPriceScheduleJobs(deps);

  /** The feature is on for the user (administrators always have it). */
  function assertAllowed(user: LoggedInUser): void {
    if (!isAdmin(user.permissions) && !hasPermission(user.permissions, PRICE_CHANGE_PERMISSION))
      throw appError('FORBIDDEN', { description: M.notAllowed });
  }

  /** The eBook the user may see; 404 for anyone else's (or no) book, 409 for a print book. */
  async function ebookOf(user: LoggedInUser, projectId: string | undefined): Promise<ProjectFacts> {
    const project = await projects.owned(user, projectId);
    if (project.type !== 'EBOOK') throw new AppError([{ code: 'VALIDATION', description: M.notEbook }], 409);
    return project;
  }

  return {
    /** GET priceUpdateWindow: the window the rules enforce now. */
    window(): PriceUpdateWindow {
      return priceUpdateWindow(now());
    },

    /** GET scheduled-prices: the book's scheduled prices, by start. */
    async list(user: LoggedInUser, projectId: string): Promise<ScheduledPrice[]> {
      assertAllowed(user);
      const project = await ebookOf(user, projectId);
      return (await uow.repos.list(project.id)).map(toScheduledPrice);
    },

    /**
     * POST scheduled-price-submit: creates (no id) or edits a scheduled price in one transaction
     * with the jobs that will apply it; every problem comes back on its field, nothing saved.
     */
    async submit(user: LoggedInUser, body: SubmitBody): Promise<ScheduledPrice> {
      assertContributorMay(user, CHANGE_PROJECTS);
      assertAllowed(user);
      const project = await ebookOf(user, body.projectId);
      return uow.withTransaction(async (repos, tx) => {
        await repos.lockProject(project.id);
        const at = now();
        const existing = body.id ? (isUuid(body.id) ? await repos.lockRow(body.id) : null) : null;
        if (body.id && existing?.projectId !== project.id) throw appError('NOT_FOUND', { field: 'id' });
        if (existing && statusOf(existing) === 'DONE')
          throw new AppError([{ code: 'VALIDATION', description: M.done }], 409);
        const others = (await repos.list(project.id))
          .filter((r) => r.id !== existing?.id && statusOf(r) !== 'DONE')
          .map(spanOf);
        const check = checkScheduledPrice(body, {
          now: at,
          others,
          currentPrice: project.listPrice,
          existing: existing
            ? { price: existing.price, start: existing.startAt, started: existing.startedAt !== null }
            : null,
        });
        if (!check.ok)
          throw new AppError(
            check.problems.map((p) => ({ code: 'VALIDATION', description: p.message, field: p.field })),
          );
        const v = check.value;
        const fields = {
          price: v.price,
          startAt: v.start,
          endAt: v.end,
          endDatePrice: v.endDatePrice,
          updatedBy: user.customerId,
          updatedAt: at,
        };
        const row = existing
          ? await repos.update(existing.id, { ...fields, version: existing.version + 1 })
          : await repos.insert({
              ...fields,
              projectId: project.id,
              createdBy: user.customerId,
              createdAt: at,
            });
        await scheduler.schedule(row, tx);
        return toScheduledPrice(row);
      });
    },

    /**
     * DELETE scheduled-price-delete: removes a scheduled price; its pending changes will not
     * happen (their jobs find it gone). A change already applied stays: the price is not reverted.
     */
    async remove(
      user: LoggedInUser,
      body: { id: string; projectId: string },
    ): Promise<{ deleted: true; id: string }> {
      assertContributorMay(user, CHANGE_PROJECTS);
      assertAllowed(user);
      const project = await projects.owned(user, body.projectId);
      await uow.withTransaction(async (repos) => {
        await repos.lockProject(project.id);
        const row = isUuid(body.id) ? await repos.lockRow(body.id) : null;
        if (row?.projectId !== project.id) throw appError('NOT_FOUND', { field: 'id' });
        await repos.remove(row.id);
      });
      return { deleted: true, id: body.id };
    },

    /**
     * For an accepted promotion (no user checks: the promotions module has made them), in the
     * caller's transaction: the promo price from `start` (or the next whole minute, when the start
     * has already come) to `end`, when the list price returns. The same rules as a person's schedule
     * (price band, window, no overlap); a refusal is an AppError (409) with the rule's words, so the
     * caller's whole transaction fails. Answers the scheduled price's id.
     */
    async scheduleForPromotion(
      tx: Tx,
      p: { projectId: string; price: string; start: Date; end: Date; by: string },
    ): Promise<string> {
      return uow.withTransaction(async (repos) => {
        await repos.lockProject(p.projectId);
        const at = now();
        const book = await projects.fileContext(p.projectId, tx);
        if (!book) throw appError('NOT_FOUND');
        const start = p.start.getTime() < at.getTime() ? nextWholeMinute(at) : p.start;
        const others = (await repos.list(p.projectId)).filter((r) => statusOf(r) !== 'DONE').map(spanOf);
        const check = checkScheduledPrice(
          { price: p.price, startDate: start.toISOString(), endDate: p.end.toISOString() },
          { now: at, others, currentPrice: book.project.listPrice },
        );
        if (!check.ok)
          throw new AppError(
            check.problems.map((x) => ({ code: 'VALIDATION', description: x.message, field: x.field })),
            409,
          );
        const v = check.value;
        const row = await repos.insert({
          projectId: p.projectId,
          price: v.price,
          startAt: v.start,
          endAt: v.end,
          endDatePrice: null,
          createdBy: p.by,
          updatedBy: p.by,
          createdAt: at,
          updatedAt: at,
        });
        await scheduler.schedule(row, tx);
        return row.id;
      }, tx);
    },

    /**
     * Takes back a promotion's scheduled price in the caller's transaction: one not started is
     * removed (its jobs find it gone); one running ends at the next whole minute, so the list price
     * returns; one done stays. Answers what it did.
     */
    async cancelForPromotion(tx: Tx, id: string): Promise<'removed' | 'ended' | 'none'> {
      return uow.withTransaction(async (repos) => {
        const row = await repos.lockRow(id);
        if (!row) return 'none';
        await repos.lockProject(row.projectId);
        const status = statusOf(row);
        if (status === 'SCHEDULED') {
          await repos.remove(row.id);
          return 'removed';
        }
        if (status !== 'ACTIVE') return 'none';
        const at = now();
        const end = nextWholeMinute(at);
        if (row.endAt && row.endAt.getTime() <= end.getTime()) return 'none';
        const moved = await repos.update(row.id, { endAt: end, updatedAt: at, version: row.version + 1 });
        await scheduler.schedule(moved, tx);
        return 'ended';
      }, tx);
    },

    /**
     * The next price change of each of these books that has one coming (the dashboard's badge):
     * only books the user may see; at most 100 ids.
     */
    async upcoming(user: LoggedInUser, projectIds: readonly string[]): Promise<UpcomingPriceChange[]> {
      assertAllowed(user);
      const ids = [...new Set(projectIds.filter((id) => isUuid(id)))].slice(0, MAX_UPCOMING_PROJECTS);
      const next = new Map<string, UpcomingPriceChange>();
      for (const row of await uow.repos.pendingFor(ids)) {
        const edge = row.startedAt ? 'end' : 'start';
        const at = (edge === 'start' ? row.startAt : row.endAt) as Date;
        const seen = next.get(row.projectId);
        if (seen && new Date(seen.at).getTime() <= at.getTime()) continue;
        next.set(row.projectId, {
          projectId: row.projectId,
          scheduleId: row.id,
          at: toNewYorkIso(at),
          price: normalizeMoney(edge === 'start' ? row.price : endPriceOf(row)) as string,
          edge,
        });
      }
      // One read for every book at once, not one per book.
      const visible = await projects.visibleIds(user, [...next.keys()]);
      return [...next.values()].filter((change) => visible.has(change.projectId));
    },
  };
}

export type PriceScheduleService = ReturnType<typeof createPriceScheduleService>;
