import {
  AppError,
  appError,
  checkNomination,
  defaultPromoSort,
  hasPermission,
  isAdmin,
  isUuid,
  type LoggedInUser,
  PROMO_MESSAGES as M,
  mayActOn,
  newYorkDay,
  ownerOf,
  type PromoDefinitionRules,
  type PromoRequest,
  type PromoTitleRecord,
  promoErrorDescription,
  type promoListQuerySchema,
  type promoSubmissionSchema,
  reviewByDay,
  sendDayOf,
} from '@quire/domain';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work';
import { assertContributorMay } from '../access';
import type { AccountsVendor } from '../accounts';
import type { AuditService } from '../audit';
import type { HistoryActor, HistoryService } from '../history';
import type { IsbnService } from '../isbn';
import type { JobsService } from '../jobs';
import type { MailService, MailTemplates } from '../mail';
import type { PriceScheduleService } from '../price-schedule';
import type { ProjectsService } from '../projects';
import { createPromoMessages } from './promotions.messages';
import { nominationColumns, toPromoRequest } from './promotions.requests.mapper';
import type { PromoRequestsRepository } from './promotions.requests.repository';
import { createPromoReview } from './promotions.review';
import type { PromoDefinitionRow, PromoRequestRow } from './promotions.tables';

/** The feature flag of nominations (spec 2 §6: "A merchandising feature flag gates creating nominations"). */
export const MERCHANDISING_PERMISSION = 'MERCHANDISING';

/** Quire's words: an accepted request stays on the promotion's record. */
export const APPROVED_NOT_DELETABLE = 'An accepted request cannot be deleted. Please ask the B&N Press team.';

/** What the requests read of a definition: the row, and its rules as the domain checks them. */
export interface PromoDefinitionLookup {
  find(id: string): Promise<PromoDefinitionRow | null>;
  rulesOf(row: PromoDefinitionRow): PromoDefinitionRules;
  /** The monthly promotions open for nominations today (the promotion messages announce them). */
  openForNominations(): Promise<PromoDefinitionRow[]>;
}

export interface PromoRequestsDeps {
  uow: UnitOfWork<PromoRequestsRepository>;
  definitions: PromoDefinitionLookup;
  projects: Pick<ProjectsService, 'promoTitles'>;
  isbn: Pick<IsbnService, 'retailTitles'>;
  priceSchedules: Pick<PriceScheduleService, 'scheduleForPromotion' | 'cancelForPromotion'>;
  history: Pick<HistoryService, 'record'>;
  jobs: Pick<JobsService, 'define' | 'enqueue'>;
  mail: Pick<MailService, 'send'>;
  templates: Pick<MailTemplates, 'promotionDecision'>;
  accounts: Pick<AccountsVendor, 'byCustomerId' | 'lockByVendorNumber'>;
  audit: Pick<AuditService, 'record'>;
  publicUrl: string;
  /** PROMO_UNDO_SECONDS: how long a status change may be undone. */
  undoSeconds: number;
  now: () => Date;
}

export type PromoSubmissionBody = z.output<typeof promoSubmissionSchema>;
export type PromoListQuery = z.output<typeof promoListQuerySchema>;

/**
 * Nominating needs the merchandising flag (administrators always have it); a contributor acting for
 * an author needs "Manage promotion", which the author grants (the flag is the author's account's,
 * which the contributor's session does not carry).
 */
export function assertMayNominate(user: LoggedInUser): void {
  assertContributorMay(user, ['MANAGE_PROMOTION']);
  if (user.actingFor) return;
  if (!isAdmin(user.permissions) && !hasPermission(user.permissions, MERCHANDISING_PERMISSION))
    throw appError('FORBIDDEN');
}

export const historyActor = (user: LoggedInUser): HistoryActor => ({
  kind: isAdmin(user.permissions) ? 'admin' : user.actingFor ? 'contributor' : 'author',
  customerId: user.customerId,
});

/** A submission's problem on its field, its description "field|message" (spec 2 §8). */
const promoError = (field: string, message: string, status = 400) =>
  new AppError([{ code: 'VALIDATION', field, description: promoErrorDescription(field, message) }], status);

