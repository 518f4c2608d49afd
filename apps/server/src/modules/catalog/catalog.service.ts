import { type CatalogCategory, LANGUAGES } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { CatalogRepository, CategoryFilter } from './catalog.repository';
import type { CategoryRow } from './catalog.tables';

/** A category as the API answers it (spec 1 §3 "Category"; the contract's type). */
export type CategoryItem = CatalogCategory;

export function toCategoryItem(r: CategoryRow): CategoryItem {
  return {
    categoryId: r.id,
    name: r.name,
    categoryCrumbs: r.crumbs,
    bottomLevel: r.bottomLevel,
    bisac: r.bisac,
    audience: r.audience,
    subjectType: r.subjectType,
    parentCategoryId: r.parentId,
  };
}

export function createCatalogService({
  uow,
  tree,
}: {
  uow: UnitOfWork<CatalogRepository>;
  tree: () => CategoryRow[];
}) {
  const repo = uow.repos;
  return {
    /** Brings categories and languages in line with the domain's data (every start, idempotent). */
    async sync(): Promise<void> {
      await uow.withTransaction(async (r) => {
        await r.upsertCategories(tree());
        await r.upsertLanguages(LANGUAGES.map((l, position) => ({ code: l.code, name: l.name, position })));
      });
    },

    async languages() {
      return (await repo.languages()).map((l) => ({ code: l.code, name: l.name }));
    },

    async children(parentId: string | null | undefined, f: CategoryFilter): Promise<CategoryItem[]> {
      return (await repo.children(parentId || null, f)).map(toCategoryItem);
    },

    async search(query: string, f: CategoryFilter, pageNum: number, recordsPerPage: number) {
      const { rows, totalCount } = await repo.search(query, f, pageNum, recordsPerPage);
      return { totalCount, pageNum, recordsPerPage, categories: rows.map(toCategoryItem) };
    },

    /** Crumbs and BISAC code of each of these categories, for modules that keep only the ids; `tx` joins the caller's. */
    async describe(ids: string[], tx?: Tx): Promise<Map<string, { crumbs: string; bisac: string }>> {
      const rows = ids.length ? await (tx ? uow.bound(tx) : repo).byIds(ids) : [];
      return new Map(rows.map((r) => [r.id, { crumbs: r.crumbs, bisac: r.bisac ?? '' }]));
    },

    /** The ids among these that name a bottom-level category (the only ones a book may take); `tx` joins the caller's. */
    async selectable(ids: string[], tx?: Tx): Promise<Set<string>> {
      const rows = await (tx ? uow.bound(tx) : repo).byIds(ids);
      return new Set(rows.filter((r) => r.bottomLevel).map((r) => r.id));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
