import {
  AppError,
  appError,
  contributorMay,
  hasPermission,
  isAdmin,
  isUuid,
  type LoggedInUser,
  PROMO_MESSAGES as M,
  MERC_PROMO_TYPE_LABELS,
  MERC_PROMO_TYPES,
  type MercPromoType,
  newYorkDay,
  type PromoDefinition,
  type PromoDefinitionField,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { AuditService } from '../audit';
import { sanitizeRichText } from '../projects';
import {
  checkDefinitionInput,
  isMonthly,
  type PromoDefinitionInput,
  rulesOf,
  toPromoDefinition,
} from './promotions.definitions.input';
import type {
  PromoDefinitionListStatus,
  PromoDefinitionSort,
  PromoDefinitionsRepository,
} from './promotions.definitions.repository';
import type { PromoDefinitionRow } from './promotions.tables';

export { checkDefinitionInput, type PromoDefinitionInput, rulesOf, toPromoDefinition };

/** The account feature that gates merchandising nominations (spec 2 §1, §6). */
export const MERCHANDISING_PERMISSION = 'MERCHANDISING';

/** A definition the demo seed keeps (days 'YYYY-MM-DD'); `seedKey` makes a restart update it. */
export interface PromoDefinitionSeed {
  seedKey: string;
  mercPromoType: MercPromoType;
  name: string;
  copy: string;
  submitBy: string | null;
  start: string | null;
  end: string | null;
  displayStart: string | null;
  displayEnd: string | null;
  position: number | null;
  rules: string;
  links: string;
  fields: PromoDefinitionField[];
  adminOnly?: boolean;
}

export interface PromoDefinitionsServiceDeps {
  uow: UnitOfWork<PromoDefinitionsRepository>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}

/**
 * Promotion definitions (spec 2 §3; spec 3 §7): what the nomination form reads (promo-filters,
 * promo-rules, promotion) and the administrators' calls (get-promotions, get-promotion-details,
 * promotion-update, promotions-delete). Publishers need the merchandising feature, a contributor
 * acting for an author Manage promotion, the administration calls an administrator; every
 * administrator write is audited in its own transaction.
 */
export function createPromoDefinitionsService({ uow, audit, now }: PromoDefinitionsServiceDeps) {
  const today = () => newYorkDay(now());
  const actorOf = (user: LoggedInUser) => ({ customerId: user.customerId, email: user.email });

  /**
   * The form's calls: an administrator; a contributor acting for an author with Manage promotion
   * (the author's feature is checked where nominations are made); else the merchandising feature.
   */
  function assertPublisher(user: LoggedInUser): void {
    if (isAdmin(user.permissions)) return;
    if (user.actingFor) {
      if (!contributorMay(user, ['MANAGE_PROMOTION'])) throw appError('FORBIDDEN');
      return;
    }
    if (!hasPermission(user.permissions, MERCHANDISING_PERMISSION)) throw appError('FORBIDDEN');
  }

  function assertAdmin(user: LoggedInUser): void {
    if (!isAdmin(user.permissions)) throw appError('FORBIDDEN');
  }

  async function findRow(
    id: string | null | undefined,
    repos = uow.repos,
  ): Promise<PromoDefinitionRow | null> {
    return id && isUuid(id) ? repos.find(id) : null;
  }

  async function withCounts(rows: PromoDefinitionRow[]): Promise<PromoDefinition[]> {
    const counts = await uow.repos.requestCounts(rows.map((r) => r.id));
    return rows.map((r) => toPromoDefinition(r, counts.get(r.id) ?? 0));
  }

  /** Every definition the user may choose today, monthly first by start, then position and name. */
  async function choosable(user: LoggedInUser): Promise<PromoDefinitionRow[]> {
    return uow.repos.choosable(today(), isAdmin(user.permissions));
  }

  return {
    /** GET promo-filters: one entry per promo type (value the type, label its description). */
    filters(user: LoggedInUser): { value: MercPromoType; label: string }[] {
      assertPublisher(user);
      return MERC_PROMO_TYPES.map((value) => ({ value, label: MERC_PROMO_TYPE_LABELS[value] }));
    },

    /**
     * GET promotion: without an id, every definition the user may choose today (monthly ones while
     * their display window holds today, standard ones always; administrators' own ones for them);
     * with one, that definition if it is among them (administrators: any), else 404.
     */
    async current(user: LoggedInUser, id?: string): Promise<PromoDefinition[]> {
      assertPublisher(user);
      if (id === undefined) return (await choosable(user)).map((r) => toPromoDefinition(r));
      const row = isAdmin(user.permissions)
        ? await findRow(id)
        : ((await choosable(user)).find((r) => r.id === id) ?? null);
      if (!row) throw appError('NOT_FOUND', { field: 'id' });
      return [toPromoDefinition(row)];
    },

    /**
     * GET promo-rules: the definition of the chosen type. With definitionId, that one (it must be of
     * the type: 409 otherwise; a publisher may read any that is not the administrators' own, as an
     * edit of an older nomination needs its rules); without, the first the user may choose today.
     */
    async rulesFor(
      user: LoggedInUser,
      mercPromoType: MercPromoType,
      definitionId?: string,
    ): Promise<PromoDefinition> {
      assertPublisher(user);
      let row: PromoDefinitionRow | null;
      if (definitionId !== undefined) {
        row = await findRow(definitionId);
        if (row?.adminOnly && !isAdmin(user.permissions)) row = null;
        if (!row) throw appError('NOT_FOUND', { field: 'definitionId' });
        if (row.mercPromoType !== mercPromoType)
          throw new AppError(
            [{ code: 'VALIDATION', description: M.definitionTypeMismatch, field: 'definitionId' }],
            409,
          );
      } else {
        row = (await choosable(user)).find((r) => r.mercPromoType === mercPromoType) ?? null;
        if (!row) throw appError('NOT_FOUND', { field: 'mercPromoType' });
      }
      return toPromoDefinition(row);
    },

    /** The definition, or null (no user: for the nominations service, in its transaction when given). */
    async find(id: string, tx?: Tx): Promise<PromoDefinitionRow | null> {
      return findRow(id, tx ? uow.bound(tx) : uow.repos);
    },

    rulesOf,

    /**
     * The monthly promotions open for nominations today (the site's announcements): listed today,
     * the submit-by day not passed, not the administrators' own; by start.
     */
    async openForNominations(): Promise<PromoDefinitionRow[]> {
      const day = today();
      return (await uow.repos.choosable(day, false)).filter(
        (r) => isMonthly(r) && (r.submitBy === null || r.submitBy >= day),
      );
    },

    /** Whether a definition lists today (standard always; monthly while its display window holds today). */
    isChoosable(row: PromoDefinitionRow): boolean {
      if (!isMonthly(row)) return true;
      const day = today();
      return (
        row.displayStart !== null &&
        row.displayEnd !== null &&
        row.displayStart <= day &&
        day <= row.displayEnd
      );
    },

    /** GET /api/admin/get-promotions: a page of definitions with their number of nominations. */
    async list(
      user: LoggedInUser,
      q: {
        pageNum: number;
        recordsPerPage: number;
        status: PromoDefinitionListStatus;
        sortBy: PromoDefinitionSort;
        searchText?: string | undefined;
      },
    ): Promise<{ promotions: PromoDefinition[]; numberOfRecords: number }> {
      assertAdmin(user);
      const { rows, totalCount } = await uow.repos.list({
        today: today(),
        status: q.status,
        sortBy: q.sortBy,
        searchText: q.searchText,
        page: q.pageNum,
        limit: q.recordsPerPage,
      });
      return { promotions: await withCounts(rows), numberOfRecords: totalCount };
    },

    /** GET /api/admin/get-promotion-details: one definition with its number of nominations. */
    async details(user: LoggedInUser, definitionId: string): Promise<PromoDefinition> {
      assertAdmin(user);
      const row = await findRow(definitionId);
      if (!row) throw appError('NOT_FOUND', { field: 'definitionId' });
      return (await withCounts([row]))[0] as PromoDefinition;
    },

    /** PUT /api/admin/promotion-update: creates a definition (no id) or changes one, audited. */
    async update(user: LoggedInUser, input: PromoDefinitionInput): Promise<PromoDefinition> {
      assertAdmin(user);
      const columns = checkDefinitionInput(input, 'promotion.');
      const at = now();
      return uow.withTransaction(async (repos, tx) => {
        if (input.id) {
          const before = isUuid(input.id) ? await repos.lockRow(input.id) : null;
          if (!before) throw appError('NOT_FOUND', { field: 'id' });
          // Its requests were checked by the rules of their type: the type stays theirs.
          if (
            before.mercPromoType !== columns.mercPromoType &&
            ((await repos.requestCounts([before.id])).get(before.id) ?? 0) > 0
          )
            throw new AppError(
              [{ code: 'VALIDATION', field: 'promotion.mercPromoType', description: M.definitionTypeLocked }],
              409,
            );
          const row = await repos.update(before.id, {
            ...columns,
            updatedAt: at,
            updatedBy: user.customerId,
          });
          const after = toPromoDefinition(row, (await repos.requestCounts([row.id])).get(row.id) ?? 0);
          await audit.record(
            {
              actor: actorOf(user),
              action: 'promotion.update',
              targetType: 'promotion',
              targetId: row.id,
              before: toPromoDefinition(before, after.nominations),
              after,
            },
            tx,
          );
          return after;
        }
        const row = await repos.insert({
          ...columns,
          createdAt: at,
          updatedAt: at,
          updatedBy: user.customerId,
        });
        const after = toPromoDefinition(row);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'promotion.create',
            targetType: 'promotion',
            targetId: row.id,
            after,
          },
          tx,
        );
        return after;
      });
    },

    /** DELETE /api/admin/promotions-delete: removes a definition without nominations (409 otherwise), audited. */
    async remove(user: LoggedInUser, definitionId: string): Promise<{ deleted: true; id: string }> {
      assertAdmin(user);
      return uow.withTransaction(async (repos, tx) => {
        const row = isUuid(definitionId) ? await repos.lockRow(definitionId) : null;
        if (!row) throw appError('NOT_FOUND', { field: 'definitionId' });
        if (((await repos.requestCounts([row.id])).get(row.id) ?? 0) > 0)
          throw new AppError(
            [{ code: 'VALIDATION', description: M.definitionInUse, field: 'definitionId' }],
            409,
          );
        await repos.remove(row.id);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'promotion.delete',
            targetType: 'promotion',
            targetId: row.id,
            before: toPromoDefinition(row),
          },
          tx,
        );
        return { deleted: true as const, id: row.id };
      });
    },

    /**
     * The demo seed: `make(today)` builds the definitions from today's New York day (so they never go
     * stale); each is added unless its seed key is there already, all in one transaction.
     */
    async seedDefinitions(make: (today: string) => readonly PromoDefinitionSeed[]): Promise<number> {
      const at = now();
      const seeds = make(today());
      await uow.withTransaction(async (repos) => {
        for (const s of seeds)
          await repos.insertSeeded({
            seedKey: s.seedKey,
            mercPromoType: s.mercPromoType,
            name: s.name,
            copy: sanitizeRichText(s.copy) ?? '',
            submitBy: s.submitBy,
            startDay: s.start,
            endDay: s.end,
            displayStart: s.displayStart,
            displayEnd: s.displayEnd,
            position: s.position,
            rules: s.rules,
            links: s.links,
            fields: s.fields,
            adminOnly: s.adminOnly ?? false,
            createdAt: at,
            updatedAt: at,
            updatedBy: 'seed',
          });
      });
      return seeds.length;
    },
  };
}
export type PromoDefinitionsService = ReturnType<typeof createPromoDefinitionsService>;
