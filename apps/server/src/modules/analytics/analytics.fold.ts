import { z } from 'zod';
import type { CouponRedemptionOfOwner } from '../coupons';
import type { JobDefinition, JobsLogger, JobsService } from '../jobs';
import { factOf } from './analytics.facts';
import type { AnalyticsFoldRepository } from './analytics.fold.repository';
import type { AnalyticsRepository } from './analytics.repository';
import type { NewAnalyticsEvent } from './analytics.tables';

export const FOLD_JOB = 'analytics.fold';
/** Facts one fold statement takes; the fold repeats it until nothing is left. */
export const FOLD_BATCH = 20_000;
/** Redemptions copied per read. */
const REDEMPTION_PAGE = 1000;
/**
 * How far before the newest redemption already copied the next copy starts reading: a redemption
 * whose transaction committed after a later one's was copied is still found, and copying one twice
 * keeps it once (by its external id).
 */
export const REDEMPTION_MARGIN_MS = 60 * 60_000;
export const REDEMPTION_PREFIX = 'coupon-redemption:';

/** A fold takes whatever is unfolded when it runs: its job needs nothing more. */
const payloadSchema = z.object({});
type FoldPayload = z.infer<typeof payloadSchema>;

/** What the fold reads of the coupons module: the redemptions of every owner since a moment. */
export interface FoldRedemptions {
  redemptionsSince(since: Date, limit: number, afterId?: string): Promise<CouponRedemptionOfOwner[]>;
}

export interface AnalyticsFoldDeps {
  repo: AnalyticsRepository;
  foldRepo: AnalyticsFoldRepository;
  redemptions: FoldRedemptions;
  jobs: Pick<JobsService, 'define' | 'enqueue'>;
  now: () => Date;
  logger?: Pick<JobsLogger, 'warn'> | undefined;
}

/**
 * A coupon redeemed through Quire's retailer API, as an analytics fact (a sale at the coupon price).
 * Quire received it when the retailer redeemed it, not when a fold copied it: its statement is the
 * month it was redeemed in (copies run within a minute, and at every start).
 */
function redemptionFact(r: CouponRedemptionOfOwner): NewAnalyticsEvent {
  const fact = factOf(
    {
      kind: 'COUPON_REDEMPTION',
      source: r.retailerKeyId,
      externalId: `${REDEMPTION_PREFIX}${r.id}`,
      occurredAt: new Date(r.redeemedAt),
      receivedAt: new Date(r.redeemedAt),
      quantity: 1,
      unitPrice: r.couponPrice,
      // The royalty the redemption decided (its band at the coupon price), not worked out again.
      royalty: r.royalty,
      couponCode: r.couponCode,
      campaign: r.campaignLabel,
    },
    {
      projectId: r.projectId ?? '',
      ownerCustomerId: r.ownerCustomerId,
      ean: r.ean,
      // Coupons are for eBooks only.
      format: 'EBOOK',
      listPrice: r.listPrice,
      printingCost: null,
    },
  );
  // A book deleted since keeps its redemption as a fact, without the book (the rollups skip it).
  return r.projectId ? fact : { ...fact, projectId: null };
}

/** The minute after `at`, as the fold job's dedupe key and its start. */
function nextMinute(at: Date): { key: string; runAt: Date } {
  const runAt = new Date(Math.floor(at.getTime() / 60_000) * 60_000 + 60_000);
  return { key: `${FOLD_JOB}:${runAt.toISOString().slice(0, 16)}`, runAt };
}

/**
 * The fold (decision 044): the rollups take in the facts kept since the last one. Each fold first
 * copies the coupon redemptions made through Quire's retailer API into the facts, then folds
 * batches until none is left. It runs as the durable job `analytics.fold`, scheduled for the next
 * minute (one job per minute, by its dedupe key) after a retailer's batch or a visit is kept, and
 * once at start-up for facts a stop left unfolded.
 */
export function createAnalyticsFold(deps: AnalyticsFoldDeps) {
  const { repo, foldRepo, redemptions, jobs, now } = deps;
  // The minute this process last scheduled: later facts of the same minute need no second insert.
  let scheduled: string | null = null;

  /**
   * Copies redemptions not copied yet into the facts; answers how many were new. `from` reads
   * from an earlier moment too: redemptions recorded after the fact (the demo seed's past orders)
   * may be older than the newest one copied.
   */
  async function importRedemptions(signal?: AbortSignal, from?: Date | null): Promise<number> {
    const newest = await repo.newestOccurred('COUPON_REDEMPTION', REDEMPTION_PREFIX);
    const after = newest ? newest.getTime() - REDEMPTION_MARGIN_MS : 0;
    const since = new Date(from ? Math.min(from.getTime(), after) : after);
    let copied = 0;
    let page = await redemptions.redemptionsSince(since, REDEMPTION_PAGE);
    while (page.length > 0) {
      signal?.throwIfAborted();
      copied += await repo.insertNew(page.map(redemptionFact));
      if (page.length < REDEMPTION_PAGE) break;
      const last = page[page.length - 1] as CouponRedemptionOfOwner;
      page = await redemptions.redemptionsSince(new Date(last.redeemedAt), REDEMPTION_PAGE, last.id);
    }
    return copied;
  }

  async function fold(signal?: AbortSignal, redemptionsFrom?: Date | null): Promise<{ folded: number }> {
    await importRedemptions(signal, redemptionsFrom);
    let folded = 0;
    for (;;) {
      signal?.throwIfAborted();
      const batch = await foldRepo.foldBatch(FOLD_BATCH, now());
      folded += batch.folded;
      // The readers' queue holds a quarter of the facts or so: it empties first, or with the other.
      if (batch.folded === 0 && batch.readersFolded === 0) return { folded };
    }
  }

  const job: JobDefinition<FoldPayload> = {
    kind: FOLD_JOB,
    schema: payloadSchema,
    async run(_payload, ctx) {
      await fold(ctx.signal);
      // The fold's own statements are its work; completing only ends the job.
      await ctx.complete(async () => {});
    },
  };
  jobs.define(job);

  return {
    /**
     * Copies new coupon redemptions (those redeemed since `redemptionsFrom` too, when given), then
     * folds every fact not folded yet; answers how many it folded.
     */
    fold: (options?: { redemptionsFrom?: Date | null }) => fold(undefined, options?.redemptionsFrom),

    /**
     * Schedules a fold for the next minute. Never throws: facts kept are kept whether or not the
     * fold could be scheduled (the next one, or the next start, takes them in), so a failure is
     * only logged.
     */
    async scheduleFold(): Promise<void> {
      const { key, runAt } = nextMinute(now());
      if (scheduled === key) return;
      try {
        await jobs.enqueue(FOLD_JOB, {}, { dedupeKey: key, runAt });
        scheduled = key;
      } catch (error) {
        (deps.logger ?? console).warn({ err: error }, 'analytics: the fold could not be scheduled');
      }
    },
  };
}

export type AnalyticsFold = ReturnType<typeof createAnalyticsFold>;
