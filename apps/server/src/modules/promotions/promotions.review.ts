import { randomUUID } from 'node:crypto';
import {
  AppError,
  appError,
  checkPromoStatusChange,
  describeDecline,
  isAdmin,
  isUuid,
  type LoggedInUser,
  PROMO_MESSAGES as M,
  mayMovePromo,
  PROMO_STATUS_LABELS,
  type PromoDeclineReason,
  type PromoStatusChangeInput,
  promoEndAt,
  promoStartAt,
  promoTabOf,
  type StoredPromoStatus,
  sendDayOf,
} from '@quire/domain';
import type { Tx } from '../../db/unit-of-work';
import { createDecisionMail } from './promotions.decision-mail';
import type { PromoRequestsDeps } from './promotions.requests.service';
import type { NewPromoRequestRow, PromoRequestRow, PromoRequestSnapshot } from './promotions.tables';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null) => (s ? new Date(s) : null);
const conflict = (description: string, field = 'ids') =>
  new AppError([{ code: 'VALIDATION', field, description }], 409);

function snapshotOf(row: PromoRequestRow): PromoRequestSnapshot {
  return {
    id: row.id,
    versionAfter: row.version + 1,
    status: row.status,
    startDay: row.startDay,
    endDay: row.endDay,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    decidedAt: iso(row.decidedAt),
    decidedBy: row.decidedBy,
    declineReason: row.declineReason,
    declineNote: row.declineNote,
    eligibleAgain: row.eligibleAgain,
    scheduledPriceId: row.scheduledPriceId,
  };
}

/**
 * The administrators' review (spec 2 §4): a status change of one or many requests, and its undo.
 * Each is one transaction: the rows locked, each one's snapshot kept on the change, its scheduled
 * price set up or taken back through the price-schedule module, the book's history, the
 * publisher's e-mail (a job due when the undo window ends: an undone change e-mails nobody), and
 * the audit entry. A refusal anywhere changes nothing.
 */
