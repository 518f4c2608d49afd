import { flattenCategoryTree } from '@quire/domain';
import type { CategoryRow } from './catalog.tables';

/** The domain's CATEGORY_TREE as rows of the `categories` table (parents before children). */
export function categoryRows(): CategoryRow[] {
  return flattenCategoryTree().map((r) => ({
    id: r.categoryId,
    parentId: r.parentCategoryId,
    name: r.name,
    crumbs: r.categoryCrumbs,
    bisac: r.bisac,
    audience: r.audience,
    subjectType: r.subjectType,
    bottomLevel: r.bottomLevel,
    position: r.position,
  }));
}
