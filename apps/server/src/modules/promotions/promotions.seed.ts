import {
  checkNomination,
  checkPromoStatusChange,
  promoEndAt,
  promoStartAt,
  reviewByDay,
  sendDayOf,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AccountsVendor } from '../accounts';
import type { HistoryService } from '../history';
import type { PriceScheduleSeeder } from '../price-schedule';
import type { ProjectsService } from '../projects';
import { rulesOf } from './promotions.definitions.input';
import { nominationColumns } from './promotions.requests.mapper';
import type { PromoRequestsRepository } from './promotions.requests.repository';
import type { PromoSeedRepository } from './promotions.seed.repository';

/** A definition's days as the demo seed reads them back, 'YYYY-MM-DD' (null for a standard one). */
export interface SeededDefinition {
  id: string;
  start: string | null;
  end: string | null;
  submitBy: string | null;
}

/** A nomination the demo's author sent and an administrator accepted, both in the past. */
export interface PastPromotion {
  definitionId: string;
  /** The owner of the book (customer id), who nominated it. */
  owner: string;
  ean: string;
  promoPrice: string | null;
  /** The promotion's days, 'YYYY-MM-DD' (the end day's promotion ends at 2:59 AM ET). */
  start: string;
  end: string;
  comments: string;
  submittedAt: Date;
  /** The administrator who accepted it (customer id), and when. */
  decidedBy: string;
  decidedAt: Date;
}

export interface PromotionsSeederDeps {
  uow: UnitOfWork<PromoRequestsRepository & PromoSeedRepository>;
  projects: Pick<ProjectsService, 'promoTitles'>;
  accounts: Pick<AccountsVendor, 'byCustomerId'>;
  priceSchedules: Pick<PriceScheduleSeeder, 'seedPastChange'>;
  history: Pick<HistoryService, 'record'>;
}

/**
 * Seeding for promotions (demo mode): a promotion that ran in the past, which submit-promo and
 * update-promo-status rightly refuse today (a promotion's days are in the future). Each step is
 * checked by the rules as they stood at its moment: the nomination at its submission, the
 * acceptance at its decision, and the promo price as the scheduled price the acceptance set up,
 * applied at the start and ended at the end (the price-schedule module's seeder); the book's
 * history tells the same story. Insert-only: a book with a request for the definition keeps it.
 */
export function createPromotionsSeeder({
  uow,
  projects,
  accounts,
  priceSchedules,
  history,
}: PromotionsSeederDeps) {
  return {
    /** The definition the demo seed wrote under this key (its days are those of the first seed). */
    async definition(seedKey: string): Promise<SeededDefinition | null> {
      const row = await uow.repos.definitionBySeedKey(seedKey);
      return row ? { id: row.id, start: row.startDay, end: row.endDay, submitBy: row.submitBy } : null;
    },

    /** 'skipped': the book is not the owner's on-sale eBook, or had another price change on those days. */
    async seedAccepted(p: PastPromotion): Promise<'created' | 'exists' | 'skipped'> {
      const definition = await uow.repos.definition(p.definitionId);
      const title = (
        await projects.promoTitles({ owner: p.owner, ean: p.ean, onSaleOnly: true, limit: 1 })
      )[0];
      if (!definition || !title) return 'skipped';
      const account = await accounts.byCustomerId(title.ownerCustomerId);
      const authorName =
        title.publisherName ?? (`${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim() || p.owner);
      return uow.withTransaction(async (repos, tx) => {
        await repos.lockProject(title.projectId);
        if (await repos.hasRequest(definition.id, title.projectId)) return 'exists';
        const blocked = await repos.blockedProjects([title.projectId], p.submittedAt);
        const nomination = checkNomination(
          {
            mercPromoType: rulesOf(definition).mercPromoType,
            ean: p.ean,
            promoPrice: p.promoPrice,
            startDate: sendDayOf(p.start),
            endDate: sendDayOf(p.end),
            flexDate: false,
            additionalComments: p.comments,
          },
          {
            now: p.submittedAt,
            definition: rulesOf(definition),
            title: { ...title, allowedForMerchPromo: !blocked.has(title.projectId) },
            isAdmin: false,
          },
        );
        if (!nomination.ok) throw brokenRule('nomination', nomination.problems);
        const v = nomination.value;
        const decision = checkPromoStatusChange(
          {
            status: 'APPROVED',
            startDate: sendDayOf(v.start as string),
            endDate: sendDayOf(v.end as string),
          },
          p.decidedAt,
        );
        if (!decision.ok) throw brokenRule('acceptance', decision.problems);
        const startAt = promoStartAt(v.start as string);
        const endAt = promoEndAt(v.end as string);
        const scheduledPriceId =
          v.promoPrice === null
            ? null
            : await priceSchedules.seedPastChange(
                {
                  projectId: title.projectId,
                  price: v.promoPrice,
                  start: startAt,
                  end: endAt,
                  by: p.decidedBy,
                  setUpAt: p.decidedAt,
                },
                tx,
              );
        if (v.promoPrice !== null && !scheduledPriceId) return 'skipped';
        const row = await repos.insert({
          ...nominationColumns(v),
          definitionId: definition.id,
          mercPromoType: definition.mercPromoType,
          projectId: title.projectId,
          ownerCustomerId: title.ownerCustomerId,
          vendorNumber: account?.vendorNumber ?? null,
          authorName,
          title: title.title,
          status: 'APPROVED',
          reviewBy: reviewByDay({ submitBy: definition.submitBy, start: definition.startDay }, p.submittedAt),
          submittedAt: p.submittedAt,
          submittedBy: p.owner,
          updatedAt: p.decidedAt,
          decidedAt: p.decidedAt,
          decidedBy: p.decidedBy,
          scheduledPriceId,
          // Sent, then accepted: the version an acceptance leaves.
          version: 2,
        });
        await history.record(
          {
            projectId: title.projectId,
            event: 'promotion.nominated',
            actor: { kind: 'author', customerId: p.owner },
            detail: {
              requestId: row.id,
              promotion: definition.name,
              promoPrice: row.promoPrice,
              startDay: row.preferredStartDay,
              endDay: row.preferredEndDay,
            },
            at: p.submittedAt,
          },
          tx,
        );
        await history.record(
          {
            projectId: title.projectId,
            event: 'promotion.approved',
            actor: { kind: 'admin', customerId: p.decidedBy },
            detail: {
              requestId: row.id,
              promotion: definition.name,
              statusBefore: 'PENDING',
              statusAfter: 'APPROVED',
              startDay: row.startDay,
              endDay: row.endDay,
              scheduledPriceId,
            },
            at: p.decidedAt,
          },
          tx,
        );
        return 'created';
      });
    },

    /** The accepted promotions of these books, by start: the days the demo's history sells more. */
    accepted: (projectIds: string[]) => uow.repos.accepted(projectIds),
  };
}

/** The demo's own data breaking a rule is a mistake in the seed, not something to skip quietly. */
const brokenRule = (what: string, problems: readonly { message: string }[]) =>
  new Error(
    `The demo's past promotion breaks the ${what} rules: ${problems.map((x) => x.message).join(' ')}`,
  );

export type PromotionsSeeder = ReturnType<typeof createPromotionsSeeder>;
