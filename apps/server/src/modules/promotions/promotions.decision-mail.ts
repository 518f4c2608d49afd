import { describeDecline, type StoredPromoStatus, sendDayOf } from '@quire/domain';
import { z } from 'zod';
import type { Tx } from '../../db/unit-of-work';
import type { JobDefinition } from '../jobs';
import type { PromoRequestsDeps } from './promotions.requests.service';

export const DECISION_MAIL_JOB = 'promotions.decision-mail';

const payloadSchema = z.object({ changeId: z.uuid() });
type Payload = z.infer<typeof payloadSchema>;

type Deps = Pick<PromoRequestsDeps, 'uow' | 'jobs' | 'mail' | 'templates' | 'accounts' | 'publicUrl'>;

/**
 * The publisher hears of a review only once its undo window has passed: a status change enqueues
 * one `promotions.decision-mail` job at its `undoUntil`, and the job e-mails each publisher whose
 * request still stands as that change left it. An undone change sends nothing, and neither does a
 * request changed again since (that later change sends its own). The e-mails go through the outbox
 * in the job's completing transaction, so each is sent once.
 */
export function createDecisionMail(deps: Deps) {
  const { uow, jobs, mail, templates, accounts, publicUrl } = deps;

  const job: JobDefinition<Payload> = {
    kind: DECISION_MAIL_JOB,
    schema: payloadSchema,
    maxAttempts: 10,
    async run({ changeId }, ctx) {
      // Read outside the transaction: the requests and their owners' addresses.
      const change = await uow.repos.change(changeId);
      if (!change || change.undoneAt) return ctx.complete(async () => {});
      const listed = await uow.repos.findMany(change.entries.map((e) => e.id));
      const owners = new Map<string, Awaited<ReturnType<typeof accounts.byCustomerId>>>();
      // A trade request has no Quire account to write to: its publisher hears from the retailer.
      for (const { request } of listed)
        if (request.ownerCustomerId && !owners.has(request.ownerCustomerId))
          owners.set(request.ownerCustomerId, await accounts.byCustomerId(request.ownerCustomerId));
      await ctx.complete(async (tx) => {
        const repos = uow.bound(tx);
        const locked = await repos.lockChange(changeId);
        if (!locked || locked.undoneAt) return;
        const versionAfter = new Map(locked.entries.map((e) => [e.id, e.versionAfter]));
        for (const { request: r, definitionName } of listed) {
          const current = (await repos.lockMany([r.id]))[0];
          const owner = r.ownerCustomerId ? owners.get(r.ownerCustomerId) : null;
          if (!current || current.version !== versionAfter.get(r.id) || !owner) continue;
          const decline = current.declineReason
            ? describeDecline({
                reason: current.declineReason,
                note: current.declineNote,
                eligibleAgain: current.eligibleAgain ? sendDayOf(current.eligibleAgain) : null,
              })
            : null;
          await mail.send(
            templates.promotionDecision({
              to: owner.email,
              firstName: owner.firstName,
              title: current.title,
              ean: current.ean,
              promotion: definitionName,
              status: current.status as StoredPromoStatus,
              dates:
                current.startDay && current.endDay
                  ? `${sendDayOf(current.startDay)} to ${sendDayOf(current.endDay)}`
                  : null,
              promoPrice: current.scheduledPriceId ? current.promoPrice : null,
              reason: current.status === 'DECLINED' ? decline : null,
              link: `${publicUrl}/projects/coupon/bn-promo-summary`,
            }),
            tx,
          );
        }
      });
    },
  };
  jobs.define(job);

  return {
    /** Enqueues the e-mails of a change, due when its undo window ends; in the change's transaction. */
    async schedule(changeId: string, undoUntil: Date, tx: Tx): Promise<void> {
      await jobs.enqueue(
        DECISION_MAIL_JOB,
        { changeId },
        { tx, runAt: undoUntil, dedupeKey: `${DECISION_MAIL_JOB}:${changeId}` },
      );
    },
  };
}
