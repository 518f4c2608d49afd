import {
  AppError,
  appError,
  checkNomination,
  defaultPromoSort,
  isAdmin,
  isUuid,
  type LoggedInUser,
  PROMO_MESSAGES as M,
  type MercPromoType,
  normalizeMoney,
  PROMO_PRICE_PATTERN,
  type PromoPublisher,
  type PromoPublisherRole,
  type PromoRequest,
  type PromoStatus,
  type PromoStatusChangeInput,
  promoErrorDescription,
  type promoPublisherInputSchema,
  reviewByDay,
  type tradePromoRowSchema,
} from '@quire/domain';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditService } from '../audit';
import type { IsbnService } from '../isbn';
import { nominationColumns, toPromoRequest } from './promotions.requests.mapper';
import type { PromoDefinitionLookup, PromoRequestsService } from './promotions.requests.service';
import type { NewPromoRequestRow, PromoPublisherRow } from './promotions.tables';
import type { PromoTradeRepository } from './promotions.trade.repository';

export type PromoPublisherInput = z.output<typeof promoPublisherInputSchema>;
export type TradePromoRowInput = z.output<typeof tradePromoRowSchema>;

/** Quire's words: a publisher whose nominations are still open stays. */
export const PUBLISHER_IN_USE =
  'This publisher has pending or accepted merchandising requests and cannot be deleted. Decline or delete them first.';
export const PUBLISHER_EXISTS = 'A publisher with this vendor number exists already.';
export const PUBLISHER_VENDOR_FIXED =
  "A publisher's vendor number cannot change: add a new publisher with the new vendor number.";
export const NOT_TRADE_PUBLISHER = 'Trade promotions are entered for trade publishers only.';

export interface PromoTradeDeps {
  uow: UnitOfWork<PromoTradeRepository>;
  definitions: PromoDefinitionLookup;
  isbn: Pick<IsbnService, 'retailEntry'>;
  review: Pick<PromoRequestsService, 'updateStatus'>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}