/** What the audit log keeps of a request an administrator entered or changed. */
export const auditedRequest = (row: PromoRequestRow) => ({
  definitionId: row.definitionId,
  ownerCustomerId: row.ownerCustomerId,
  vendorNumber: row.vendorNumber,
  ean: row.ean,
  title: row.title,
  status: row.status,
  promoPrice: row.promoPrice,
  startDay: row.startDay,
  endDay: row.endDay,
  flexDate: row.flexDate,
});

/** The retail catalogue's title when it is not the book's own, else null. */
const retailTitleIfOther = (retail: string | undefined, title: string) =>
  retail && retail.trim() !== title.trim() ? retail.trim() : null;

/** 'YYYY-MM-DD' → MM/DD/YYYY; anything else (a free-text publication date) → null. */
const sentOrNull = (day: string | null) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? sendDayOf(day) : null);

/**
 * Nominations (spec 2): the form's title search, submitting and editing a pending request, the
 * request list with its tabs, filters and sorts, deleting; the administrators' review and its undo
 * are in promotions.review.ts. A publisher sees and changes only their account's requests (another
 * account's answer 404); an administrator any.
 */
export function createPromoRequestsService(deps: PromoRequestsDeps) {
  const { uow, definitions, projects, history, accounts, now, undoSeconds } = deps;

  /** The account of a vendor number (administrators' filters and edits), or 404 on `vendorNumber`. */
  async function ownerOfVendor(vendorNumber: string): Promise<string> {
    const account = await uow.withTransaction((_repos, tx) =>
      accounts.lockByVendorNumber(vendorNumber.trim(), tx),
    );
    if (!account) throw appError('NOT_FOUND', { field: 'vendorNumber' });
    return account.customerId;
  }

  /** The name a request shows as its author: the book's publisher name, else the account holder's name. */
  async function authorNameOf(ownerCustomerId: string, publisherName: string | null) {
    const account = await accounts.byCustomerId(ownerCustomerId);
    const name = publisherName ?? `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim();
    return { name: name || ownerCustomerId, vendorNumber: account?.vendorNumber ?? null };
  }

  /** A request the user may see, or 404. */
  async function visible(user: LoggedInUser, id: string) {
    const listed = isUuid(id) ? await uow.repos.find(id) : null;
    const owner = listed?.request.ownerCustomerId;
    // A trade request has no owner account: administrators only.
    if (!listed || !(isAdmin(user.permissions) || (owner && mayActOn(user, owner))))
      throw appError('NOT_FOUND');
    return listed;
  }

  return {
    /**
     * GET promo-titles: the form's title search, eBooks only. Words of a title find on-sale
     * titles; an exact EAN also finds an off-sale one (onSale false, so the form shows its note).
     * A publisher's own books; an administrator's any account's (or the one vendorNumber names).
     */
    async titles(
      user: LoggedInUser,
      q: {
        searchText?: string | undefined;
        ean?: string | undefined;
        vendorNumber?: string | undefined;
        limit: number;
      },
    ): Promise<PromoTitleRecord[]> {
      assertMayNominate(user);
      const admin = isAdmin(user.permissions);
      const owner = admin ? (q.vendorNumber ? await ownerOfVendor(q.vendorNumber) : null) : ownerOf(user);
      const ean = q.ean?.trim();
      if (ean !== undefined && !/^\d{1,20}$/.test(ean)) return [];
      const found = await projects.promoTitles(
        ean
          ? { owner, ean, onSaleOnly: false, limit: q.limit, otherEans: true }
          : { owner, words: q.searchText, onSaleOnly: true, limit: q.limit, otherEans: true },
      );
      const [blocked, retail] = await Promise.all([
        uow.repos.blockedProjects(
          found.map((t) => t.projectId),
          now(),
        ),
        deps.isbn.retailTitles(found.map((t) => t.ean)),
      ]);
      return found.map((t) => ({
        projectId: t.projectId,
        ean: t.ean,
        title: t.title,
        listPrice: t.listPrice,
        allowedForMerchPromo: blocked.has(t.projectId) ? 'false' : 'true',
        publicationDate: sentOrNull(t.publicationDate),
        onSale: t.onSale,
        newEans: t.otherEans,
        // The retail catalogue lists the EAN under another title: the form shows which.
        newTitle: retailTitleIfOther(retail.get(t.ean), t.title),
      }));
    },

    /**
     * POST submit-promo: a new nomination (no id) or a change to a pending one (id). The rules of
     * the domain, every problem on its field ("field|message"); the title's freedom is checked
     * under a lock of the book, so two submissions for one book cannot both pass.
     */
    async submit(user: LoggedInUser, body: PromoSubmissionBody): Promise<PromoRequest> {
      assertMayNominate(user);
      const admin = isAdmin(user.permissions);
      const at = now();
      const definition = isUuid(body.definitionId) ? await definitions.find(body.definitionId) : null;
      if (!definition || (!admin && definition.adminOnly))
        throw appError('NOT_FOUND', { field: 'definitionId' });
      if (definition.mercPromoType !== body.mercPromoType)
        throw promoError('mercPromoType', M.definitionTypeMismatch);
      if (!admin && definition.submitBy && newYorkDay(at) > definition.submitBy)
        throw promoError('definitionId', M.definitionClosed, 409);
      const existing = body.id ? await visible(user, body.id) : null;
      const owner = !admin
        ? ownerOf(user)
        : body.vendorNumber
          ? await ownerOfVendor(body.vendorNumber)
          : (existing?.request.ownerCustomerId ?? null);
      const ean = body.ean?.trim() ?? '';
      const candidate = /^\d{1,20}$/.test(ean)
        ? ((await projects.promoTitles({ owner, ean, onSaleOnly: false, limit: 1 }))[0] ?? null)
        : null;
      const author = candidate
        ? await authorNameOf(candidate.ownerCustomerId, candidate.publisherName)
        : null;

      const row = await uow.withTransaction(async (repos, tx) => {
        if (candidate) await repos.lockProject(candidate.projectId);
        const locked = existing ? await repos.lock(existing.request.id) : null;
        if (existing && !locked) throw appError('NOT_FOUND');
        if (locked && locked.status !== 'PENDING') throw promoError('id', M.notEditable, 409);
        const blocked = candidate
          ? await repos.blockedProjects([candidate.projectId], at, locked?.id)
          : new Set<string>();
        const check = checkNomination(
          {
            mercPromoType: body.mercPromoType,
            ean: body.ean ?? null,
            promoPrice: body.promoPrice,
            startDate: body.startDate ?? null,
            endDate: body.endDate ?? null,
            flexDate: body.flexDate,
            additionalComments: body.additionalComments ?? null,
          },
          {
            now: at,
            definition: definitions.rulesOf(definition),
            title: candidate
              ? { ...candidate, allowedForMerchPromo: !blocked.has(candidate.projectId) }
              : null,
            isAdmin: admin,
            inputMode: body.inputMode ?? 'EAN',
            editing: locked !== null,
          },
        );
        if (!check.ok)
          throw new AppError(
            check.problems.map((p) => ({
              code: 'VALIDATION',
              field: p.field,
              description: promoErrorDescription(p.field, p.message),
            })),
          );
        if (!candidate || !author) throw promoError('ean', M.eanInvalid);
        const v = check.value;
        const fields = {
          definitionId: definition.id,
          mercPromoType: definition.mercPromoType,
          projectId: candidate.projectId,
          ownerCustomerId: candidate.ownerCustomerId,
          vendorNumber: author.vendorNumber,
          authorName: author.name,
          ...nominationColumns(v),
          title: candidate.title,
          updatedAt: at,
        };
        const saved = locked
          ? await repos.update(locked.id, { ...fields, version: locked.version + 1 })
          : await repos.insert({
              ...fields,
              status: 'PENDING',
              reviewBy: reviewByDay({ submitBy: definition.submitBy, start: definition.startDay }, at),
              submittedAt: at,
              submittedBy: user.customerId,
            });
        await history.record(
          {
            projectId: candidate.projectId,
            event: locked ? 'promotion.nomination-changed' : 'promotion.nominated',
            actor: historyActor(user),
            detail: {
              requestId: saved.id,
              promotion: definition.name,
              promoPrice: saved.promoPrice,
              startDay: saved.startDay,
              endDay: saved.endDay,
            },
            at,
          },
          tx,
        );
        // An administrator's nomination or change made for a publisher is theirs to answer for.
        if (admin)
          await deps.audit.record(
            {
              actor: { customerId: user.customerId, email: user.email },
              action: 'promotion.request-submit',
              targetType: 'promotion-request',
              targetId: saved.id,
              before: locked ? auditedRequest(locked) : null,
              after: auditedRequest(saved),
            },
            tx,
          );
        return saved;
      });
      return toPromoRequest(
        {
          request: row,
          definitionName: definition.name,
          position: definition.position,
          displayEnd: definition.displayEnd,
        },
        at,
      );
    },

    /**
     * GET promos: a tab of requests, a page at a time. A publisher's own (isAdmin from anyone else
     * is refused, 403); an administrator with isAdmin every account's, and may hide the expired.
     */
    async list(
      user: LoggedInUser,
      q: PromoListQuery,
    ): Promise<{ promos: PromoRequest[]; numberOfRecords: number; undoSeconds: number }> {
      assertMayNominate(user);
      const admin = isAdmin(user.permissions);
      if (q.isAdmin && !admin) throw appError('FORBIDDEN');
      const all = admin && q.isAdmin === true;
      const at = now();
      const { rows, total } = await uow.repos.page({
        owner: all ? undefined : ownerOf(user),
        tab: q.status,
        promoType: q.promoType === 'ALL' ? undefined : q.promoType,
        searchText: q.searchText || undefined,
        hideExpired: all && q.includeExpired === false,
        sort: q.sortBy ?? defaultPromoSort(all, q.status),
        now: at,
        today: newYorkDay(at),
        limit: q.recordsPerPage,
        offset: (q.pageNum - 1) * q.recordsPerPage,
      });
      return { promos: rows.map((r) => toPromoRequest(r, at)), numberOfRecords: total, undoSeconds };
    },

    /** GET promos/:id */
    async one(user: LoggedInUser, id: string): Promise<PromoRequest> {
      assertMayNominate(user);
      return toPromoRequest(await visible(user, id), now());
    },

    /**
     * DELETE delete-promo/:id: a publisher deletes their pending or declined request (an accepted
     * one is the promotion's record: 409); an administrator any, its scheduled price taken back.
     */
    async remove(user: LoggedInUser, id: string): Promise<{ deleted: true; id: string }> {
      assertMayNominate(user);
      const admin = isAdmin(user.permissions);
      const listed = await visible(user, id);
      await uow.withTransaction(async (repos, tx) => {
        const row = await repos.lock(listed.request.id);
        if (!row) throw appError('NOT_FOUND');
        if (row.status === 'APPROVED' && !admin)
          throw new AppError([{ code: 'VALIDATION', field: 'id', description: APPROVED_NOT_DELETABLE }], 409);
        if (row.scheduledPriceId) await deps.priceSchedules.cancelForPromotion(tx, row.scheduledPriceId);
        await repos.remove(row.id);
        if (row.projectId)
          await history.record(
            {
              projectId: row.projectId,
              event: 'promotion.nomination-deleted',
              actor: historyActor(user),
              detail: { requestId: row.id, status: row.status, promotion: listed.definitionName },
            },
            tx,
          );
        if (admin)
          await deps.audit.record(
            {
              actor: { customerId: user.customerId, email: user.email },
              action: 'promotion.request-delete',
              targetType: 'promotion-request',
              targetId: row.id,
              before: {
                status: row.status,
                ean: row.ean,
                title: row.title,
                scheduledPriceId: row.scheduledPriceId,
              },
              after: null,
            },
            tx,
          );
      });
      return { deleted: true, id: listed.request.id };
    },

    ...createPromoReview(deps),
    ...createPromoMessages(deps),
  };
}

export type PromoRequestsService = ReturnType<typeof createPromoRequestsService>;