export function createPromoReview(deps: PromoRequestsDeps) {
  const { uow, priceSchedules, history, audit, now, undoSeconds } = deps;
  const decisionMail = createDecisionMail(deps);

  function assertAdmin(user: LoggedInUser): void {
    if (!isAdmin(user.permissions)) throw appError('FORBIDDEN');
  }
  const actorOf = (user: LoggedInUser) => ({ customerId: user.customerId, email: user.email });

  /**
   * The promo price for the accepted days; a refusal names the request and fails the whole change.
   * A trade request has no Quire book: the retailer prices it, nothing is scheduled here.
   */
  async function schedule(tx: Tx, row: PromoRequestRow, startAt: Date, endAt: Date, by: string) {
    if (row.promoPrice === null || row.projectId === null) return null;
    const projectId = row.projectId;
    try {
      return await priceSchedules.scheduleForPromotion(tx, {
        projectId,
        price: row.promoPrice,
        start: startAt,
        end: endAt,
        by,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw conflict(`${row.title} (${row.ean}): ${error.items[0]?.description ?? error.message}`);
    }
  }

  return {
    /** PUT update-promo-status: moves every request of `ids` to `status`, or none of them. */
    async updateStatus(user: LoggedInUser, body: PromoStatusChangeInput & { ids: string[] }) {
      assertAdmin(user);
      const at = now();
      const check = checkPromoStatusChange(body, at);
      if (!check.ok)
        throw new AppError(
          check.problems.map((p) => ({ code: 'VALIDATION', field: p.field, description: p.message })),
        );
      const change = check.value;
      const ids = [...new Set(body.ids)];
      const notFound = () =>
        appError('NOT_FOUND', {
          field: 'ids',
          description: 'Some of these requests no longer exist; no request was changed.',
        });
      if (ids.some((id) => !isUuid(id))) throw notFound();
      // Read before the transaction: the promotions' names for the books' history.
      const before = await uow.repos.findMany(ids);
      if (before.length !== ids.length) throw notFound();
      const names = new Map(before.map((b) => [b.request.id, b.definitionName]));
      const decline = change.decline;
      const declineText = decline
        ? describeDecline({
            reason: decline.reason,
            note: decline.note,
            eligibleAgain: decline.eligibleAgain ? sendDayOf(decline.eligibleAgain) : null,
          })
        : null;
      const changeId = randomUUID();
      const undoUntil = new Date(at.getTime() + undoSeconds * 1000);

      await uow.withTransaction(async (repos, tx) => {
        const rows = await repos.lockMany(ids);
        if (rows.length !== ids.length) throw notFound();
        const entries: PromoRequestSnapshot[] = [];
        for (const row of rows) {
          const tab = promoTabOf(row.status, row.endAt, at);
          if (!mayMovePromo(tab, change.status))
            throw conflict(
              `${row.title} (${row.ean}) is ${PROMO_STATUS_LABELS[tab]}: it cannot be moved to ${PROMO_STATUS_LABELS[change.status]}. No request was changed.`,
            );
          entries.push(snapshotOf(row));
          if (row.scheduledPriceId) await priceSchedules.cancelForPromotion(tx, row.scheduledPriceId);
          let patch: Partial<NewPromoRequestRow>;
          if (change.status === 'APPROVED' && change.start && change.end) {
            const startAt = promoStartAt(change.start);
            const endAt = promoEndAt(change.end);
            patch = {
              status: 'APPROVED',
              startDay: change.start,
              endDay: change.end,
              startAt,
              endAt,
              scheduledPriceId: await schedule(tx, row, startAt, endAt, user.customerId),
              decidedAt: at,
              decidedBy: user.customerId,
              declineReason: null,
              declineNote: null,
              eligibleAgain: null,
            };
          } else if (change.status === 'DECLINED' && decline) {
            patch = {
              status: 'DECLINED',
              scheduledPriceId: null,
              decidedAt: at,
              decidedBy: user.customerId,
              declineReason: decline.reason,
              declineNote: decline.note,
              eligibleAgain: decline.eligibleAgain,
            };
          } else {
            // Back to what the publisher asked for: the preferred days, no decision.
            patch = {
              status: 'PENDING',
              startDay: row.preferredStartDay,
              endDay: row.preferredEndDay,
              startAt: row.preferredStartDay ? promoStartAt(row.preferredStartDay) : null,
              endAt: row.preferredEndDay ? promoEndAt(row.preferredEndDay) : null,
              scheduledPriceId: null,
              decidedAt: null,
              decidedBy: null,
              declineReason: null,
              declineNote: null,
              eligibleAgain: null,
            };
          }
          const moved = await repos.update(row.id, { ...patch, version: row.version + 1, updatedAt: at });
          // A book's history: a trade request has no Quire book, the audit entry is its record.
          if (row.projectId)
            await history.record(
              {
                projectId: row.projectId,
                event: `promotion.${change.status.toLowerCase()}`,
                actor: { kind: 'admin', customerId: user.customerId },
                detail: {
                  requestId: row.id,
                  changeId,
                  promotion: names.get(row.id),
                  statusBefore: row.status,
                  statusAfter: moved.status,
                  startDay: moved.startDay,
                  endDay: moved.endDay,
                  scheduledPriceId: moved.scheduledPriceId,
                  ...(declineText ? { reason: declineText } : {}),
                },
                at,
              },
              tx,
            );
        }
        await decisionMail.schedule(changeId, undoUntil, tx);
        await repos.insertChange({
          id: changeId,
          status: change.status,
          changedBy: user.customerId,
          changedAt: at,
          undoUntil,
          entries,
        });
        await audit.record(
          {
            actor: actorOf(user),
            action: 'promotion.review',
            targetType: 'promotion-change',
            targetId: changeId,
            before: { ids, statuses: entries.map((e) => e.status) },
            after: {
              ids,
              status: change.status,
              ...(change.start ? { startDay: change.start, endDay: change.end } : {}),
            },
            reason: declineText,
          },
          tx,
        );
      });
      return {
        changeId,
        status: change.status as StoredPromoStatus,
        label: PROMO_STATUS_LABELS[change.status],
        updated: ids.length,
        undoSeconds,
        undoUntil: undoUntil.toISOString(),
      };
    },

    /**
     * PUT undo-promo-status: puts every request of a change back as it was, within its undo window
     * and only while none of them has changed since (else 409, nothing done): the scheduled prices
     * the change set up are taken back and those it took back set up again.
     */
    async undoStatus(user: LoggedInUser, changeId: string): Promise<{ restored: number }> {
      assertAdmin(user);
      if (!isUuid(changeId)) throw appError('NOT_FOUND', { field: 'changeId' });
      return uow.withTransaction(async (repos, tx) => {
        const change = await repos.lockChange(changeId);
        if (!change) throw appError('NOT_FOUND', { field: 'changeId' });
        const at = now();
        if (change.undoneAt || change.undoUntil.getTime() < at.getTime())
          throw conflict(M.undoExpired, 'changeId');
        const rows = new Map((await repos.lockMany(change.entries.map((e) => e.id))).map((r) => [r.id, r]));
        if (change.entries.some((e) => rows.get(e.id)?.version !== e.versionAfter))
          throw conflict(M.undoStale, 'changeId');
        for (const e of change.entries) {
          const row = rows.get(e.id) as PromoRequestRow;
          if (row.scheduledPriceId && row.scheduledPriceId !== e.scheduledPriceId)
            await priceSchedules.cancelForPromotion(tx, row.scheduledPriceId);
          const startAt = date(e.startAt);
          const endAt = date(e.endAt);
          let scheduledPriceId = e.scheduledPriceId;
          if (e.scheduledPriceId && row.scheduledPriceId !== e.scheduledPriceId && startAt && endAt)
            scheduledPriceId = await schedule(tx, row, startAt, endAt, user.customerId);
          await repos.update(row.id, {
            status: e.status,
            startDay: e.startDay,
            endDay: e.endDay,
            startAt,
            endAt,
            decidedAt: date(e.decidedAt),
            decidedBy: e.decidedBy,
            declineReason: e.declineReason as PromoDeclineReason | null,
            declineNote: e.declineNote,
            eligibleAgain: e.eligibleAgain,
            scheduledPriceId,
            version: row.version + 1,
            updatedAt: at,
          });
          if (row.projectId)
            await history.record(
              {
                projectId: row.projectId,
                event: 'promotion.review-undone',
                actor: { kind: 'admin', customerId: user.customerId },
                detail: { requestId: row.id, changeId, statusBefore: row.status, statusAfter: e.status },
                at,
              },
              tx,
            );
        }
        await repos.markUndone(change.id, at);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'promotion.undo',
            targetType: 'promotion-change',
            targetId: change.id,
            before: { ids: change.entries.map((e) => e.id), status: change.status },
            after: { ids: change.entries.map((e) => e.id), statuses: change.entries.map((e) => e.status) },
          },
          tx,
        );
        return { restored: change.entries.length };
      });
    },
  };
}