export function toPromoPublisher(row: PromoPublisherRow): PromoPublisher {
  return {
    id: row.id,
    vendorNumber: row.vendorNumber,
    name: row.name,
    dcVendorId: row.dcVendorId,
    companyIds: row.companyIds,
    role: row.role as PromoPublisherRole,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

const problem = (field: string, message: string) => ({
  code: 'VALIDATION',
  field,
  description: promoErrorDescription(field, message),
});
const conflict = (field: string, message: string) => new AppError([problem(field, message)], 409);

/** A regular price as typed: 2 decimals at most, never a lone point. */
const isMoney = (v: string) => v !== '' && v !== '.' && PROMO_PRICE_PATTERN.test(v);

/**
 * Trade merchandising (spec 3 §7 "Promotions and publishers"; "march" in the spec's paths is its
 * spelling of "merch"): the publishers administrators keep (get-publishers,
 * get-publisher-options-details, publisher-update, publishers-delete, each write audited) and the
 * nominations they enter for a TRADE publisher's retail-catalogue titles (add-march-promos), which
 * are listed (trade-march-promos) and reviewed (update-trade-promo-status, promotions.review.ts)
 * like Quire's. Administrators only.
 */
export function createPromoTradeService(deps: PromoTradeDeps) {
  const { uow, definitions, isbn, review, audit, now } = deps;
  const actorOf = (user: LoggedInUser) => ({ customerId: user.customerId, email: user.email });

  function assertAdmin(user: LoggedInUser): void {
    if (!isAdmin(user.permissions)) throw appError('FORBIDDEN');
  }

  return {
    /** GET get-publishers: a page of publishers by name; searchText matches name, vendor number, DC vendor id. */
    async publishers(
      user: LoggedInUser,
      q: { pageNum: number; recordsPerPage: number; searchText?: string | undefined },
    ): Promise<{ publishers: PromoPublisher[]; numberOfRecords: number }> {
      assertAdmin(user);
      const { rows, total } = await uow.repos.publisherPage({
        searchText: q.searchText || undefined,
        limit: q.recordsPerPage,
        offset: (q.pageNum - 1) * q.recordsPerPage,
      });
      return { publishers: rows.map(toPromoPublisher), numberOfRecords: total };
    },

    /** GET get-publisher-options-details: the dropdown's publishers of a role (every one without). */
    async options(user: LoggedInUser, role: PromoPublisherRole | undefined) {
      assertAdmin(user);
      const rows = await uow.repos.publishersOfRole(role);
      return rows.map((p) => ({
        value: p.vendorNumber,
        label: p.name,
        dcVendorId: p.dcVendorId,
        companyIds: p.companyIds,
      }));
    },

    /** PUT publisher-update: creates a publisher (no id) or changes one; its vendor number stays. Audited. */
    async update(user: LoggedInUser, input: PromoPublisherInput): Promise<PromoPublisher> {
      assertAdmin(user);
      const at = now();
      const columns = {
        name: input.name,
        dcVendorId: input.dcVendorId,
        companyIds: input.companyIds,
        role: input.role,
        email: input.email,
        updatedAt: at,
        updatedBy: user.customerId,
      };
      return uow.withTransaction(async (repos, tx) => {
        if (input.id) {
          const before = isUuid(input.id) ? await repos.lockPublisher(input.id) : null;
          if (!before) throw appError('NOT_FOUND', { field: 'publisher.id' });
          // Trade requests name their publisher by vendor number: it is the publisher's identity.
          if (before.vendorNumber !== input.vendorNumber)
            throw conflict('publisher.vendorNumber', PUBLISHER_VENDOR_FIXED);
          const after = toPromoPublisher(await repos.updatePublisher(before.id, columns));
          await audit.record(
            {
              actor: actorOf(user),
              action: 'promotion.publisher-update',
              targetType: 'promotion-publisher',
              targetId: before.vendorNumber,
              before: toPromoPublisher(before),
              after,
            },
            tx,
          );
          return after;
        }
        const row = await repos.insertPublisher({
          ...columns,
          vendorNumber: input.vendorNumber,
          createdAt: at,
        });
        if (!row) throw conflict('publisher.vendorNumber', PUBLISHER_EXISTS);
        const after = toPromoPublisher(row);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'promotion.publisher-update',
            targetType: 'promotion-publisher',
            targetId: row.vendorNumber,
            before: null,
            after,
          },
          tx,
        );
        return after;
      });
    },

    /**
     * DELETE publishers-delete: removes a publisher without pending or accepted (not yet ended)
     * trade requests (409 otherwise); its declined and ended requests stay on the promotions'
     * record with its name. Audited.
     */
    async remove(user: LoggedInUser, vendorNumber: string): Promise<{ deleted: true; vendorNumber: string }> {
      assertAdmin(user);
      return uow.withTransaction(async (repos, tx) => {
        const row = await repos.lockPublisherByVendor(vendorNumber);
        if (!row) throw appError('NOT_FOUND', { field: 'vendorNumber' });
        if ((await repos.activeTradeCount(row.vendorNumber, now())) > 0)
          throw conflict('vendorNumber', PUBLISHER_IN_USE);
        await repos.removePublisher(row.id);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'promotion.publisher-delete',
            targetType: 'promotion-publisher',
            targetId: row.vendorNumber,
            before: toPromoPublisher(row),
            after: null,
          },
          tx,
        );
        return { deleted: true as const, vendorNumber: row.vendorNumber };
      });
    },

    /**
     * POST add-march-promos: nominations of a trade publisher's retail-catalogue titles, all or
     * none. Each row is checked by the domain's nomination rules, as a publisher's would be: its
     * EAN must be a catalogue title of this publisher, its regular price is the row's, and a title
     * with a pending or running request (or twice in the payload) is refused. Every problem comes
     * back on `payload.N.field`; the EANs are locked in order until the rows are written.
     */
    async add(
      user: LoggedInUser,
      q: { vendorNumber: string; definitionId: string },
      payload: TradePromoRowInput[],
    ): Promise<PromoRequest[]> {
      assertAdmin(user);
      const at = now();
      const publisher = await uow.repos.publisherByVendor(q.vendorNumber);
      if (!publisher) throw appError('NOT_FOUND', { field: 'vendorNumber' });
      if (publisher.role !== 'TRADE') throw conflict('vendorNumber', NOT_TRADE_PUBLISHER);
      const definition = isUuid(q.definitionId) ? await definitions.find(q.definitionId) : null;
      if (!definition) throw appError('NOT_FOUND', { field: 'definitionId' });
      const rules = definitions.rulesOf(definition);
      const eanOf = (row: TradePromoRowInput) => row.ean?.trim() ?? '';
      const eans = [...new Set(payload.map(eanOf).filter((e) => /^\d{1,20}$/.test(e)))].sort();

      const rows = await uow.withTransaction(async (repos, tx) => {
        for (const ean of eans) await repos.lockEan(ean);
        const blocked = await repos.blockedEans(eans, at);
        const seen = new Set<string>();
        const problems: ReturnType<typeof problem>[] = [];
        const values: NewPromoRequestRow[] = [];
        for (const [i, row] of payload.entries()) {
          const ean = eanOf(row);
          const entry = eans.includes(ean) ? await isbn.retailEntry(ean, tx) : null;
          const mine = entry?.vendorNumber === publisher.vendorNumber ? entry : null;
          const regularText = row.regularPrice?.trim() ?? '';
          const regularOk = isMoney(regularText);
          if (mine && !regularOk)
            problems.push(
              problem(
                `payload.${i}.regularPrice`,
                regularText === '' ? M.required('Regular Price') : M.pattern,
              ),
            );
          const check = checkNomination(
            {
              mercPromoType: definition.mercPromoType as MercPromoType,
              ean: row.ean ?? null,
              promoPrice: row.promoPrice,
              startDate: row.startDate ?? null,
              endDate: row.endDate ?? null,
              flexDate: row.flexDate,
              additionalComments: row.additionalComments ?? null,
            },
            {
              now: at,
              definition: rules,
              title: mine
                ? {
                    ean: mine.isbn,
                    title: mine.title,
                    listPrice: regularOk ? regularText : null,
                    // The catalogue knows no publication day: the types that need one refuse the title.
                    publicationDate: null,
                    onSale: true,
                    allowedForMerchPromo: !blocked.has(ean) && !seen.has(ean),
                  }
                : null,
              // The publisher's rules: the administrator enters the row on its behalf.
              isAdmin: false,
              inputMode: 'EAN',
            },
          );
          if (mine) seen.add(ean);
          if (!check.ok) {
            for (const p of check.problems) problems.push(problem(`payload.${i}.${p.field}`, p.message));
            continue;
          }
          if (!mine || !regularOk) continue;
          const v = check.value;
          values.push({
            definitionId: definition.id,
            mercPromoType: definition.mercPromoType,
            source: 'TRADE',
            projectId: null,
            ownerCustomerId: null,
            publisherVendorNumber: publisher.vendorNumber,
            vendorNumber: publisher.vendorNumber,
            authorName: publisher.name,
            ...nominationColumns(v),
            title: mine.title,
            regularPrice: normalizeMoney(regularText),
            status: 'PENDING',
            reviewBy: reviewByDay({ submitBy: definition.submitBy, start: definition.startDay }, at),
            submittedAt: at,
            submittedBy: user.customerId,
            updatedAt: at,
          });
        }
        if (problems.length > 0) throw new AppError(problems);
        const saved = await repos.insertRequests(values);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'promotion.trade-add',
            targetType: 'promotion-publisher',
            targetId: publisher.vendorNumber,
            after: {
              definitionId: definition.id,
              promotion: definition.name,
              requests: saved.map((s) => ({ id: s.id, ean: s.ean, promoPrice: s.promoPrice })),
            },
          },
          tx,
        );
        return saved;
      });
      const listed = {
        definitionName: definition.name,
        position: definition.position,
        displayEnd: definition.displayEnd,
      };
      return rows.map((request) => toPromoRequest({ request, ...listed }, at));
    },

    /** GET trade-march-promos: a tab of trade requests by publisher, DC vendor id or company ids. */
    async list(
      user: LoggedInUser,
      q: {
        vendorNumber?: string | undefined;
        dcVendorId?: string | undefined;
        companyIds?: string | undefined;
        status: PromoStatus;
        pageNum: number;
        recordsPerPage: number;
      },
    ): Promise<{ promos: PromoRequest[]; numberOfRecords: number }> {
      assertAdmin(user);
      const at = now();
      const companyIds = (q.companyIds ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      const { rows, total } = await uow.repos.tradePage({
        vendorNumber: q.vendorNumber || undefined,
        dcVendorId: q.dcVendorId || undefined,
        companyIds,
        tab: q.status,
        sort: defaultPromoSort(true, q.status),
        now: at,
        limit: q.recordsPerPage,
        offset: (q.pageNum - 1) * q.recordsPerPage,
      });
      return { promos: rows.map((r) => toPromoRequest(r, at)), numberOfRecords: total };
    },

    /**
     * PUT update-trade-promo-status: the review of update-promo-status (the same body, answer and
     * undo) for trade requests only; an id that is no trade request answers 404 and nothing moves.
     */
    async updateStatus(user: LoggedInUser, body: PromoStatusChangeInput & { ids: string[] }) {
      assertAdmin(user);
      const ids = [...new Set(body.ids)];
      const sources = await uow.repos.sourcesOf(ids.filter(isUuid));
      if (ids.some((id) => sources.get(id) !== 'TRADE'))
        throw appError('NOT_FOUND', {
          field: 'ids',
          description: 'Some of these are no trade requests; no request was changed.',
        });
      return review.updateStatus(user, body);
    },
  };
}

export type PromoTradeService = ReturnType<typeof createPromoTradeService>;
