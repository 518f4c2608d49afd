import {
  appError,
  type BannerPage,
  isAdmin,
  isUuid,
  type LoggedInUser,
  type ModuleType,
  type SiteModule,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditService } from '../audit';
import type { ContentImageFacts, ContentImages } from './content.images';
import {
  checkModuleInput,
  modulePaths,
  type SiteModuleInput,
  textOrNull,
  toSiteModule,
} from './content.modules.input';
import type { NewSiteModuleRow, SiteModulesRepository } from './content.modules.repository';
import { sanitizeMessageHtml } from './content.sanitize';
import type { SiteModuleRow } from './content.tables';

export interface SiteModulesDeps {
  uow: UnitOfWork<SiteModulesRepository>;
  images: Pick<ContentImages, 'known'>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}

/** A module the demo seed adds once (by its fixed id); its copy is sanitised like an administrator's. */
export type SiteModuleSeed = Omit<NewSiteModuleRow, 'createdAt' | 'updatedAt' | 'updatedBy'> & { id: string };

/**
 * Site modules (spec 3 §3 "Banner and site module", §7): LEFT_NAV_PROJECT on the projects page,
 * LEFT_NAV_BAB on the book builder's pages, BANNER on any page. Administrators list, read, save and
 * delete them (each change audited in its transaction); the pages read what they show now.
 */
export function createSiteModulesService({ uow, images, audit, now }: SiteModulesDeps) {
  const assertAdmin = (user: LoggedInUser) => {
    if (!isAdmin(user.permissions)) throw appError('FORBIDDEN');
  };
  const actorOf = (user: LoggedInUser) => ({ customerId: user.customerId, email: user.email });

  async function findOr404(id: string, field = 'id'): Promise<SiteModuleRow> {
    const row = isUuid(id) ? await uow.repos.find(id) : null;
    if (!row) throw appError('NOT_FOUND', { field });
    return row;
  }

  return {
    /** GET site-modules: a page of modules, of one type when asked. */
    async list(
      user: LoggedInUser,
      q: { moduleType?: ModuleType | undefined; pageNumber: number; recordsPerPage: number },
    ): Promise<{ modules: SiteModule[]; totalCount: number }> {
      assertAdmin(user);
      const { rows, totalCount } = await uow.repos.list({
        moduleType: q.moduleType,
        page: q.pageNumber,
        limit: q.recordsPerPage,
      });
      return { modules: rows.map(toSiteModule), totalCount };
    },

    /** GET site-module: one module (404 when unknown). */
    async get(user: LoggedInUser, id: string): Promise<SiteModule> {
      assertAdmin(user);
      return toSiteModule(await findOr404(id));
    },

    /** GET site-module-image with an id: the stored images of a module's columns, in column order. */
    async imagesOf(user: LoggedInUser, id: string): Promise<ContentImageFacts[]> {
      assertAdmin(user);
      const paths = (await findOr404(id)).columns.map((c) => c.imagePath).filter((p): p is string => !!p);
      const known = await images.known(paths);
      return [...new Set(paths)].flatMap((p) => {
        const facts = known.get(p);
        return facts ? [facts] : [];
      });
    },

    /** GET site-module-display: what a page shows now of one module type (administrators' preview). */
    async display(user: LoggedInUser, moduleType: ModuleType, page: BannerPage): Promise<SiteModule[]> {
      assertAdmin(user);
      return (await uow.repos.showing(page, now(), moduleType)).map(toSiteModule);
    },

    /** What a page shows now, every type, by position (the page-banners call; no user check). */
    async showing(page: BannerPage): Promise<SiteModule[]> {
      return (await uow.repos.showing(page, now())).map(toSiteModule);
    },

    /** POST site-module-create: creates a module (no id) or changes one, audited. */
    async save(user: LoggedInUser, input: SiteModuleInput): Promise<SiteModule> {
      assertAdmin(user);
      const known = await images.known(modulePaths(input));
      const columns = checkModuleInput(input, new Set(known.keys()));
      const at = now();
      const id = textOrNull(input.id);
      return uow.withTransaction(async (repos, tx) => {
        const before = id ? (isUuid(id) ? await repos.lockRow(id) : null) : null;
        if (id && !before) throw appError('NOT_FOUND', { field: 'module.id' });
        const row = before
          ? await repos.update(before.id, { ...columns, updatedAt: at, updatedBy: user.customerId })
          : await repos.insert({ ...columns, createdAt: at, updatedAt: at, updatedBy: user.customerId });
        const after = toSiteModule(row);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'content.module.save',
            targetType: 'site-module',
            targetId: row.id,
            before: before ? toSiteModule(before) : null,
            after,
          },
          tx,
        );
        return after;
      });
    },

    /** DELETE site-modules-delete: removes a module (404 when unknown), audited. */
    async remove(user: LoggedInUser, id: string): Promise<{ deleted: true; id: string }> {
      assertAdmin(user);
      return uow.withTransaction(async (repos, tx) => {
        const row = isUuid(id) ? await repos.lockRow(id) : null;
        if (!row) throw appError('NOT_FOUND', { field: 'id' });
        await repos.remove(row.id);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'content.module.delete',
            targetType: 'site-module',
            targetId: row.id,
            before: toSiteModule(row),
          },
          tx,
        );
        return { deleted: true as const, id: row.id };
      });
    },

    /** The demo seed: each module added unless its id is there already (insert-only). */
    async seedModules(seeds: readonly SiteModuleSeed[]): Promise<void> {
      const at = now();
      await uow.withTransaction(async (repos) => {
        for (const s of seeds)
          await repos.insertSeeded({
            ...s,
            columns: s.columns.map((c) => ({ ...c, copy: c.copy ? sanitizeMessageHtml(c.copy) : null })),
            createdAt: at,
            updatedAt: at,
            updatedBy: 'seed',
          });
      });
    },
  };
}
export type SiteModulesService = ReturnType<typeof createSiteModulesService>;
